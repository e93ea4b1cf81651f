import { Link } from 'react-router';
import { Button, Card, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatActivityDate, Notice, PageContainer, PlainList, PlainListItem, StatusTag } from '@tally/ui';
import { paths } from '../../config/paths';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { RouteSpinner } from '../layout/route-spinner';

/** /notifications: every notification, unread ones marked (mark-as-read arrives with issue 3). */
export default function NotificationsRoute() {
  const { data: notifications, isPending, isError } = useNotifications();
  const unread = notifications?.filter((notification) => !notification.isRead).length ?? 0;

  return (
    <PageContainer
      title="Notifications"
      subtitle={unread > 0 ? `${unread} new notification${unread === 1 ? '' : 's'}` : undefined}
      action={
        <Button component={Link} to={paths.home} startIcon={<ArrowBackIcon />} size="small">
          Back
        </Button>
      }
    >
      {isPending ? <RouteSpinner /> : null}
      {isError ? <Notice tone="error">Failed to fetch notifications</Notice> : null}
      {notifications && notifications.length === 0 ? (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">No notifications yet. Limit alerts and AI result checks will appear here.</Typography>
        </Card>
      ) : null}
      {notifications && notifications.length > 0 ? (
        <Card>
          <PlainList label="Notifications">
            {notifications.map((notification) => (
              <PlainListItem
                key={notification.id}
                primary={
                  <>
                    {notification.title}
                    {!notification.isRead ? <StatusTag tone="primary">New</StatusTag> : null}
                  </>
                }
                secondary={
                  <>
                    {notification.message}
                    <br />
                    {formatActivityDate(notification.createdAt)}
                  </>
                }
              />
            ))}
          </PlainList>
        </Card>
      ) : null}
    </PageContainer>
  );
}
