/**
 * OCR text as the parser sees it: lines with the photo's edge noise trimmed, upper-cased copies for
 * matching, and helpers that repair the usual OCR confusions inside numbers.
 */
export interface TicketLine {
  /** Index of the line in the ticket (after empty lines are dropped). */
  index: number;
  /** The line as read, noise trimmed and spaces collapsed. */
  text: string;
  /** Upper-case copy for matching. */
  upper: string;
}

/** Characters a photo's edges, creases and barcodes turn into at the start or end of a line. */
const EDGE_NOISE = /^(?:[^A-Za-z0-9$@(]{1,3}\s+|[A-Za-z0-9]\s+(?=[A-Z][A-Za-z]))|\s+(?:[^A-Za-z0-9$)%]{1,3}|[A-Za-z])$/g;

export function toLines(text: string): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw
      .replace(/[\u2018\u2019\u201c\u201d"`]/g, "'")
      .replace(/\s+/g, ' ')
      .trim();
    // Trim edge noise a few times: "| 4 TOTAL COST $2.00 §" has two layers at the front.
    for (let i = 0; i < 3; i++) line = line.replace(EDGE_NOISE, '').trim();
    line = line.replace(/^[|!\][{}]+\s*/, '').replace(/\s*[|\][{}]+$/, '');
    if (line.length < 2 || !/[A-Za-z0-9]/.test(line)) continue;
    lines.push({ index: lines.length, text: line, upper: line.toUpperCase() });
  }
  return lines;
}

/** Repairs letters OCR reads in place of digits inside a token that should be a number. */
export function digitsOf(token: string): string {
  return token
    .replace(/[Oo]/g, '0')
    .replace(/[Il|!]/g, '1')
    .replace(/[Ss]/g, '5')
    .replace(/B/g, '8')
    .replace(/Z/g, '2');
}

/** Words are compared without case and with runs of spaces collapsed. */
export function words(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** Title case for names printed in capitals ("CROWN HOTEL ULLADULLA" -> "Crown Hotel Ulladulla"). */
export function titleCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
}
