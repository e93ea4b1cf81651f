import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsightTimeFrame } from '@tally/contracts';
import { api } from '@tally/ui';
import { insightHistoryKey } from './insight-history';

/** POST /api/insights/generate: analyses the period; the new insight heads that period's history at once. */
export function useGenerateInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeFrame: InsightTimeFrame) => api.call('generateInsights', { body: { timeFrame } }),
    onSuccess: (insight) => {
      queryClient.setQueryData(insightHistoryKey(insight.timeFrame), (list) => [insight, ...(list ?? []).filter((i) => i.id !== insight.id)]);
      return queryClient.invalidateQueries({ queryKey: insightHistoryKey(insight.timeFrame) });
    },
  });
}
