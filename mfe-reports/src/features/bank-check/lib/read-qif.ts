import type { BankLine, ReadStatement } from './bank-line';
import { readAmount } from './read-amount';
import { readDate } from './read-date';

/**
 * QIF: one field a line (D date, T or U amount, P payee, M memo), '^' ends a transaction. No maintained QIF parser
 * is on the registry; the format is these few letters. Quicken writes short years with an apostrophe (6/01'26).
 */
export function readQif(data: string): ReadStatement {
  const lines: BankLine[] = [];
  let skipped = 0;
  let fields: Record<string, string> = {};
  const finish = () => {
    if (Object.keys(fields).length === 0) return;
    const date = readDate((fields.D ?? '').replace("'", '/'));
    const amountCents = readAmount(fields.T ?? fields.U ?? '');
    if (date && amountCents !== null) {
      lines.push({ date, description: [fields.P, fields.M].filter(Boolean).join(' '), amountCents, pending: false });
    } else skipped++;
    fields = {};
  };
  for (const raw of data.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line || line.startsWith('!')) continue;
    if (line === '^') finish();
    else if (!(line[0] in fields)) fields[line[0]] = line.slice(1).trim();
  }
  finish();
  return { format: 'qif', layout: 'QIF', lines, skipped };
}
