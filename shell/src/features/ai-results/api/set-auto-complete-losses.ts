import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tally/ui';

/** PUT /api/settings { autoCompleteAILosses }: the answer replaces the cached settings. */
export function useSetAutoCompleteLosses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoCompleteAILosses: boolean) => api.call('putSettings', { body: { autoCompleteAILosses } }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(queryKeys.settings, settings);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
