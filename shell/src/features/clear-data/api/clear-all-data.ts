import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, queryKeys } from '@tally/ui';
import { clearAllData } from '../clear-all-data';

/**
 * Clear All Data as a mutation that settles once every service has deleted the person's data.
 * Then every cached answer but the user is reset, so home, reports, the bell and notifications
 * fetch again (now empty) when next shown; after a failure too, since part of it may be gone.
 */
export function useClearAllData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearAllData(http),
    onSettled: () => queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] }),
  });
}
