const AMOUNT = /^([+-]?)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A money cell as whole cents, or null when it is not an amount. Reads what Australian exports write: '-12.50',
 * '+1,234.56', '$12.50', '(12.50)' and '12.50 DR' (both out), '12.50 CR', a Unicode minus, and 'AUD' around it.
 * An empty cell is null (a debit/credit pair leaves one of them empty).
 */
const PLAIN = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

export function readAmount(text: string): number | null {
  // Most cells are plain ('-12.50', '+1250.00'): read them at once, the rest through the general path.
  const plain = PLAIN.exec(text);
  if (plain) return (plain[1] === '-' ? -1 : 1) * (Number(plain[2]) * 100 + Number((plain[3] ?? '0').padEnd(2, '0'))) || 0;
  let value = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\s*AUD\s*/gi, '')
    .replace(/\s+/g, '');
  if (!value) return null;
  let sign = 1;
  if (/^\(.*\)$/.test(value)) {
    sign = -1;
    value = value.slice(1, -1);
  }
  const suffix = /(DR|CR)$/i.exec(value);
  if (suffix) {
    if (suffix[1].toUpperCase() === 'DR') sign = -sign;
    value = value.slice(0, -2);
  }
  value = value.replace(/^([+-]?)\$/, '$1').replace(/^\$([+-])/, '$1');
  const m = AMOUNT.exec(value);
  if (!m) return null;
  const cents = Number(m[2].replace(/,/g, '')) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return (m[1] === '-' ? -1 : 1) * sign * cents;
}
