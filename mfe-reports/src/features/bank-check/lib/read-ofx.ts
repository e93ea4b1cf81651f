import { parseSync } from 'ofx-js';
import type { BankLine, ReadStatement } from './bank-line';
import { readAmount } from './read-amount';
import { readDate } from './read-date';

type OfxNode = Record<string, unknown>;

/** Every STMTTRN under the document, wherever the bank nested it (bank or card statement, one or more accounts). */
function transactions(node: unknown, found: OfxNode[] = []): OfxNode[] {
  if (Array.isArray(node)) node.forEach((child) => transactions(child, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as OfxNode)) {
      if (key === 'STMTTRN') (Array.isArray(value) ? value : [value]).forEach((t) => found.push(t as OfxNode));
      else transactions(value, found);
    }
  }
  return found;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** OFX 1 (SGML) or 2 (XML), and QFX (OFX with Quicken's extra tags), read with ofx-js. */
export function readOfx(data: string): ReadStatement {
  const parsed = parseSync(data.replace(/^\uFEFF/, ''));
  const lines: BankLine[] = [];
  let skipped = 0;
  for (const t of transactions(parsed.OFX)) {
    const date = readDate(text(t.DTPOSTED));
    const amountCents = readAmount(text(t.TRNAMT));
    if (!date || amountCents === null) {
      skipped++;
      continue;
    }
    const description = [...new Set([text(t.NAME), text(t.MEMO), text(t.PAYEE)].filter(Boolean))].join(' ');
    lines.push({ date, description, amountCents, pending: false });
  }
  return { format: 'ofx', layout: 'OFX (bank statement transactions)', lines, skipped };
}
