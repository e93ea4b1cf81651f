import { digitsOf, type TicketLine } from './ticket-text';

/** Runners per race (spec section 5, local pattern fallback): up to 8 for greyhounds, otherwise 20. */
export function maxRunners(greyhounds: boolean): number {
  return greyhounds ? 8 : 20;
}

/**
 * Runners of one leg from printed text ("1,3,5", "1, 3, 5", "1.3.5", "135" when OCR lost the commas):
 * ascending, each within the field. A run of digits is split into ascending runners when it cannot
 * be one runner ("258" -> 2,5,8).
 */
function parseLeg(text: string, max: number): number[] | null {
  // Words are not runners; a lone misread letter inside the numbers is (O for 0, l for 1).
  const tokens = digitsOf(text.replace(/[A-Za-z]{2,}/g, ' '))
    .replace(/[^0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (!tokens.length) return null;
  const runners: number[] = [];
  for (const token of tokens) {
    const n = Number(token);
    if (token.length <= 2 && n >= 1 && n <= max) runners.push(n);
    else {
      const split = splitAscending(token, max, runners[runners.length - 1] ?? 0);
      if (!split) return null;
      runners.push(...split);
    }
  }
  const unique = [...new Set(runners)].sort((a, b) => a - b);
  return unique.length ? unique : null;
}

/** Splits a digit run into ascending runners within the field, preferring two-digit runners when they fit. */
function splitAscending(digits: string, max: number, after: number): number[] | null {
  if (!digits) return [];
  for (const len of [2, 1]) {
    if (digits.length < len) continue;
    const n = Number(digits.slice(0, len));
    if (n < 1 || n > max || n <= after || (len === 2 && digits[0] === '0')) continue;
    const rest = splitAscending(digits.slice(len), max, n);
    if (rest) return [n, ...rest];
  }
  return null;
}

export function formatLegs(legs: number[][]): string {
  return legs.map((leg) => leg.join(',')).join('/');
}

/** Labels of a selections line. */
const SELECTION_LABEL = /\b(SELECTIONS?|SELNS?|SEL|RUNNERS?|NUMBERS?|PICKS?)\b\.?:?/;
/** One leg per line: "Leg 1 (R6) 9, 12", "1st 16", "POS 2 6-7", "R5 1.7.14" (a multi-race bet's race and its runners). */
const LEG_LINE =
  /\b(?:L?LEG\s*([1-9IL])?|POS\s*([1-4])|([1-4])\s?(?:ST|ND|RD|TH)|(?:RACE|R)\s?\d{1,2}(?=:?\s+[0-9]))\b[^0-9]*?(?:\(?\s*R\s*\d{1,2}\s*\)?)?\s*[:-]?\s*([0-9OIlS ,.+-]+)\s*$/;

export interface SelectionsMatch {
  legs: number[][];
  line: number;
  confidence: number;
}

/**
 * The runners picked: leg lines ("Leg 1 (R6) 9, 12"), a labelled line ("Selections 1,2/3/4"), or a
 * bare line of runner numbers after the bet type ("4,5,7,8", "1,2,6/8/2,8/2,5,8").
 */
export function findSelections(lines: TicketLine[], after: number, max: number): SelectionsMatch | null {
  const legLines: { leg: number[]; line: number }[] = [];
  for (const line of lines) {
    if (/\$/.test(line.text)) continue;
    const m = LEG_LINE.exec(line.upper);
    if (!m) continue;
    const leg = parseLeg(m[4], max);
    if (leg) legLines.push({ leg, line: line.index });
  }
  if (legLines.length >= 2) return { legs: legLines.map((l) => l.leg), line: legLines[0].line, confidence: 0.8 };

  for (const line of lines) {
    const m = SELECTION_LABEL.exec(line.upper);
    if (!m || /\$/.test(line.text) || /COMB/.test(line.upper)) continue;
    const rest = line.upper.slice((m.index ?? 0) + m[0].length);
    const legs = parseLegs(rest, max);
    if (legs) return { legs, line: line.index, confidence: 0.75 };
  }

  const start = Math.max(0, after);
  const betLine = lines[start];
  if (betLine) {
    const rest = betLine.upper.replace(/^.*?[A-Z)]\s+(?=[0-9OIlS]{1,2}\s*(?:[,+./>|-]|$))/, '');
    if (rest !== betLine.upper && /^[0-9OIlS ,./+>|-]+$/.test(rest) && /\d\s*[,+./>|-]\s*\d/.test(rest)) {
      const legs = parseLegs(rest, max);
      if (legs) return { legs, line: betLine.index, confidence: 0.7 };
    }
  }
  for (const line of lines.slice(start)) {
    // A stray letter or two of edge noise may lead the line ("fF 4,5,7,8"); BOX may lead or follow.
    const text = line.upper
      .trim()
      .replace(/^[A-Z]{1,2}\s+(?=\d)/, '')
      .replace(/^(BOXED|BOX)\s+/, '');
    if (!/^[0-9OIlS ,./+>|-]+(BOX|BOXED)?$/.test(text) || !/\d/.test(text)) continue;
    if (/\d{5,}/.test(text.replace(/[ ]/g, '')) && !/[,/.]/.test(text)) continue; // barcode digits
    if (/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(text)) continue; // a date
    if (/\d{4}-\d{4}/.test(text)) continue; // a ticket serial
    const legs = parseLegs(text.replace(/BOXED|BOX/, ''), max);
    if (legs) return { legs, line: line.index, confidence: /[,/]/.test(text) ? 0.7 : 0.5 };
  }
  return null;
}

function parseLegs(text: string, max: number): number[][] | null {
  // Legs apart: "1,2/3/4", "1-2 / 3", "1+10 - 10+15", "3 > 7-9", "1,2 | 3".
  const parts = text.split(/\s*[/>|]\s*|\s+-\s+/).filter((p) => /\d/.test(digitsOf(p)));
  if (!parts.length) return null;
  const legs: number[][] = [];
  for (const part of parts) {
    const leg = parseLeg(part, max);
    if (!leg) return null;
    legs.push(leg);
  }
  return legs;
}
