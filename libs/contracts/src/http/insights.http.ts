import { z } from 'zod';
import { InsightHistoryItem, InsightTimeFrame } from '../entities/insight';
import { ActivityType } from '../entities/activity';
import { SessionType } from '../entities/session';
import { MoneyString, moneyInput } from '../money';

/** GET /api/insights/history/:timeFrame: saved insights for that period, newest first. */
export const InsightHistoryParams = z.object({ timeFrame: InsightTimeFrame });
export type InsightHistoryParams = z.infer<typeof InsightHistoryParams>;
export const InsightHistoryResponse = z.array(InsightHistoryItem);

/** POST /api/insights/generate: analyse the period and save the result. */
export const GenerateInsightsRequest = z.object({ timeFrame: InsightTimeFrame.default('all') });
export type GenerateInsightsRequest = z.infer<typeof GenerateInsightsRequest>;
export const GenerateInsightsResponse = InsightHistoryItem;

/**
 * The person's yearly income before tax, optional and private: only the 1%-of-income guide of the
 * Lower-Risk Gambling Guidelines uses it, and it is never sent to a model. Null when not given.
 */
export const InsightIncomeResponse = z.object({ annualIncome: MoneyString.nullable() });
export type InsightIncomeResponse = z.infer<typeof InsightIncomeResponse>;

/** PUT /api/insights/income: set (a number or decimal string above 0) or clear (null or '') the income. */
export const PutInsightIncomeRequest = z.object({
  annualIncome: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    moneyInput({ positive: true, invalidMessage: 'Income must be a valid amount above 0' }).nullable(),
  ),
});
export type PutInsightIncomeRequest = z.infer<typeof PutInsightIncomeRequest>;

/** Whole cents and epoch milliseconds on the internal hop: exact, and cheap to check for 10,000 records. */
const Cents = z.number().int().min(0);
const EpochMs = z.number().int().min(0);

/** One activity as insights reads it from the ledger: no ticket, no free text, no id, only what the markers need. */
export const InsightActivityRecord = z.object({
  type: ActivityType,
  subtype: z.string(),
  amountCents: Cents,
  isCompleted: z.boolean(),
  isWin: z.boolean().nullable(),
  winCents: Cents.nullable(),
  /** When it was logged. */
  at: EpochMs,
  completedAt: EpochMs.nullable(),
});
export type InsightActivityRecord = z.infer<typeof InsightActivityRecord>;

/** One slot or table session with the moments of its deposits or buy-ins. */
export const InsightSessionRecord = z.object({
  type: SessionType,
  startedAt: EpochMs,
  endedAt: EpochMs.nullable(),
  depositedCents: Cents,
  finalCents: Cents.nullable(),
  deposits: z.array(z.object({ cents: Cents, at: EpochMs })),
});
export type InsightSessionRecord = z.infer<typeof InsightSessionRecord>;

/** The spend limits in force (ledger's copy of alerts.settings.changed). */
export const InsightLimits = z.object({ dailySpendLimit: MoneyString.nullable(), weeklySpendLimit: MoneyString.nullable(), monthlySpendLimit: MoneyString.nullable() });
export type InsightLimits = z.infer<typeof InsightLimits>;

/** GET /internal/insight-records?since= (insights -> ledger, with the person's own token): their records from `since` on (all when absent). */
export const InsightRecordsQuery = z.object({ since: z.iso.datetime().optional() });
/** What the person kept from a bank statement for a month (the bank check): what went to gambling, in cents. */
export const InsightBankMonth = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), sentCents: Cents });
export type InsightBankMonth = z.infer<typeof InsightBankMonth>;
export const InsightRecordsResponse = z.object({
  activities: z.array(InsightActivityRecord),
  sessions: z.array(InsightSessionRecord),
  limits: InsightLimits,
  /** The bank check's kept months, when there are any: the markers read the larger of logged and banked spend. */
  bankMonths: z.array(InsightBankMonth).optional(),
});
export type InsightRecordsResponse = z.infer<typeof InsightRecordsResponse>;
