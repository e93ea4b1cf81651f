import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, apiQuery } from '@tally/ui';

const selfChecksQuery = apiQuery('listSelfChecks');

/** GET /api/self-checks: the person's own results, newest first. */
export function useSelfChecks() {
  return useQuery(selfChecksQuery);
}

/** POST /api/self-checks: the server scores the answers; the history is refreshed after. */
export function useSaveSelfCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'saveSelfCheck'>) => api.call('saveSelfCheck', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfChecksQuery.queryKey }),
  });
}
