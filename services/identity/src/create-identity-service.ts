import { createOutbox, createServiceApp, runMigrations, startOutboxRelay, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import type { IdentityConfig } from './config';
import { outbox as outboxTable } from './db/schema';
import { createUsersRepo } from './db/users.repo';
import { internalRoutes } from './http/internal.routes';
import { usersRoutes } from './http/users.routes';
import { migrationsFolder } from './migrations-folder';

export { jobs as identityJobsTable } from './db/schema';

/** Composition root of identity: accounts, credentials and profile. */
export async function createIdentityService(deps: ServiceDeps<Pick<IdentityConfig, 'PUBLIC_URL'>>): Promise<ServiceHandle> {
  await runMigrations(deps.database, { schema: 'identity', folder: migrationsFolder });
  const { db } = deps.database;
  const logger = deps.logger.child({ service: 'identity' });
  const users = createUsersRepo(db);
  const outbox = createOutbox(outboxTable);
  let relay: ReturnType<typeof startOutboxRelay> | undefined;
  const afterCommit = () => relay?.nudge();

  const app = createServiceApp({ name: 'identity', logger, tokenKey: deps.tokenKey });
  for (const router of [usersRoutes({ db, users, outbox, afterCommit }), internalRoutes({ users })]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return {
    name: 'identity',
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
