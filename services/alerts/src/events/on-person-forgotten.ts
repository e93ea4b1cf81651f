import { SUBJECTS } from '@tally/contracts';
import { clearUserDataOnRequest, type Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { forgetEverything, forgetTrackedData } from '../domain/forget-person';
import { cancelPendingLimitJobs } from '../domain/settings-changes';
import type { SessionAlerts } from '../domain/session-alerts';
import type { StatementReady } from '../domain/statement-ready';

/**
 * Clear All Data (`identity.user.data_cleared`, answered with `alerts.user_data.cleared`) removes
 * the person's notifications, counted spend older than the running limit periods, session timers and waiting
 * statement notices and keeps their settings, devices and this month's counted spend (ADR 0005); account deletion (`identity.user.deleted`) removes everything. One durable consumer per
 * subject; applied once per message id.
 */
export function onPersonForgotten(ctx: AlertsContext, sessions: SessionAlerts, statements: StatementReady): Subscription[] {
  return [
    clearUserDataOnRequest(ctx.work, 'alerts', ctx.logger, async (scope, userId) => ({
      statementNotices: await statements.forget(scope, userId),
      ...(await forgetTrackedData(scope, userId, ctx.clock())),
      sessionTimers: await sessions.forget(scope, userId),
    })),
    ctx.work.consume(SUBJECTS.identityUserDeleted, 'alerts-user-deleted', async ({ userId }, scope) => {
      const statementNotices = await statements.forget(scope, userId);
      const limitJobs = await cancelPendingLimitJobs(scope, userId);
      const forgotten = await forgetEverything(scope, userId);
      ctx.logger.info(
        { userId, ...forgotten, statementNotices, limitJobs, sessionTimers: await sessions.forget(scope, userId) },
        'Removed everything alerts held about the person',
      );
    }),
  ];
}
