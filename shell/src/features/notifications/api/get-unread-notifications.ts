import { useQuery } from '@tanstack/react-query';
import { POLL_MS, type Notification } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** The unread notifications, newest first, polled every 30 s (the one interval refetch in the spec). */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery<Notification[]>({
    queryKey: queryKeys.unreadNotifications,
    refetchInterval: POLL_MS.unreadNotifications,
    enabled,
  });
}
