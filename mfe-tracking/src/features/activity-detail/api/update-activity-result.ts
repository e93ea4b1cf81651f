import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** PATCH /api/activities/{id}: completes it as a win (winAmount optional) or a loss. */
export function useUpdateActivityResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...result }: ApiBody<'updateActivity'> & { id: string }) => api.call('updateActivity', { params: { id }, body: result }),
    // The answer is the updated activity: the open dialog shows it without reading it again.
    onSuccess: (activity) => {
      queryClient.setQueryData(queryKeys.activity(activity.id), activity);
      return refreshLedgerQueries(queryClient);
    },
  });
}
