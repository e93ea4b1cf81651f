import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** The part of PATCH /api/settings this screen changes; null clears the limit. */
export interface UpdateDailyLimitInput {
  dailySpendLimit: string | null;
}

/** PATCH /api/settings; the answer replaces the cached settings. */
export function useUpdateDailyLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDailyLimitInput) => api.patch<Settings>('/api/settings', input),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(queryKeys.settings, settings);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
