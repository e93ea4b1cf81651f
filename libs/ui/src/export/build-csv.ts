import Papa from 'papaparse';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
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
  const rows = entries.map((entry) => [
    format(new TZDate(Date.parse(entry.at), timeZone), 'yyyy-MM-dd HH:mm'),
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
