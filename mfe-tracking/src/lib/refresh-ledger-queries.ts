import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tally/ui';

/**
 * Alerts counts a spend from ledger's event a moment after the answer, so its reads (the bell's unread count, Home's
 * limits) are asked again at once and then after these delays: a limit toast's notification is on the bell within
 * seconds, not at the next 30-second poll.
 */
export const ALERTS_FOLLOW_UP_MS = [1_000, 3_000] as const;

/**
 * After any session or activity change (spec section 7): the sessions, active session, activities
 * and stats reads are refreshed, and alerts' reads (bell, limits), since a spend may cross a limit.
 * Mounted reads refetch at once; the rest refetch when next shown.
 */
export function refreshLedgerQueries(queryClient: QueryClient): Promise<unknown> {
  for (const delay of ALERTS_FOLLOW_UP_MS) setTimeout(() => void refreshAlertsReads(queryClient), delay);
  return Promise.all(
    [queryKeys.sessions, queryKeys.activeSession, queryKeys.activities, queryKeys.stats, queryKeys.unreadNotifications, queryKeys.limitStatus].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The bell's unread count and Home's limits, asked again. */
export function refreshAlertsReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryKeys.unreadNotifications, queryKeys.limitStatus].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
