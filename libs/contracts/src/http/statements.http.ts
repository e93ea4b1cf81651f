import { z } from 'zod';
import { MoneyTotalString } from '../money';
import { GAMBLING_TYPES } from '../period-figures';

/** A calendar month, 'YYYY-MM' (months 01 to 12, years 2000 to 2999). */
export const StatementMonth = z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM');
export type StatementMonth = z.infer<typeof StatementMonth>;

/** GET /api/statements/:month and /pdf. */
export const StatementParams = z.object({ month: StatementMonth });

/** The four products of a statement: wagering (racing and sports), lottery, pokies (slot sessions), tables (table sessions). */
export const STATEMENT_PRODUCTS = ['wagering', 'lottery', 'pokies', 'tables'] as const;
export const StatementProduct = z.enum(STATEMENT_PRODUCTS);
export type StatementProduct = z.infer<typeof StatementProduct>;

/** The Lower-Risk Gambling Guidelines: gamble on at most 4 days a month and at most 2 types of gambling. */
export const LOWER_RISK_GUIDELINES = { maxDaysPerMonth: 4, maxTypes: 2 } as const;

/** Spend (stakes, tickets, deposits, buy-ins), return (wins, cash-outs) and net (return - spend: negative when behind). */
export const StatementFigures = z.object({
  spend: MoneyTotalString,
  return: MoneyTotalString,
  net: MoneyTotalString.describe('return - spend; negative when the person lost money'),
});
export type StatementFigures = z.infer<typeof StatementFigures>;

/**
 * A month a statement compares with, 'YYYY-MM' of any year: the months before one asked for can fall before 2000
 * (2000-01's year before is 1999-01), which StatementMonth would refuse, and an answer outside its contract is a 500.
 */
export const ComparedMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM');

export const StatementMonthFigures = StatementFigures.extend({ month: ComparedMonth });
export type StatementMonthFigures = z.infer<typeof StatementMonthFigures>;

/** One line of the month: an activity (by when it was logged) or a session (by when it started), with its net (spec section 9). */
export const StatementTransaction = z.object({
  id: z.uuid(),
  kind: z.enum(['activity', 'session']),
  product: StatementProduct,
  /** The activity's subtype ('Racing', 'Saturday Lotto'…) or the session's venue. */
  label: z.string(),
  at: z.iso.datetime(),
  spend: MoneyTotalString,
  return: MoneyTotalString,
  net: MoneyTotalString,
  status: z.enum(['win', 'loss', 'pending', 'active', 'ended']),
});
export type StatementTransaction = z.infer<typeof StatementTransaction>;

export const GuidelineCheck = z.object({
  daysGambled: z.number().int().min(0),
  types: z.array(z.enum(GAMBLING_TYPES)).describe('Types of gambling used in the month (racing and sports betting are two)'),
  maxDays: z.literal(LOWER_RISK_GUIDELINES.maxDaysPerMonth),
  maxTypes: z.literal(LOWER_RISK_GUIDELINES.maxTypes),
  withinDays: z.boolean(),
  withinTypes: z.boolean(),
  /** One plain sentence, e.g. "You gambled on 6 days this month, more than the 4 the Lower-Risk Gambling Guidelines suggest." */
  summary: z.string(),
});
export type GuidelineCheck = z.infer<typeof GuidelineCheck>;

/** What the person kept from a bank statement for the month (the bank check): sent to gambling, came back, net, and the gap to Tally's spend. */
export const StatementBankCheck = z.object({ sent: MoneyTotalString, cameBack: MoneyTotalString, net: MoneyTotalString, gap: MoneyTotalString });
export type StatementBankCheck = z.infer<typeof StatementBankCheck>;

/** GET /api/statements/:month: the person's month, in their own time zone. */
export const MonthlyStatement = z.object({
  month: StatementMonth,
  timeZone: z.string(),
  /** The month's first and last instants in that zone. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** False while the month is still running in the person's zone ("so far"). */
  isClosed: z.boolean(),
  totals: StatementFigures,
  products: z.array(StatementFigures.extend({ product: StatementProduct })),
  /** Six months ending at this one, oldest first (months without activity show zeros). */
  lastSixMonths: z.array(StatementMonthFigures).length(6),
  sameMonthLastYear: StatementMonthFigures,
  guidelines: GuidelineCheck,
  transactions: z.array(StatementTransaction),
  /** Only when the person kept bank figures for the month. */
  bankCheck: StatementBankCheck.optional(),
});
export type MonthlyStatement = z.infer<typeof MonthlyStatement>;

/** GET /api/statements: months with activity, newest first. */
export const StatementMonthSummary = z.object({ month: StatementMonth, isClosed: z.boolean(), totals: StatementFigures });
export const ListStatementsResponse = z.object({ timeZone: z.string(), months: z.array(StatementMonthSummary) });
export type ListStatementsResponse = z.infer<typeof ListStatementsResponse>;
