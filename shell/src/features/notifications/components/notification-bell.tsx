import { Link } from 'react-router';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { notificationsLabel, unreadBadgeText } from '@tally/ui';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/get-unread-notifications';

/** The header bell: a link to /notifications named "Notifications" or "Notifications, N unread". */
export function NotificationBell() {
  const { data: count = 0 } = useUnreadCount(true);
  const badge = unreadBadgeText(count);
  return (
    <IconButton component={Link} to={paths.notifications} aria-label={notificationsLabel(count)} color="inherit">
      <Badge badgeContent={badge} color="error" invisible={!badge} overlap="circular">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
