import { useQuery } from '@tanstack/react-query';
import type { InsightTimeFrame } from '@tally/contracts';
import { apiKey, apiQuery } from '@tally/ui';

/** The key of GET /api/insights/history/{timeFrame}: invalidate it after a generation for that period. */
export const insightHistoryKey = (timeFrame: InsightTimeFrame) => apiKey('listInsightHistory', { params: { timeFrame } });

/** The person's saved insights for one analysis period, newest first. */
export function useInsightHistory(timeFrame: InsightTimeFrame) {
  return useQuery(apiQuery('listInsightHistory', { params: { timeFrame } }));
}
