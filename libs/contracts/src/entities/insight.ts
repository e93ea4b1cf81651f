import { z } from 'zod';
import { MoneyString, SignedMoneyString } from '../money';

/** Analysis periods: This Week, This Month, This Year, All Time (the default). */
export const INSIGHT_TIME_FRAMES = ['week', 'month', 'year', 'all'] as const;
export const InsightTimeFrame = z.enum(INSIGHT_TIME_FRAMES, { error: 'Time frame must be one of week, month, year, all' });
export type InsightTimeFrame = z.infer<typeof InsightTimeFrame>;
export const DEFAULT_INSIGHT_TIME_FRAME: InsightTimeFrame = 'all';

/** A saved insight: generated text plus the figures it was written from. */
export const InsightHistoryItem = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  timeFrame: InsightTimeFrame,
  totalSpent: MoneyString,
  totalWon: MoneyString,
  netReturn: SignedMoneyString.describe('totalWon - totalSpent'),
  insights: z.string().describe('Paragraphs separated by blank lines'),
});
export type InsightHistoryItem = z.infer<typeof InsightHistoryItem>;
