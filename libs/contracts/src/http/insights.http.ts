import { z } from 'zod';
import { InsightHistoryItem, InsightTimeFrame } from '../entities/insight';

/** GET /api/insights/history/:timeFrame: saved insights for that period, newest first. */
export const InsightHistoryParams = z.object({ timeFrame: InsightTimeFrame });
export type InsightHistoryParams = z.infer<typeof InsightHistoryParams>;
export const InsightHistoryResponse = z.array(InsightHistoryItem);

/** POST /api/insights/generate: analyse the period and save the result. */
export const GenerateInsightsRequest = z.object({ timeFrame: InsightTimeFrame.default('all') });
export type GenerateInsightsRequest = z.infer<typeof GenerateInsightsRequest>;
export const GenerateInsightsResponse = InsightHistoryItem;
