// Money as people read it, in Australian dollars ("$1,234.50"): one formatter for the front ends, the
// statement PDF, alerts' notifications and the insight text, so a figure reads the same wherever it is shown.
// Worked in integer cents and written out by hand rather than through Intl.NumberFormat: exact for any
// amount (a number of dollars loses cents past 2^53), and the same output whatever ICU data a browser has.
import { SIGNED_SUM_PATTERN, moneyToCents, toCents } from '../money-arithmetic';

/** How many decimals: 2 (always cents), 0 (whole dollars, half a dollar rounds away from zero) or 'auto' (cents only when there are some). */
export type AudDecimals = 0 | 2 | 'auto';

export interface AudFormat {
  /** 2 unless told. */
  decimals?: AudDecimals;
  /** 'auto' (the default) marks losses only ("-$10.00"); 'exceptZero' marks gains too ("+$12.50"), never zero, as Intl's signDisplay. */
  signDisplay?: 'auto' | 'exceptZero';
}

/** Thousands separated by commas, as en-AU writes them ("1234567" -> "1,234,567"). */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

/** Cents below this are worked in plain numbers (exact, and quicker); larger ones in BigInt. */
const PLAIN_LIMIT = 2 ** 50;

/** Integer cents as Australian dollars: 123450 -> "$1,234.50", -1000 -> "-$10.00"; with `{ decimals: 0 }` 2550 -> "$26". */
export function formatAudCents(cents: bigint | number, format: AudFormat = {}): string {
  if (typeof cents === 'bigint') {
    const abs = cents < 0n ? -cents : cents;
    return written(cents < 0n, abs < PLAIN_LIMIT ? Number(abs) : abs, format);
  }
  if (!Number.isFinite(cents)) return written(false, 0, format);
  const abs = Math.round(Math.abs(cents));
  return written(cents < 0, abs < PLAIN_LIMIT ? abs : BigInt(abs), format);
}

function written(negative: boolean, abs: number | bigint, format: AudFormat): string {
  const decimals = format.decimals ?? 2;
  const rest = typeof abs === 'bigint' ? Number(abs % 100n) : abs % 100;
  const showCents = decimals === 2 || (decimals === 'auto' && rest !== 0);
  // Whole dollars round half a dollar away from zero, as Intl does.
  const dollars = typeof abs === 'bigint' ? (showCents ? abs / 100n : (abs + 50n) / 100n) : showCents ? Math.floor(abs / 100) : Math.floor((abs + 50) / 100);
  const text = showCents ? `${grouped(String(dollars))}.${rest < 10 ? '0' : ''}${rest}` : grouped(String(dollars));
  // A sign only on what shows as more than nothing: "$0", never "-$0" or "+$0.00".
  const shown = showCents ? abs > 0 : dollars > 0;
  const sign = !shown ? '' : negative ? '-' : format.signDisplay === 'exceptZero' ? '+' : '';
  return `${sign}$${text}`;
}

/**
 * An amount as Australian dollars: the API's decimal strings ("1234.5" -> "$1,234.50") exactly, or a number of
 * dollars (rounded to the cent). Anything that is not an amount (null, "abc") shows as nothing spent: "$0.00".
 */
export function formatAud(amount: string | number | null | undefined, format: AudFormat = {}): string {
  return formatAudCents(amountInCents(amount), format);
}

function amountInCents(amount: string | number | null | undefined): number | bigint {
  if (typeof amount === 'string') {
    const text = amount.trim();
    // Up to 15 characters is below 10 trillion dollars: plain cents are exact; longer sums go through BigInt.
    if (SIGNED_SUM_PATTERN.test(text)) return text.length <= 15 ? moneyToCents(text) : toCents(text);
  }
  const dollars = Number(amount ?? 0);
  return Number.isFinite(dollars) ? Math.sign(dollars) * Math.round(Math.abs(dollars) * 100) : 0;
}
