import { CURRENCY } from '@tally/contracts';

const aud = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A decimal string ("25.50") as whole cents; markers add cents, never floats of dollars. */
export function toCents(amount: string): number {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
}

/** Cents as a decimal string with two places ("-12.50"), the wire's money shape. */
export function centsToString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,234.50": money in the insight text, Australian dollars with cents. */
export const formatAud = (cents: number): string => aud.format(Math.abs(cents) / 100);
