import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { forgetEverything, forgetTrackedData } from '../domain/forget-person';
import type { SessionAlerts } from '../domain/session-alerts';

/**
 * Clear All Data (`identity.user.data_cleared`) removes the person's notifications, counted spend
 * and session timers and keeps their settings and devices; account deletion
 * (`identity.user.deleted`) removes everything. One durable consumer per subject; applied once per message id.
 */
export function onPersonForgotten(ctx: AlertsContext, sessions: SessionAlerts): Subscription[] {
  return [
    ctx.work.consume(SUBJECTS.identityUserDataCleared, 'alerts-user-data-cleared', async ({ userId }, scope) => {
      const forgotten = await forgetTrackedData(scope, userId);
      ctx.logger.info({ userId, ...forgotten, sessionTimers: await sessions.forget(scope, userId) }, "Removed the person's notifications, spend and session timers");
    }),
    ctx.work.consume(SUBJECTS.identityUserDeleted, 'alerts-user-deleted', async ({ userId }, scope) => {
      const forgotten = await forgetEverything(scope, userId);
      ctx.logger.info({ userId, ...forgotten, sessionTimers: await sessions.forget(scope, userId) }, 'Removed everything alerts held about the person');
    }),
  ];
}
