import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** POST /api/sessions/{id}/end with the final cash-out amount. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, finalAmount }: { sessionId: string; finalAmount: number | string }) => api.call('endSession', { params: { id: sessionId }, body: { finalAmount } }),
    // No session is active any more: the banner goes at once, not at the next poll.
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.activeSession, null);
      return refreshLedgerQueries(queryClient);
    },
  });
}
