import { createOutboxPublisher, createServiceApp, runMigrations, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox as outboxTable } from './db/schema';
import { migrationsFolder } from './migrations-folder';

export { jobs as scannerJobsTable } from './db/schema';

/**
 * Composition root of scanner. The walking skeleton gives it its place in both run modes (schema,
 * migrations, token check, health, outbox); its routes arrive with its own issue, so until then
 * every /api call to it answers 404.
 */
export async function createScannerService(deps: ServiceDeps): Promise<ServiceHandle> {
  await runMigrations(deps.database, { schema: 'scanner', folder: migrationsFolder });
  const logger = deps.logger.child({ service: 'scanner' });
  const events = createOutboxPublisher({ db: deps.database.db, table: outboxTable, bus: deps.bus, logger });
  const app = createServiceApp({ name: 'scanner', logger, tokenKey: deps.tokenKey });
  return {
    name: 'scanner',
    app,
    subscriptions: [],
    jobs: [],
    async start() {
      events.start();
    },
    stop: events.stop,
  };
}
