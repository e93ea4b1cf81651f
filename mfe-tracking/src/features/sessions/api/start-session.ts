import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer, ApiBody } from '@tally/contracts';
import { api } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** POST /api/sessions: starts a slot or table session (409 while another is active). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'startSession'>) => api.post<ApiAnswer<'startSession'>>('/api/sessions', { ...body, isActive: true }),
    onSuccess: () => refreshLedgerQueries(queryClient),
  });
}
