import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import type { AlertsConfig } from './config';
import { deadLetters, forgottenPeople, jobOutbox, outbox, processedEvents } from './db/schema';
import type { AlertsContext } from './domain/alerts-context';
import { alertsRepositories } from './domain/alerts-work';
import { sessionAlerts } from './domain/session-alerts';
import { applyPendingLimitJob } from './domain/settings-changes';
import { onActivityCreated } from './events/on-activity-created';
import { onEntryCorrections } from './events/on-entry-corrections';
import { onPersonForgotten } from './events/on-person-forgotten';
import { onResultChecked } from './events/on-result-checked';
import { onSessionDepositAdded } from './events/on-session-deposit-added';
import { onSessionLifecycle } from './events/on-session-lifecycle';
import { limitStatusRoutes } from './http/limit-status.routes';
import { notificationsRoutes } from './http/notifications.routes';
import { pushRoutes } from './http/push.routes';
import { settingsRoutes } from './http/settings.routes';
import { migrationsFolder } from './migrations-folder';
import { createPushJobs, PUSHED_TYPES } from './push/push-jobs';
import { statementReady } from './domain/statement-ready';
import { createPushSender } from './push/push-sender';

export { jobs as alertsJobsTable } from './db/schema';
export { alertsConfigSchema } from './config';

/**
 * Composition root of alerts: settings with the limits' cooling-off, limit checks, session-duration
 * alerts, notifications and their Web Push delivery; forgets a person on Clear All Data and deletion.
 */
export async function createAlertsService(deps: ServiceDeps<AlertsConfig>): Promise<ServiceHandle> {
  const { work, clock, logger, handle } = await composeService(deps, {
    name: 'alerts',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents, deadLetters, jobOutbox, forgottenPeople },
    repositories: alertsRepositories,
  });
  const config = deps.config;
  const vapid =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT } : null;
  if (!vapid) logger.warn('No VAPID keys: push alerts are off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)');
  const push = createPushJobs({ work, jobs: deps.jobs, sender: vapid ? createPushSender(vapid) : null });
  const ctx: AlertsContext = {
    work,
    clock,
    jobs: deps.jobs,
    logger,
    minuteMs: config.SESSION_ALERT_MINUTE_MS,
    push: async (scope, notificationId, type) => {
      if (PUSHED_TYPES.has(type)) await push.queue(scope, notificationId);
    },
  };
  const sessions = sessionAlerts(ctx);
  const statements = statementReady(ctx);
  await sessions.startSweep();
  return handle({
    routes: [
      ...settingsRoutes(ctx),
      ...limitStatusRoutes(ctx),
      ...notificationsRoutes({ notifications: work.repos.notifications }),
      ...pushRoutes({ subscriptions: work.repos.pushSubscriptions, publicKey: vapid?.publicKey ?? null, allowedHosts: config.PUSH_ENDPOINT_HOSTS }),
    ],
    subscriptions: [
      onActivityCreated(ctx, statements),
      onSessionDepositAdded(ctx, sessions, statements),
      ...onSessionLifecycle(ctx, sessions),
      ...onEntryCorrections(ctx, sessions),
      ...onPersonForgotten(ctx, sessions, statements),
      onResultChecked(ctx),
    ],
    jobs: [applyPendingLimitJob(ctx), ...sessions.jobs(), statements.job(), ...push.definitions],
  });
}
