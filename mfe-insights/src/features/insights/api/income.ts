import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, apiQuery } from '@tally/ui';

const incomeQuery = apiQuery('getInsightIncome');

/** GET /api/insights/income: the yearly income the 1%-of-income guide uses, or null. */
export function useIncome() {
  return useQuery(incomeQuery);
}

/** PUT /api/insights/income: sets or (with null) clears it. */
export function useSaveIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'putInsightIncome'>) => api.call('putInsightIncome', { body }),
    onSuccess: (answer) => queryClient.setQueryData(incomeQuery.queryKey, answer),
  });
}
