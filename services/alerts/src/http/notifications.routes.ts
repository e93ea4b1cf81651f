import { Router } from '@koa/router';
import { z } from 'zod';
import { ERROR_CODES } from '@tally/contracts';
import { NotFoundError, requireUserId, type ServiceState } from '@tally/service-kit';
import { toNotification, type NotificationsRepo } from '../db/notifications.repo';

const IdParam = z.string().uuid('Notification not found.');

export function notificationsRoutes(deps: { notifications: NotificationsRepo }) {
  const router = new Router<ServiceState>({ prefix: '/api/notifications' });

  router.get('/', async (ctx) => {
    ctx.body = (await deps.notifications.list(requireUserId(ctx))).map(toNotification);
  });

  router.get('/unread', async (ctx) => {
    ctx.body = (await deps.notifications.list(requireUserId(ctx), { unreadOnly: true })).map(toNotification);
  });

  router.patch('/read-all', async (ctx) => {
    const updated = await deps.notifications.markAllRead(requireUserId(ctx));
    ctx.body = { updated };
  });

  router.patch('/:id/read', async (ctx) => {
    const userId = requireUserId(ctx);
    const parsed = IdParam.safeParse(ctx.params.id);
    const row = parsed.success ? await deps.notifications.markRead(userId, parsed.data) : undefined;
    if (!row) throw new NotFoundError('Notification not found.', ERROR_CODES.notificationNotFound);
    ctx.body = toNotification(row);
  });
  return router;
}
