import { createOutbox, createServiceApp, runMigrations, startOutboxRelay, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
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
  const outbox = createOutbox(outboxTable);
  let relay: ReturnType<typeof startOutboxRelay> | undefined;

  const app = createServiceApp({ name: 'ledger', logger, tokenKey: deps.tokenKey, bodyLimits: [{ path: /^\/api\/activities/, limit: '14mb' }] });
  const router = activitiesRoutes({
    db,
    activities: createActivitiesRepo(db),
    outbox,
    clock: deps.clock ?? (() => new Date()),
    afterCommit: () => relay?.nudge(),
  });
  app.use(router.routes()).use(router.allowedMethods());
  return {
    name: 'ledger',
    app,
    subscriptions: [],
    jobs: [],
    async start() {
      relay = startOutboxRelay({ db, table: outboxTable, bus: deps.bus, logger });
    },
    async stop() {
      await relay?.stop();
    },
  };
}
