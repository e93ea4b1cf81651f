import { z } from 'zod';

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const SIGNED_MONEY_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
/** Sums of many amounts may pass ten digits; arithmetic in cents takes any length. */
const SIGNED_SUM_PATTERN = /^-?\d+(\.\d{1,2})?$/;

/** A money amount on the wire: a decimal string with at most two places ("25", "25.5", "25.50"). */
export const MoneyString = z.string().regex(MONEY_PATTERN, 'Must be a valid amount').describe('Decimal string, AUD, at most 2 decimal places');

/** A money amount that may be negative (net results: "-12.50"). */
export const SignedMoneyString = z.string().regex(SIGNED_MONEY_PATTERN, 'Must be a valid amount').describe('Signed decimal string, AUD, at most 2 decimal places');

/** A total of many amounts (stats): like SignedMoneyString, with no limit on the whole dollars. */
export const MoneyTotalString = z.string().regex(SIGNED_SUM_PATTERN, 'Must be a valid amount').describe('Signed decimal string, AUD, 2 decimal places; may exceed 10 digits');

/** Messages and bounds for {@link moneyInput}. */
export interface MoneyInputOptions {
  /** Shown when the value is missing, null or an empty string. */
  requiredMessage?: string;
  /** Shown when the value is not a non-negative amount with at most two decimals. */
  invalidMessage?: string;
  /** Refuse zero (stakes, deposits, ticket costs). */
  positive?: boolean;
  /** Shown for zero when `positive`; defaults to `invalidMessage`. */
  notPositiveMessage?: string;
}

/**
 * Money in a request: the spec sends numbers in some calls and strings in others; both become a
 * normalised decimal string ("25" -> "25.00"). Negative values and more than 2 decimals are refused.
 */
export function moneyInput(options: MoneyInputOptions = {}) {
  const invalid = options.invalidMessage ?? 'Must be a valid amount';
  const required = options.requiredMessage ?? invalid;
  const notPositive = options.notPositiveMessage ?? invalid;
  return z
    .union([z.number(), z.string().trim()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
    })
    .describe('Number or decimal string, at most 2 decimal places')
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const money = parseMoney(value);
      if (money === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (options.positive && toCents(money) === 0n) {
        ctx.addIssue({ code: 'custom', message: notPositive });
        return z.NEVER;
      }
      return money;
    });
}

/** Money in a request, zero allowed; number or decimal string in, normalised decimal string out. */
export const MoneyInput = moneyInput();

/** A strictly positive money input (stakes, deposits, ticket costs). */
export const PositiveMoneyInput = moneyInput({ positive: true });

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
  const text = value.trim();
  return MONEY_PATTERN.test(text) ? normaliseMoney(text) : null;
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
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

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
