// Money as decimal strings and integer cents. No zod here: front ends import these (Reports sums a
// month of amounts), and a module that builds schemas at load time brings all of zod with it.

/** A non-negative amount with at most ten whole digits and two decimals. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** The same, signed (net results). */
export const SIGNED_MONEY_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
/** Sums of many amounts may pass ten digits; arithmetic in cents takes any length. */
export const SIGNED_SUM_PATTERN = /^-?\d+(\.\d{1,2})?$/;

/**
 * Parses a non-negative amount (number or decimal string) into a normalised decimal string,
 * or null when it is not one. Numbers with more than 2 decimals are refused rather than rounded.
 */
export function parseMoney(value: number | string): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    if (Math.round(value * 100) / 100 !== value) return null;
    value = value.toFixed(2);
  }
  const text = typedAmount(value);
  return text !== null && MONEY_PATTERN.test(text) ? normaliseMoney(text) : null;
}

/** An amount as people type it: a leading '$' and thousands commas in their places ('$1,000.50') are dropped. */
const TYPED_AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d*)?$/;

/** '$1,000.50' -> '1000.50'; null when the text is not an amount a person would type. */
function typedAmount(value: string): string | null {
  const match = TYPED_AMOUNT.exec(value.trim());
  // '12.' is 12, as it reads while typing.
  return match ? `${match[1].replace(/,/g, '')}${match[2] && match[2] !== '.' ? match[2] : ''}` : null;
}

/** True when typed text holds something other than an amount's characters (letters): the form then says 'numbers only'. */
export function isNotANumber(value: unknown): boolean {
  return typeof value === 'string' && /\p{L}/u.test(value);
}

/** "25" -> "25.00", "3.5" -> "3.50", "-0.5" -> "-0.50", "-0" -> "0.00". */
export function normaliseMoney(text: string): string {
  return fromCents(toCents(text));
}

/** Money arithmetic in integer cents so sums never drift. Accepts a signed decimal string (sums of any size). */
export function toCents(money: string): bigint {
  const text = money.trim();
  if (!SIGNED_SUM_PATTERN.test(text)) throw new RangeError(`Not a money amount: "${money}"`);
  const negative = text.startsWith('-');
  const [whole, frac = ''] = (negative ? text.slice(1) : text).split('.');
  const fraction = (frac + '00').slice(0, 2);
  // Up to 13 whole digits the cents fit a double exactly: one BigInt made from a number, not two parsed from text
  // (every stake a batch sums passes here: 1.3% of embedded mode's thread under the writes bench).
  const cents = whole.length <= MAX_EXACT_WHOLE_DIGITS ? BigInt(Number(whole) * 100 + Number(fraction)) : BigInt(whole) * 100n + BigInt(fraction);
  return negative ? -cents : cents;
}

/** 10^13 dollars in cents is below 2^53: exact as a double. */
const MAX_EXACT_WHOLE_DIGITS = 13;

/** Integer cents back to a decimal string with two places ("-1250" cents -> "-12.50"). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Exact sum of money strings ("0.00" for none). */
export function sumMoney(values: Iterable<string>): string {
  let total = 0n;
  for (const value of values) total += toCents(value);
  return fromCents(total);
}

/** Exact `a + b`. */
export function addMoney(a: string, b: string): string {
  return fromCents(toCents(a) + toCents(b));
}

/** Exact `a - b` (may be negative). */
export function subtractMoney(a: string, b: string): string {
  return fromCents(toCents(a) - toCents(b));
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const diff = toCents(a) - toCents(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Whole cents below this (10 trillion dollars) are exact in a plain number, and a decimal string read as dollars rounds to them exactly. */
const PLAIN_CENTS_LIMIT = 1e15;

/**
 * A decimal string as integer cents in a plain number ("12.35" -> 1235, "-0.5" -> -50): exact for any amount below
 * 10 trillion dollars (a double's error is then far below half a cent), and several times faster than BigInt over the
 * 50,000 records of a long history's export. Throws on anything that is not an amount, or larger.
 */
export function moneyToCents(money: string): number {
  const text = money.trim();
  if (!SIGNED_SUM_PATTERN.test(text)) throw new RangeError(`Not a money amount: "${money}"`);
  const cents = Math.round(Number(text) * 100);
  if (!(Math.abs(cents) < PLAIN_CENTS_LIMIT)) throw new RangeError(`Too large to count in plain cents: "${money}"`);
  return cents === 0 ? 0 : cents; // never -0
}

/** Integer cents in a plain number back to a decimal string with two places (1235 -> "12.35", -50 -> "-0.50"). */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
