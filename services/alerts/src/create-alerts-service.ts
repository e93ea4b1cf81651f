import { createOutboxPublisher, createServiceApp, runMigrations, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { createNotificationsRepo } from './db/notifications.repo';
import { outbox as outboxTable, processedEvents } from './db/schema';
import { createSettingsRepo } from './db/settings.repo';
import { createSpendRepo } from './db/spend.repo';
import { onActivityCreated } from './events/on-activity-created';
import { onUserZone } from './events/on-user-zone';
import { notificationsRoutes } from './http/notifications.routes';
import { settingsRoutes } from './http/settings.routes';
import { migrationsFolder } from './migrations-folder';

export { jobs as alertsJobsTable } from './db/schema';

/** Composition root of alerts: settings, limit checks and notifications. */
export async function createAlertsService(deps: ServiceDeps): Promise<ServiceHandle> {
  await runMigrations(deps.database, { schema: 'alerts', folder: migrationsFolder });
  const { db } = deps.database;
  const logger = deps.logger.child({ service: 'alerts' });
  const repos = { settings: createSettingsRepo(), spend: createSpendRepo(), notifications: createNotificationsRepo() };
  const events = createOutboxPublisher({ db, table: outboxTable, bus: deps.bus, logger });

  const app = createServiceApp({ name: 'alerts', logger, tokenKey: deps.tokenKey });
  const routers = [
    settingsRoutes({ db, ...repos, outbox: events, clock: deps.clock ?? (() => new Date()), afterCommit: events.nudge }),
    notificationsRoutes({ db, notifications: repos.notifications }),
  ];
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  return {
    name: 'alerts',
    app,
    subscriptions: [
      onActivityCreated({ ...repos, database: deps.database, inbox: processedEvents }),
      ...onUserZone({ spend: repos.spend, database: deps.database, inbox: processedEvents }),
    ],
    jobs: [],
    async start() {
      events.start();
    },
    stop: events.stop,
  };
}
