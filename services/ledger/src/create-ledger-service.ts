import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox, processedEvents } from './db/schema';
import { ledgerRepositories } from './domain/ledger-work';
import { activitiesRoutes } from './http/activities.routes';
import { migrationsFolder } from './migrations-folder';

export { jobs as ledgerJobsTable } from './db/schema';
export { ledgerConfigSchema } from './config';

/** Composition root of ledger: activities, sessions and stats. */
export async function createLedgerService(deps: ServiceDeps): Promise<ServiceHandle> {
  const { work, clock, handle } = await composeService(deps, {
    name: 'ledger',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents },
    repositories: ledgerRepositories,
    bodyLimits: [{ path: /^\/api\/activities/, limit: '14mb' }],
  });
  return handle({ routers: [activitiesRoutes({ work, clock })] });
}
