import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';

const selfChecksKey = ['/api/self-checks'] as const;

/** GET /api/self-checks: the person's own results, newest first. */
export function useSelfChecks() {
  return useQuery<ApiAnswer<'listSelfChecks'>>({ queryKey: selfChecksKey });
}

/** POST /api/self-checks: the server scores the answers; the history is refreshed after. */
export function useSaveSelfCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'saveSelfCheck'>) => api.post<ApiAnswer<'saveSelfCheck'>>('/api/self-checks', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfChecksKey }),
  });
}
