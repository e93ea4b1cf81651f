import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

export const bankCheckKey = ['/api/bank-check'] as const;

/** GET /api/bank-check: the kept months beside Tally's, and the remembered decisions. */
export function useBankCheck() {
  return useQuery<ApiAnswer<'getBankCheck'>>({ queryKey: bankCheckKey });
}

/** PUT /api/bank-check/months: keep the months' per-operator sums (only these leave the device). */
export function useKeepMonths() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'keepBankMonths'>) => api.put<ApiAnswer<'keepBankMonths'>>('/api/bank-check/months', body),
    onSuccess: (answer) => queryClient.setQueryData(bankCheckKey, answer),
  });
}

/** PUT /api/bank-check/decisions/:key: remember a confirm or dismiss for a descriptor (by its hash). */
export function useDecide() {
  return useMutation({
    mutationFn: ({ descriptorKey, decision }: { descriptorKey: string; decision: 'confirmed' | 'dismissed' }) =>
      api.put<ApiAnswer<'putBankCheckDecision'>>(`/api/bank-check/decisions/${descriptorKey}`, { decision }),
  });
}

/**
 * POST /api/bank-check/months/:month/difference: the month's gap as an entry.
 */
export function useAddDifference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api.post<ApiAnswer<'addBankCheckDifference'>>(`/api/bank-check/months/${month}/difference`, {}),
    // A new entry changes reports, home, statements, limits' figures and this page: every kept answer is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
