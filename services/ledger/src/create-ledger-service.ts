import { createOutboxPublisher, createServiceApp, runMigrations, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { createActivitiesRepo } from './db/activities.repo';
import { outbox as outboxTable } from './db/schema';
import { activitiesRoutes } from './http/activities.routes';
import { migrationsFolder } from './migrations-folder';

export { jobs as ledgerJobsTable } from './db/schema';

/** Composition root of ledger: activities, sessions and stats. */
export async function createLedgerService(deps: ServiceDeps): Promise<ServiceHandle> {
  await runMigrations(deps.database, { schema: 'ledger', folder: migrationsFolder });
  const { db } = deps.database;
  const logger = deps.logger.child({ service: 'ledger' });
  const events = createOutboxPublisher({ db, table: outboxTable, bus: deps.bus, logger });

  const app = createServiceApp({ name: 'ledger', logger, tokenKey: deps.tokenKey, bodyLimits: [{ path: /^\/api\/activities/, limit: '14mb' }] });
  const router = activitiesRoutes({
    db,
    activities: createActivitiesRepo(db),
    outbox: events,
    clock: deps.clock ?? (() => new Date()),
    afterCommit: events.nudge,
  });
  app.use(router.routes()).use(router.allowedMethods());
  return {
    name: 'ledger',
    app,
    subscriptions: [],
    jobs: [],
    async start() {
      events.start();
    },
    stop: events.stop,
  };
}
