import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, formatMoney, announceSpendLimit } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';
import { deleteActivity, undoAction } from '../../corrections';

type LotteryBody = Extract<ApiBody<'createActivity'>, { type: 'lottery' }>;

/**
 * POST /api/activities for a lottery ticket: pending, or completed as a win or loss for instant
 * tickets. A limit the spend has now reached is said at once; the ticket is saved either way.
 */
export function useCreateLotteryTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: Omit<LotteryBody, 'type'>) => api.call('createActivity', { body: { ...ticket, type: 'lottery' } }),
    onSuccess: (answer) => {
      announceSpendLimit(
        answer.spendLimits,
        `Lottery ticket logged: ${formatMoney(answer.amount, 2)} · ${answer.subtype}.`,
        undoAction(queryClient, { what: 'ticket', run: () => deleteActivity(answer.id) }),
      );
      return refreshLedgerQueries(queryClient);
    },
  });
}
