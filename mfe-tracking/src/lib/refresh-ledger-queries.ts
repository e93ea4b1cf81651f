import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tally/ui';

/**
 * After any session or activity change (spec section 7): the sessions, active session, activities
 * and stats reads are refreshed, and the bell's unread count, since a spend may cross a limit.
 * Mounted reads refetch at once; the rest refetch when next shown.
 */
export function refreshLedgerQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.sessions, queryKeys.activeSession, queryKeys.activities, queryKeys.stats, queryKeys.unreadNotifications].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
