import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** GET /api/sessions/{id}: the session with its deposits or buy-ins, for its detail dialog. */
export function useSessionDetail(id: string) {
  return useQuery(apiQuery('getSession', { params: { id } }));
}

/** DELETE /api/sessions/{id}: the session with its deposits (Undo after starting it, or Delete in its dialog). */
export const deleteSession = (id: string) => api.call('deleteSession', { params: { id } });

/** DELETE /api/sessions/{id}/deposits/{depositId}: one deposit or buy-in (Undo after adding it, or Delete beside it). */
export const deleteDeposit = (sessionId: string, depositId: string) => api.call('deleteDeposit', { params: { id: sessionId, depositId } });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.session(id), exact: true });
      return refreshLedgerQueries(queryClient);
    },
  });
}

/** PATCH or DELETE one deposit or buy-in; the session's total follows. */
export function useDepositCorrections() {
  const queryClient = useQueryClient();
  const refresh = () => refreshLedgerQueries(queryClient);
  const correct = useMutation({
    mutationFn: ({ sessionId, depositId, amount }: { sessionId: string; depositId: string; amount: string }) =>
      api.call('updateDeposit', { params: { id: sessionId, depositId }, body: { amount } }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: ({ sessionId, depositId }: { sessionId: string; depositId: string }) => deleteDeposit(sessionId, depositId), onSuccess: refresh });
  return { correct, remove };
}
