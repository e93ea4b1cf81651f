import { createOutboxPublisher, createServiceApp, runMigrations, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox as outboxTable } from './db/schema';
import { migrationsFolder } from './migrations-folder';

export { jobs as insightsJobsTable } from './db/schema';

/**
 * Composition root of insights. The walking skeleton gives it its place in both run modes (schema,
 * migrations, token check, health, outbox); its routes arrive with its own issue, so until then
 * every /api call to it answers 404.
 */
export async function createInsightsService(deps: ServiceDeps): Promise<ServiceHandle> {
  await runMigrations(deps.database, { schema: 'insights', folder: migrationsFolder });
  const logger = deps.logger.child({ service: 'insights' });
  const events = createOutboxPublisher({ db: deps.database.db, table: outboxTable, bus: deps.bus, logger });
  const app = createServiceApp({ name: 'insights', logger, tokenKey: deps.tokenKey });
  return {
    name: 'insights',
    app,
    subscriptions: [],
    jobs: [],
    async start() {
      events.start();
    },
    stop: events.stop,
  };
}
