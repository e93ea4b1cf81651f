import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@tally/contracts';
import { apiQuery } from '@tally/ui';

/**
 * The unread notifications, newest first. The bell polls them every 30 s (the one interval refetch
 * in the spec); another reader passes `poll: false` and sees the bell's answers, with no timer of its own.
 */
export function useUnreadNotifications({ poll }: { poll: boolean }) {
  return useQuery({
    ...apiQuery('listUnreadNotifications'),
    refetchInterval: poll ? POLL_MS.unreadNotifications : false,
  });
}
