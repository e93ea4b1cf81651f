import { Link } from 'react-router';
import { Box } from '@mui/material';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { notificationsLabel, unreadBadgeText } from '@tally/ui';
import { paths } from '../../../config/paths';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useActivityRefresh } from '../hooks/use-activity-refresh';
import { useArrivalToasts } from '../hooks/use-arrival-toasts';

/**
 * The header bell: a link to /notifications named "Notifications" or "Notifications, N unread"
 * (N capped at "9+"). The visible badge repeats the count, so it is hidden from assistive technology.
 * A limit or session alert that arrives while the app is open also shows as a toast, once; an AI
 * result refreshes the activity it is about.
 */
export function NotificationBell() {
  const { data: unread } = useUnreadNotifications({ poll: true });
  useArrivalToasts(unread);
  useActivityRefresh(unread);
  const count = unread?.length ?? 0;
  const badge = unreadBadgeText(count);
  return (
    <IconButton component={Link} to={paths.notifications} aria-label={notificationsLabel(count)} color="inherit" sx={{ position: 'relative' }}>
      <NotificationsIcon />
      {badge ? (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'error.main',
            color: '#fff',
            fontSize: '0.6875rem',
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {badge}
        </Box>
      ) : null}
    </IconButton>
  );
}
