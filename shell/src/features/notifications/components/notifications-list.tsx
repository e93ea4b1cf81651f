import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@mui/material';
import type { Notification } from '@tally/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiQuery, PlainList, showToast } from '@tally/ui';
import { RemoteErrorBoundary } from '../../../remotes/remote-error-boundary';
import { useActivityDetailDialog } from '../api/get-activity-detail-dialog';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { arrivalTracker } from '../hooks/use-arrival-toasts';
import { activityToOpen, pageToOpen } from '../notification-presentation';
import { NotificationItem } from './notification-item';

/**
 * The notifications, newest first. Tapping one marks it read (if unread); an AI result also opens
 * its activity in mfe-tracking's activity detail dialog, to confirm or settle the result there; a ready
 * monthly statement opens its page in Reports.
 */
export function NotificationsList({ notifications }: { notifications: Notification[] }) {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<{ activityId: string; open: boolean } | null>(null);
  const dialog = useActivityDetailDialog(notifications.some((notification) => activityToOpen(notification) !== null));
  const ActivityDetailDialog = dialog.data?.default;

  // What is on screen here is seen: the bell will not toast it when its poll brings it.
  useEffect(() => arrivalTracker.markSeen(notifications), [notifications]);

  const select = (notification: Notification) => {
    if (!notification.isRead) {
      markRead.mutate(notification.id, {
        onError: () => showToast({ title: 'Error', description: 'Failed to mark the notification as read. Please try again.', variant: 'error' }),
      });
    }
    const page = pageToOpen(notification);
    if (page) {
      navigate(page);
      return;
    }
    const activityId = activityToOpen(notification);
    if (!activityId) return;
    // The notification is about a change (an AI result) that may be newer than any copy the app
    // holds: the activity is read from the server first, then shown (a failed read still opens it).
    const fresh = queryClient.prefetchQuery({ ...apiQuery('getActivity', { params: { id: activityId } }), staleTime: 0 });
    if (ActivityDetailDialog) {
      void fresh.then(() => setDetail({ activityId, open: true }));
      return;
    }
    // Still loading, or failed before: ask again, and open it if it comes.
    void Promise.all([dialog.refetch(), fresh]).then(([{ data }]) => {
      if (data) setDetail({ activityId, open: true });
      else showToast({ title: 'Error', description: 'Could not open the activity. Check your connection and try again.', variant: 'error' });
    });
  };

  return (
    <Card>
      <PlainList label="Notifications">
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onSelect={select} />
        ))}
      </PlainList>
      {detail && ActivityDetailDialog ? (
        // A crash inside the remote's dialog stays here, with Retry, rather than taking the list down.
        <RemoteErrorBoundary label="Activity details" onRetry={() => setDetail({ ...detail, open: true })}>
          <ActivityDetailDialog open={detail.open} activityId={detail.activityId} onClose={() => setDetail({ ...detail, open: false })} />
        </RemoteErrorBoundary>
      ) : null}
    </Card>
  );
}
