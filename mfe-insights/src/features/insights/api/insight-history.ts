import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer, InsightTimeFrame } from '@tally/contracts';

/** Every insights history read starts with this: invalidate it after a generation. */
export const insightHistoryPrefix = ['/api/insights/history'] as const;
/** GET /api/insights/history/{timeFrame} (the default query function joins the key into the path). */
export const insightHistoryKey = (timeFrame: InsightTimeFrame) => [...insightHistoryPrefix, timeFrame] as const;

/** The person's saved insights for one analysis period, newest first. */
export function useInsightHistory(timeFrame: InsightTimeFrame) {
  return useQuery<ApiAnswer<'listInsightHistory'>>({ queryKey: insightHistoryKey(timeFrame) });
}
