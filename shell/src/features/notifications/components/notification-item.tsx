import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Notification } from '@tally/contracts';
import { formatActivityDate, StatusTag } from '@tally/ui';
import { activityToOpen, notificationLabel, pageToOpen, presentNotification } from '../notification-presentation';
import { NotificationIcon } from './notification-icon';

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification;
  /** Tapped (click, Enter or Space): the list marks it read and opens its activity or page, if it has one. */
  onSelect: (notification: Notification) => void;
}

/**
 * One notification as a list row that is a button: named by its unread state, kind and title
 * ("Unread. Limit alert: Approaching your daily limit"), described by its message and time.
 */
export function NotificationItem({ notification, onSelect }: NotificationItemProps) {
  const id = useId();
  const { icon, tone } = presentNotification(notification);
  const opens = activityToOpen(notification) !== null || pageToOpen(notification) !== null;
  const unread = !notification.isRead;
  return (
    <Box component="li">
      <Box
        component="button"
        type="button"
        onClick={() => onSelect(notification)}
        aria-label={notificationLabel(notification)}
        aria-describedby={`${id}-message ${id}-time`}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          cursor: 'pointer',
          textAlign: 'left',
          bgcolor: unread ? '#f0fdfa' : 'transparent',
          '&:hover': { bgcolor: unread ? '#e6fbf6' : 'action.hover' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        <NotificationIcon icon={icon} tone={tone} />
        <Box component="span" sx={{ display: 'block', flexGrow: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 500 }}>
            {notification.title}
            {unread ? <StatusTag tone="primary">New</StatusTag> : null}
          </Typography>
          <Typography id={`${id}-message`} component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
            {notification.message}
          </Typography>
          <Typography id={`${id}-time`} component="time" dateTime={notification.createdAt} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {formatActivityDate(notification.createdAt)}
          </Typography>
        </Box>
        {opens ? <ChevronRightIcon aria-hidden sx={{ alignSelf: 'center', color: 'text.secondary' }} /> : null}
      </Box>
    </Box>
  );
}
