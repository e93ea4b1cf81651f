import Papa from 'papaparse';
import type { BankLine, ReadStatement } from './bank-line';
import { readAmount } from './read-amount';
import { readDate } from './read-date';

/** Which column holds what; -1 when the file has no such column. */
interface Columns {
  date: number;
  descriptions: number[];
  amount: number;
  debit: number;
  credit: number;
  status: number;
}

// Header words of the major Australian banks' exports (CommBank and ANZ write no header; Westpac, NAB, ING,
// Macquarie, Bendigo and Up do), most specific first.
const DATE_HEADERS = [/^(transaction )?date$/, /^date posted$/, /^posted date$/, /^effective date$/, /^time$/, /date/];
const DESCRIPTION_HEADERS = [/^original description$/, /^description$/, /^narrative$/, /^transaction details$/, /^details$/, /^payee$/, /^merchant( name)?$/, /^memo$/];
const AMOUNT_HEADERS = [/^amount$/, /^total \(aud\)$/, /^amount \(aud\)$/, /^transaction amount$/, /^value$/];
const DEBIT_HEADERS = [/^debit( amount)?$/, /^withdrawals?( amount)?$/, /^money out$/, /^paid out$/];
const CREDIT_HEADERS = [/^credit( amount)?$/, /^deposits?( amount)?$/, /^money in$/, /^paid in$/];
const STATUS_HEADERS = [/^status$/, /^state$/, /^transaction status$/];

function findColumn(headers: string[], patterns: RegExp[], taken: Set<number>): number {
  for (const pattern of patterns) {
    const index = headers.findIndex((h, i) => !taken.has(i) && pattern.test(h));
    if (index >= 0) return index;
  }
  return -1;
}

function columnsFromHeader(row: string[]): Columns | null {
  const headers = row.map((h) => h.trim().toLowerCase());
  const taken = new Set<number>();
  const pick = (patterns: RegExp[]) => {
    const index = findColumn(headers, patterns, taken);
    if (index >= 0) taken.add(index);
    return index;
  };
  const date = pick(DATE_HEADERS);
  const amount = pick(AMOUNT_HEADERS);
  const debit = pick(DEBIT_HEADERS);
  const credit = pick(CREDIT_HEADERS);
  const status = pick(STATUS_HEADERS);
  const descriptions: number[] = [];
  for (const pattern of DESCRIPTION_HEADERS) {
    headers.forEach((h, i) => {
      if (!taken.has(i) && pattern.test(h)) {
        taken.add(i);
        descriptions.push(i);
      }
    });
  }
  if (date < 0 || descriptions.length === 0 || (amount < 0 && debit < 0 && credit < 0)) return null;
  return { date, descriptions, amount, debit, credit, status };
}

/**
 * A file without a header (CommBank: date, amount, description, balance; ANZ: date, amount, description): the
 * columns from the values. The date column is where most cells are dates, the amount the first column of money after
 * it (a running balance comes last), the description the column with the most letters.
 */
function columnsFromValues(rows: string[][]): Columns | null {
  const sample = rows.slice(0, 50);
  const width = Math.max(...sample.map((r) => r.length));
  const share = (test: (cell: string) => boolean, i: number) => sample.filter((r) => r[i] !== undefined && test(r[i])).length / sample.length;
  const dateShares = Array.from({ length: width }, (_, i) => share((c) => readDate(c) !== null, i));
  const date = dateShares.indexOf(Math.max(...dateShares));
  if (dateShares[date] < 0.6) return null;
  const money = Array.from({ length: width }, (_, i) => i).filter((i) => i !== date && share((c) => readAmount(c) !== null, i) >= 0.6);
  if (money.length === 0) return null;
  const letters = Array.from({ length: width }, (_, i) => (i === date || money.includes(i) ? -1 : sample.reduce((n, r) => n + (r[i]?.match(/[A-Za-z]/g)?.length ?? 0), 0)));
  const description = letters.indexOf(Math.max(...letters));
  if (description < 0 || letters[description] <= 0) return null;
  return { date, descriptions: [description], amount: money[0], debit: -1, credit: -1, status: -1 };
}

/** Looks at the first rows for the header: a row naming a date and a description, and no cell that is a date. */
function findHeader(rows: string[][]): { index: number; columns: Columns } | null {
  for (let i = 0; i < Math.min(rows.length, 15); i++) {
    if (rows[i].some((cell) => readDate(cell) !== null)) continue;
    const columns = columnsFromHeader(rows[i]);
    if (columns) return { index: i, columns };
  }
  return null;
}

const PENDING = /^\s*(pending|authori[sz]ation)\b/i;

function lineOf(row: string[], c: Columns): BankLine | null {
  const date = readDate(row[c.date] ?? '');
  if (!date) return null;
  let amountCents: number | null = null;
  if (c.amount >= 0) amountCents = readAmount(row[c.amount] ?? '');
  if (amountCents === null && (c.debit >= 0 || c.credit >= 0)) {
    // Debit and credit columns: some banks write debits negative, some positive; the column says which way it went.
    const debit = c.debit >= 0 ? readAmount(row[c.debit] ?? '') : null;
    const credit = c.credit >= 0 ? readAmount(row[c.credit] ?? '') : null;
    if (debit !== null && debit !== 0) amountCents = -Math.abs(debit);
    else if (credit !== null) amountCents = Math.abs(credit);
    else if (debit === 0) amountCents = 0;
  }
  if (amountCents === null) return null;
  const description = [...new Set(c.descriptions.map((i) => (row[i] ?? '').trim()).filter(Boolean))].join(' ');
  const status = c.status >= 0 ? (row[c.status] ?? '') : '';
  return { date, description, amountCents, pending: /pending|authori[sz]ed|uncleared/i.test(status) || PENDING.test(description) };
}

function describe(headerRow: string[] | null, headerLine: number, c: Columns): string {
  const name = (i: number) => (headerRow ? `"${headerRow[i].trim()}"` : `column ${i + 1}`);
  const parts = [`date ${name(c.date)}`, `description ${c.descriptions.map(name).join(' + ')}`];
  if (c.amount >= 0) parts.push(`amount ${name(c.amount)}`);
  if (c.debit >= 0) parts.push(`debit ${name(c.debit)}`);
  if (c.credit >= 0) parts.push(`credit ${name(c.credit)}`);
  if (c.status >= 0) parts.push(`status ${name(c.status)}`);
  return `CSV, ${headerRow ? `header on line ${headerLine}` : 'no header'}: ${parts.join(', ')}`;
}

/** A CSV export of any of the major Australian banks (or a similar layout), read with papaparse. */
export function readCsv(text: string): ReadStatement {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((r) => r.some((cell) => cell.trim() !== ''));
  const header = findHeader(rows);
  const body = header ? rows.slice(header.index + 1) : rows;
  const columns = header?.columns ?? columnsFromValues(body);
  if (!columns) throw new Error('The file has no column of dates and amounts we could find.');
  const lines: BankLine[] = [];
  let skipped = 0;
  for (const row of body) {
    const line = lineOf(row, columns);
    if (line) lines.push(line);
    else skipped++;
  }
  return { format: 'csv', layout: describe(header ? rows[header.index] : null, header ? header.index + 1 : 0, columns), lines, skipped };
}
