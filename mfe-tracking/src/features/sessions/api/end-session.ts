import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';
import { refreshLedgerQueries } from '../../../lib/refresh-ledger-queries';

/** POST /api/sessions/{id}/end with the final cash-out amount. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, finalAmount }: { sessionId: string; finalAmount: number | string }) => api.call('endSession', { params: { id: sessionId }, body: { finalAmount } }),
    onSuccess: (ended) => {
      // No session is active any more: the banner goes at once, not at the next poll.
      queryClient.setQueryData(queryKeys.activeSession, null);
      showEnded(queryClient, ended);
      return refreshLedgerQueries(queryClient);
    },
  });
}

/**
 * Puts the ended session into every cached read that holds it (the lists, its detail), so a session opened from a list
 * before the refetch lands shows as ended, not "Still active".
 */
export function showEnded(queryClient: QueryClient, ended: Session): void {
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.sessions }, (cached: unknown) => {
    if (Array.isArray(cached)) return cached.map((session: Session) => (session.id === ended.id ? ended : session));
    const detail = cached as { session?: Session } | null | undefined;
    if (detail?.session?.id === ended.id) return { ...detail, session: ended };
    return cached;
  });
}
