import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox, processedEvents } from './db/schema';
import { alertsRepositories } from './domain/alerts-work';
import { onActivityCreated } from './events/on-activity-created';
import { onPersonForgotten } from './events/on-person-forgotten';
import { onSessionDepositAdded } from './events/on-session-deposit-added';
import { onUserZone } from './events/on-user-zone';
import { notificationsRoutes } from './http/notifications.routes';
import { settingsRoutes } from './http/settings.routes';
import { migrationsFolder } from './migrations-folder';

export { jobs as alertsJobsTable } from './db/schema';
export { alertsConfigSchema } from './config';

/** Composition root of alerts: settings, limit checks and notifications; forgets a person on Clear All Data and deletion. */
export async function createAlertsService(deps: ServiceDeps): Promise<ServiceHandle> {
  const { work, clock, logger, handle } = await composeService(deps, {
    name: 'alerts',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents },
    repositories: alertsRepositories,
  });
  return handle({
    routers: [settingsRoutes({ work, clock }), notificationsRoutes({ notifications: work.repos.notifications })],
    subscriptions: [onActivityCreated({ work }), onSessionDepositAdded({ work }), ...onUserZone({ work }), ...onPersonForgotten({ work, logger })],
  });
}
