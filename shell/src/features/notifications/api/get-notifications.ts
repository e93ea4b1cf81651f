import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** Every notification, newest first. Always refetched on open: alerts creates them from events elsewhere. */
export function useNotifications() {
  return useQuery<Notification[]>({ queryKey: queryKeys.notifications, staleTime: 0 });
}
