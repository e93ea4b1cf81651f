import { ERROR_CODES } from '@tally/contracts';
import { NotFoundError, route } from '@tally/service-kit';
import { toNotification, type NotificationsRepo } from '../db/notifications.repo';

const notFound = () => new NotFoundError('Notification not found.', ERROR_CODES.notificationNotFound);

export function notificationsRoutes(deps: { notifications: NotificationsRepo }) {
  return [
    route('listNotifications', async ({ userId }) => (await deps.notifications.list(userId)).map(toNotification)),

    route('listUnreadNotifications', async ({ userId }) => (await deps.notifications.list(userId, { unreadOnly: true })).map(toNotification)),

    route('markAllNotificationsRead', async ({ userId }) => ({ updated: await deps.notifications.markAllRead(userId) })),

    // An id that is not one of ours is a notification that does not exist (404), not bad input.
    route(
      'markNotificationRead',
      async ({ userId, params: { id } }) => {
        const row = await deps.notifications.markRead(userId, id);
        if (!row) throw notFound();
        return toNotification(row);
      },
      {
        invalidInput: () => {
          throw notFound();
        },
      },
    ),
  ];
}
