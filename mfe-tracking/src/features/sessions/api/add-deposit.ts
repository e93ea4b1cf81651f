import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** POST /api/sessions/{id}/deposits: a deposit (slot) or buy-in (table) of `amount` dollars. */
export function useAddDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, amount }: { sessionId: string; amount: number | string }) => api.post<ApiAnswer<'addDeposit'>>(`/api/sessions/${sessionId}/deposits`, { amount }),
    // The answer carries the session's new totals: shown at once rather than at the next poll.
    onSuccess: ({ session }) => {
      queryClient.setQueryData(queryKeys.activeSession, session);
      return refreshLedgerQueries(queryClient);
    },
  });
}
