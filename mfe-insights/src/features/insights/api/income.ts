import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

const incomeKey = ['/api/insights/income'] as const;

/** GET /api/insights/income: the yearly income the 1%-of-income guide uses, or null. */
export function useIncome() {
  return useQuery<ApiAnswer<'getInsightIncome'>>({ queryKey: incomeKey });
}

/** PUT /api/insights/income: sets or (with null) clears it. */
export function useSaveIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'putInsightIncome'>) => api.put<ApiAnswer<'putInsightIncome'>>('/api/insights/income', body),
    onSuccess: (answer) => queryClient.setQueryData(incomeKey, answer),
  });
}
