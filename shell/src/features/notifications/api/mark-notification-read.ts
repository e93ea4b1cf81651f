import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** After marking: the list shows the change at once, and the bell's unread count is asked for afresh. */
function afterMarking(queryClient: QueryClient, isNowRead: (notification: Notification) => boolean) {
  queryClient.setQueryData(queryKeys.notifications, (list) =>
    list?.map((notification) => (!notification.isRead && isNowRead(notification) ? { ...notification, isRead: true } : notification)),
  );
  return queryClient.invalidateQueries({ queryKey: queryKeys.unreadNotifications });
}

/** PATCH /api/notifications/{id}/read: one notification read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call('markNotificationRead', { params: { id } }),
    onSuccess: (_answer, id) => afterMarking(queryClient, (notification) => notification.id === id),
  });
}

/** PATCH /api/notifications/read-all: every notification read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('markAllNotificationsRead'),
    onSuccess: () => afterMarking(queryClient, () => true),
  });
}
