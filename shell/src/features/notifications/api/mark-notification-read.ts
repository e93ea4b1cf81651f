import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiAnswer, Notification } from '@tally/contracts';
import { api, queryKeys } from '@tally/ui';

/** After marking: the list shows the change at once, and the bell's unread count is asked for afresh. */
function afterMarking(queryClient: QueryClient, isNowRead: (notification: Notification) => boolean) {
  queryClient.setQueryData<Notification[]>(queryKeys.notifications, (list) =>
    list?.map((notification) => (!notification.isRead && isNowRead(notification) ? { ...notification, isRead: true } : notification)),
  );
  return queryClient.invalidateQueries({ queryKey: queryKeys.unreadNotifications });
}

/** PATCH /api/notifications/{id}/read: one notification read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch<ApiAnswer<'markNotificationRead'>>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (_answer, id) => afterMarking(queryClient, (notification) => notification.id === id),
  });
}

/** PATCH /api/notifications/read-all: every notification read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<ApiAnswer<'markAllNotificationsRead'>>('/api/notifications/read-all'),
    onSuccess: () => afterMarking(queryClient, () => true),
  });
}
