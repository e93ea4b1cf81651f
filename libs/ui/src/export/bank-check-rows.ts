import Papa from 'papaparse';
import { subtractMoney, type BankCheckMonth } from '@tally/contracts';
import { neutraliseCell } from './neutralise-cell';

/**
 * The bank check's kept months as rows of the export's columns (Date, Type, Subtype, Amount Spent, Win Amount, Net
 * Result, Status, Venue/Details): one row per month and operator, dated the month ('2026-10'), Type 'Bank statement'.
 * CRLF after every line, to follow buildCsv's rows in one file.
 */
export function bankCheckCsvRows(months: readonly BankCheckMonth[]): string {
  const rows = months.flatMap((month) =>
    month.operators.map((o) => {
      return [
        month.month,
        'Bank statement',
        neutraliseCell(o.operator),
        o.sent,
        o.cameBack,
        subtractMoney(o.cameBack, o.sent),
        'From bank statement',
        `Monthly total kept from a bank statement (${o.category})`,
      ];
    }),
  );
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows, { newline: '\r\n', quotes: false, escapeFormulae: false })}\r\n`;
}
