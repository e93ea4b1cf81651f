import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitPeriod } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** DELETE /api/settings/pending-limits/{period}: keep the limit in force, drop the raise or removal cooling off; the answer replaces the cached settings. */
export function useCancelPendingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: LimitPeriod) => api.call('cancelPendingLimit', { params: { period } }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(queryKeys.settings, settings);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
