import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** PATCH /api/settings with the fields that change (a null limit clears it); the answer replaces the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ApiBody<'patchSettings'>) => api.call('patchSettings', { body: changes }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(queryKeys.settings, settings);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
      // Home's limits card shows the new limits.
      void queryClient.invalidateQueries({ queryKey: queryKeys.limitStatus });
    },
  });
}
