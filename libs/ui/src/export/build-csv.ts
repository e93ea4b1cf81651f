import Papa from 'papaparse';
import { neutraliseCell } from './neutralise-cell';
import type { ReportEntry } from './report-entry';

/** The export's columns, in order (spec section 9). */
export const CSV_COLUMNS = ['Date', 'Type', 'Subtype', 'Amount Spent', 'Win Amount', 'Net Result', 'Status', 'Venue/Details'] as const;

/**
 * The CSV text of `entries`: a header row, then one row per entry in the order given. Dates are
 * local to `timeZone` ("2026-04-05 02:30", 24-hour) so a spreadsheet sorts them; money is plain
 * decimals ("25.00", "-25.00") so it sums. Text the person typed is neutralised against formula
 * injection; quoting of commas, quotes and line breaks is papaparse's (RFC 4180). Lines end in
 * CRLF, as RFC 4180 and Excel expect, the last one included.
 * @param timeZone IANA zone the dates are written in, e.g. "Australia/Sydney"
 */
export function buildCsv(entries: readonly ReportEntry[], timeZone: string): string {
  const localTime = createLocalTime(timeZone);
  const rows = entries.map((entry) => [
    localTime(Date.parse(entry.at)),
    entry.type,
    neutraliseCell(entry.subtype),
    entry.spent,
    entry.won,
    entry.net,
    entry.status,
    neutraliseCell(entry.details),
  ]);
  const csv = Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n', quotes: false, escapeFormulae: false });
  // papaparse ends the header alone with a line break but not the last row: every line ends in one here.
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}

const DAY_MS = 24 * 3600 * 1000;
/** Every zone changes its offset on a quarter hour of UTC. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * "yyyy-MM-dd HH:mm" of an instant in `timeZone`. Formatting 50,000 dates one by one in a zone
 * took seconds, so Intl is asked for the zone's offset (daylight saving included) at the start and
 * end of each UTC day met: when they agree the day has one offset, otherwise (a changeover day) the
 * offset is looked up per quarter hour of it. The rest is arithmetic.
 */
export function createLocalTime(timeZone: string): (ms: number) => string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  const offsetAt = (instant: number): number => {
    const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60000) * 60000;
  };
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const offsetOf = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS) * DAY_MS;
    let whole = days.get(day);
    if (whole === undefined) {
      const first = offsetAt(day);
      whole = first === offsetAt(day + DAY_MS - QUARTER_HOUR_MS) ? first : null;
      days.set(day, whole);
    }
    if (whole !== null) return whole;
    const quarter = Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    let offset = quarters.get(quarter);
    if (offset === undefined) {
      offset = offsetAt(quarter);
      quarters.set(quarter, offset);
    }
    return offset;
  };
  const two = (n: number) => String(n).padStart(2, '0');
  return (ms) => {
    const local = new Date(ms + offsetOf(ms));
    return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  };
}
