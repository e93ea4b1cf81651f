import { z } from 'zod';
import { MoneyTotalString, moneyInput } from '../money';
import { plainText } from '../text';
import { StatementFigures, StatementMonth } from './statements.http';

/**
 * The bank check (issue 31): a person reads their bank statement file in the browser, and only
 * what they keep comes here: per month and per operator, what went to gambling and what came back.
 * No line, date, balance or description of the statement is ever sent.
 */

/** What the detection list says an operator is. 'venue' is cash taken out at a club, hotel or casino the person confirmed. */
export const BANK_CHECK_CATEGORIES = ['wagering', 'lottery', 'casino', 'venue'] as const;
export const BankCheckCategory = z.enum(BANK_CHECK_CATEGORIES, { error: 'Category must be wagering, lottery, casino or venue' });
export type BankCheckCategory = z.infer<typeof BankCheckCategory>;

/** The most months one request may keep (two years of statements). */
export const BANK_CHECK_MAX_MONTHS = 24;
/** The most operators one month may name. */
export const BANK_CHECK_MAX_OPERATORS = 40;

/** One operator's sums in one month, as the person keeps them. */
export const BankCheckOperatorInput = z.object({
  operator: plainText({ label: 'Operator', max: 80, requiredMessage: 'Operator is required' }),
  category: BankCheckCategory,
  sent: moneyInput({ requiredMessage: 'Sent to gambling is required' }),
  cameBack: moneyInput({ requiredMessage: 'Came back is required' }),
});
export type BankCheckOperatorInput = z.infer<typeof BankCheckOperatorInput>;

/** PUT /api/bank-check/months: keep these months' sums, replacing whatever was kept for the same months. */
export const KeepBankMonthsRequest = z.object({
  months: z
    .array(
      z.object({
        month: StatementMonth,
        operators: z.array(BankCheckOperatorInput).max(BANK_CHECK_MAX_OPERATORS, `At most ${BANK_CHECK_MAX_OPERATORS} operators a month`),
      }),
    )
    .min(1, 'Send at least one month')
    .max(BANK_CHECK_MAX_MONTHS, `At most ${BANK_CHECK_MAX_MONTHS} months at a time`)
    .refine((months) => new Set(months.map((m) => m.month)).size === months.length, 'Each month may appear once'),
});
export type KeepBankMonthsRequest = z.infer<typeof KeepBankMonthsRequest>;

export const BankCheckOperator = z.object({ operator: z.string(), category: BankCheckCategory, sent: MoneyTotalString, cameBack: MoneyTotalString });
export type BankCheckOperator = z.infer<typeof BankCheckOperator>;

/** One kept month beside what Tally has for it (the statement's figures, in the person's zone). */
export const BankCheckMonth = z.object({
  month: StatementMonth,
  /** What the bank shows: sent to gambling, came back, and net (came back - sent; negative when money went out). */
  bank: z.object({ sent: MoneyTotalString, cameBack: MoneyTotalString, net: MoneyTotalString }),
  operators: z.array(BankCheckOperator),
  tally: StatementFigures,
  /** Sent to gambling that Tally has no record of: bank sent - Tally spend, never below 0. */
  gap: MoneyTotalString,
  /** The gap as a share of what the bank shows was sent (0 to 1); 0 when nothing was sent. */
  gapShare: z.number().min(0).max(1),
  /** Whether the difference was already added as an entry for this month. */
  differenceAdded: z.boolean(),
});
export type BankCheckMonth = z.infer<typeof BankCheckMonth>;

/** What the person decided about a statement descriptor; the key is a hash made on the device, never the descriptor. */
export const BANK_CHECK_DECISIONS = ['confirmed', 'dismissed'] as const;
export const BankCheckDecisionValue = z.enum(BANK_CHECK_DECISIONS, { error: 'Decision must be confirmed or dismissed' });
export const DescriptorKey = z.string().regex(/^[0-9a-f]{64}$/, 'Descriptor key must be a SHA-256 hash (64 hex characters)');
export const BankCheckDecision = z.object({ descriptorKey: DescriptorKey, decision: BankCheckDecisionValue });
export type BankCheckDecision = z.infer<typeof BankCheckDecision>;

/** GET /api/bank-check (and the answer of PUT months): kept months, newest first, and the remembered decisions. */
export const BankCheckResponse = z.object({ timeZone: z.string(), months: z.array(BankCheckMonth), decisions: z.array(BankCheckDecision) });
export type BankCheckResponse = z.infer<typeof BankCheckResponse>;

/** PUT /api/bank-check/decisions/:descriptorKey. */
export const BankCheckDecisionParams = z.object({ descriptorKey: DescriptorKey });
export const PutBankCheckDecisionRequest = z.object({ decision: BankCheckDecisionValue });
export const PutBankCheckDecisionResponse = BankCheckDecision;

/** POST /api/bank-check/months/:month/difference: the month's gap, logged as one entry marked as from the bank check. */
export const BankCheckMonthParams = z.object({ month: StatementMonth });
