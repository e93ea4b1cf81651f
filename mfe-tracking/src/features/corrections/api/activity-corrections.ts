import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** DELETE /api/activities/{id}: the person's wager or ticket goes (Undo after logging, or Delete in its dialog). */
export const deleteActivity = (id: string) => api.call('deleteActivity', { params: { id } });

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.activity(id), exact: true });
      return refreshLedgerQueries(queryClient);
    },
  });
}

/** PATCH /api/activities/{id} with a correction of what was logged (amount, notes); it keeps its time. */
export function useCorrectActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: ApiBody<'updateActivity'> & { id: string }) => api.call('updateActivity', { params: { id }, body: fields }),
    onSuccess: (activity) => {
      queryClient.setQueryData(queryKeys.activity(activity.id), activity);
      return refreshLedgerQueries(queryClient);
    },
  });
}
