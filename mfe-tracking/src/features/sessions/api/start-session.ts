import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** POST /api/sessions: starts a slot or table session (409 while another is active). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'startSession'>) => api.call('startSession', { body: { ...body, isActive: true } }),
    // The answer is the active session: shown at once (banner, panel), before the reads refresh.
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.activeSession, session);
      return refreshLedgerQueries(queryClient);
    },
    // A 409 means another session is active (another tab or device): read it, so the dialog shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSession }),
  });
}
