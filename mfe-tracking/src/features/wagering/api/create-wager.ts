import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

type WagerBody = Extract<ApiBody<'createActivity'>, { type: 'wagering' }>;

/** POST /api/activities for a wager, logged pending (spec section 7). */
export function useCreateWager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wager: Omit<WagerBody, 'type'>) => api.post<ApiAnswer<'createActivity'>>('/api/activities', { ...wager, type: 'wagering' }),
    onSuccess: () => refreshLedgerQueries(queryClient),
  });
}
