import { z } from 'zod';
import { isNotANumber, MONEY_PATTERN, parseMoney, SIGNED_MONEY_PATTERN, SIGNED_SUM_PATTERN, toCents } from './money-arithmetic';
import { VALIDATION_MESSAGES } from './messages';

// The arithmetic lives apart, without zod: a front end that only adds amounts does not load zod.
export * from './money-arithmetic';

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
        // Letters in an amount field: say what it takes (issue 25) unless the field has its own words.
        ctx.addIssue({ code: 'custom', message: !options.invalidMessage && isNotANumber(value) ? VALIDATION_MESSAGES.numbersOnly : invalid });
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
