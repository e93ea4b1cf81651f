import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formatMoney, queryKeys, announceSpendLimit } from '@tally/ui';
import { SESSION_KINDS } from '../lib/session-kind';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';
import { deleteDeposit, undoAction } from '../../corrections';

/**
 * POST /api/sessions/{id}/deposits: a deposit (slot) or buy-in (table) of `amount` dollars. A limit
 * the spend has now reached is said at once; the deposit is added either way.
 */
export function useAddDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, amount }: { sessionId: string; amount: number | string }) => api.call('addDeposit', { params: { id: sessionId }, body: { amount } }),
    // The answer carries the session's new totals: shown at once rather than at the next poll.
    onSuccess: ({ deposit, session, spendLimits }) => {
      announceSpendLimit(
        spendLimits,
        `${SESSION_KINDS[session.type].addedTitle}: ${formatMoney(deposit.amount, 2)}.`,
        undoAction(queryClient, { what: SESSION_KINDS[session.type].payment, run: () => deleteDeposit(session.id, deposit.id) }),
      );
      queryClient.setQueryData(queryKeys.activeSession, session);
      return refreshLedgerQueries(queryClient);
    },
  });
}
