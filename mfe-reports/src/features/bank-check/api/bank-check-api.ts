import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, apiQuery } from '@tally/ui';

const bankCheckQuery = apiQuery('getBankCheck');

/** GET /api/bank-check: the kept months beside Tally's, and the remembered decisions. */
export function useBankCheck() {
  return useQuery(bankCheckQuery);
}

/** PUT /api/bank-check/months: keep the months' per-operator sums (only these leave the device). */
export function useKeepMonths() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'keepBankMonths'>) => api.call('keepBankMonths', { body }),
    onSuccess: (answer) => queryClient.setQueryData(bankCheckQuery.queryKey, answer),
  });
}

/** PUT /api/bank-check/decisions/:key: remember a confirm or dismiss for a descriptor (by its hash). */
export function useDecide() {
  return useMutation({
    mutationFn: ({ descriptorKey, decision }: { descriptorKey: string; decision: 'confirmed' | 'dismissed' }) =>
      api.call('putBankCheckDecision', { params: { descriptorKey }, body: { decision } }),
  });
}

/**
 * POST /api/bank-check/months/:month/difference: the month's gap as an entry.
 */
export function useAddDifference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api.call('addBankCheckDifference', { params: { month } }),
    // A new entry changes reports, home, statements, limits' figures and this page: every kept answer is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
