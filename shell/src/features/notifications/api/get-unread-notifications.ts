import { useQuery } from '@tanstack/react-query';
import { POLL_MS, type Notification } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** Number of unread notifications, polled every 30 s (the one interval refetch in the spec). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.unreadNotifications,
    select: (list: Notification[]) => list.length,
    refetchInterval: POLL_MS.unreadNotifications,
    enabled,
  });
}
