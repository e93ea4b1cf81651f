import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, formatMoney, announceSpendLimit } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';
import { deleteActivity, undoAction } from '../../corrections';

type WagerBody = Extract<ApiBody<'createActivity'>, { type: 'wagering' }>;

/**
 * POST /api/activities for a wager, logged pending (spec section 7). A limit the spend has now
 * reached is said at once, in one toast that also says the wager is logged; it is saved either way.
 */
export function useCreateWager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wager: Omit<WagerBody, 'type'>) => api.call('createActivity', { body: { ...wager, type: 'wagering' } }),
    onSuccess: (answer) => {
      announceSpendLimit(
        answer.spendLimits,
        `Wager logged: ${formatMoney(answer.amount, 2)} · ${answer.details ?? answer.subtype}.`,
        undoAction(queryClient, { what: 'wager', run: () => deleteActivity(answer.id) }),
      );
      return refreshLedgerQueries(queryClient);
    },
  });
}
