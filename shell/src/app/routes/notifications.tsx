import { useEffect } from 'react';
import { Link } from 'react-router';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EmptyIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Notice, PageContainer, showToast } from '@tally/ui';
import { paths } from '../../config/paths';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { useUnreadNotifications } from '../../features/notifications/api/get-unread-notifications';
import { useMarkAllNotificationsRead } from '../../features/notifications/api/mark-notification-read';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { newNotificationsText } from '../../features/notifications/notification-presentation';
import { RouteSpinner } from '../layout/route-spinner';

/** /notifications (spec section 2): back to home, the unread badge and Mark all read, then the list or its empty state. */
export default function NotificationsRoute() {
  const { data: notifications, isPending, isError, refetch } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications?.filter((notification) => !notification.isRead).length ?? 0;
  // The bell's poll (the same query, no request of its own): one it brings that the list lacks refreshes the list.
  const { data: unreadNow } = useUnreadNotifications({ poll: false });
  useEffect(() => {
    if (notifications && unreadNow?.some((fresh) => !notifications.some((listed) => listed.id === fresh.id))) void refetch();
  }, [notifications, unreadNow, refetch]);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: () => showToast({ title: 'Error', description: 'Failed to mark notifications as read. Please try again.', variant: 'error' }),
    });

  return (
    <PageContainer
      title="Notifications"
      action={
        <Button component={Link} to={paths.home} startIcon={<ArrowBackIcon />} size="small">
          Back
        </Button>
      }
    >
      {notifications && notifications.length > 0 ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          {/* Polite: the count is read out as it changes, when one or all are marked read. */}
          <Box role="status">
            <UnreadBadge unread={unread} />
          </Box>
          <Button onClick={markAllRead} disabled={unread === 0 || markAll.isPending} startIcon={<DoneAllIcon />} size="small">
            Mark all read
          </Button>
        </Stack>
      ) : null}
      {isPending ? <RouteSpinner /> : null}
      {isError ? (
        <Notice
          tone="error"
          action={
            <Button size="small" color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to fetch notifications
        </Notice>
      ) : null}
      {notifications?.length === 0 ? <EmptyNotifications /> : null}
      {notifications && notifications.length > 0 ? <NotificationsList notifications={notifications} /> : null}
    </PageContainer>
  );
}

/** 'n new notification(s)': filled while there are unread ones, quiet at 0. */
function UnreadBadge({ unread }: { unread: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 10,
        typography: 'body2',
        fontWeight: 600,
        ...(unread > 0 ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : { bgcolor: '#e5e7eb', color: 'text.primary' }),
      }}
    >
      {newNotificationsText(unread)}
    </Box>
  );
}

function EmptyNotifications() {
  return (
    <Card sx={{ p: 4, textAlign: 'center' }}>
      <EmptyIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} />
      <Typography component="h2" variant="h3">
        No notifications yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Limit alerts, session check-ins and AI result checks will appear here.
      </Typography>
    </Card>
  );
}
