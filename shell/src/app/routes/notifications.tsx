import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatActivityDate, PageContainer } from '@tally/ui';
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
      {isError ? <Alert severity="error">Failed to fetch notifications</Alert> : null}
      {notifications && notifications.length === 0 ? (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">No notifications yet. Limit alerts and AI result checks will appear here.</Typography>
        </Card>
      ) : null}
      {notifications && notifications.length > 0 ? (
        <Card>
          <List disablePadding aria-label="Notifications">
            {notifications.map((notification, index) => (
              <ListItem key={notification.id} divider={index < notifications.length - 1} sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={
                    <>
                      {notification.title}
                      {!notification.isRead ? <Chip label="New" color="primary" size="small" sx={{ ml: 1, height: 20 }} /> : null}
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
              </ListItem>
            ))}
          </List>
        </Card>
      ) : null}
    </PageContainer>
  );
}
