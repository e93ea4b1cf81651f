import { LABEL_CELL } from './labels';

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
  /** The line's cells: runs of words the OCR printed apart by two or more spaces, with their column. */
  cells: Cell[];
}

/** Words printed together, and the column (characters from the line's start) they begin at. */
interface Cell {
  text: string;
  at: number;
}

/**
 * Characters a photo's edges, creases and barcodes turn into at the start or end of a line. A lone
 * digit before a count ("3 COMBS @ $2.00", "4 GAMES") is the ticket's arithmetic, not noise.
 */
const EDGE_NOISE =
  /^(?:[^A-Za-z0-9$@(]{1,3}\s+|[A-Za-z]\s+(?=[A-Z][A-Za-z])|[0-9]\s+(?=[A-Z][A-Za-z])(?!(?:COMB|Comb|LINE|Line|GAME|Game|DRAW|Draw|WEEK|Week|PANEL|Panel|UNIT|Unit|LEG|Leg|ENTR|Entr)))|\s+(?:[^A-Za-z0-9$)%]{1,3}|[A-Za-z])$/g;

export function toLines(text: string): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const spaced = raw.replace(/[\u2018\u2019\u201c\u201d"`]/g, "'").replace(/\t/g, '    ');
    let line = spaced.replace(/\s+/g, ' ').trim();
    // Trim edge noise a few times: "| 4 TOTAL COST $2.00 §" has two layers at the front.
    for (let i = 0; i < 3; i++) line = line.replace(EDGE_NOISE, '').trim();
    line = line.replace(/^[|!\][{}]+\s*/, '').replace(/\s*[|\][{}]+$/, '');
    if (line.length < 2 || !/[A-Za-z0-9]/.test(line)) continue;
    lines.push({ index: lines.length, text: line, upper: line.toUpperCase(), cells: cellsOf(spaced) });
  }
  return unstackLabels(joinWrappedYears(lines));
}

/** A date the roll wrapped before its year ("DATE: SATURDAY, 22 NOVEMBER" / "2025") is joined again. */
function joinWrappedYears(lines: TicketLine[]): TicketLine[] {
  const out: TicketLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    if (next && /\b\d{1,2}\s+(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?,?$/.test(line.upper) && /^(20\d{2})\b/.test(next.text)) {
      const year = /^20\d{2}/.exec(next.text)![0];
      const rest = next.text.slice(4).trim();
      out.push({
        ...line,
        text: `${line.text} ${year}`,
        upper: `${line.upper} ${year}`,
        cells: [...line.cells.slice(0, -1), { ...line.cells[line.cells.length - 1], text: `${line.cells[line.cells.length - 1].text} ${year}` }],
      });
      if (rest) out.push({ ...next, text: rest, upper: rest.toUpperCase(), cells: [{ text: rest, at: 5 }] });
      i++;
    } else out.push(line);
  }
  return out.map((l, index) => ({ ...l, index }));
}

/** Cells of a line as OCR spaced it (tesseract keeps the gaps between words it saw apart). */
function cellsOf(spaced: string): Cell[] {
  const cells: Cell[] = [];
  for (const m of spaced.matchAll(/\S+(?: \S+)*/g)) {
    const cellText = m[0].replace(/^[|!\][{}]+|[|\][{}]+$/g, '').trim();
    if (/[A-Za-z0-9$]/.test(cellText)) cells.push({ text: cellText, at: m.index ?? 0 });
  }
  return cells;
}

const isLabelCell = (cell: Cell): boolean =>
  LABEL_CELL.test(
    cell.text
      .toUpperCase()
      .replace(/\s*[:.]$/, '')
      .trim(),
  );

/**
 * Layouts that print a label above its value ("TOTAL STAKE   INCLUDES GST" over "$27.00   $2.45"):
 * a line of labels only is joined with the line below, each label with the value nearest its column,
 * so every field reads "LABEL VALUE" as on layouts that print them side by side.
 */
function unstackLabels(lines: TicketLine[]): TicketLine[] {
  const out: TicketLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const labelsOnly = line.cells.length > 0 && line.cells.length <= 3 && line.cells.every(isLabelCell);
    if (!labelsOnly || !next || !next.cells.length || next.cells.every(isLabelCell)) {
      out.push(line);
      continue;
    }
    const values = [...next.cells];
    const joined: string[] = [];
    for (const label of line.cells) {
      if (!values.length) {
        joined.push(label.text);
        continue;
      }
      // In order when the counts agree, else the value whose column is nearest the label's.
      const pick =
        values.length === line.cells.length - joined.length ? 0 : values.reduce((best, v, k) => (Math.abs(v.at - label.at) < Math.abs(values[best].at - label.at) ? k : best), 0);
      const [value] = values.splice(pick, 1);
      joined.push(`${label.text.replace(/\s*:$/, '')} ${value.text}`);
    }
    joined.push(...values.map((v) => v.text));
    for (const text of joined) out.push({ index: 0, text, upper: text.toUpperCase(), cells: [{ text, at: 0 }] });
    i++;
  }
  return out.map((line, index) => ({ ...line, index }));
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
