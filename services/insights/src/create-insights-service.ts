import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox, processedEvents } from './db/schema';
import { createTrackedDataRepo } from './db/tracked-data.repo';
import { onPersonForgotten } from './events/on-person-forgotten';
import { migrationsFolder } from './migrations-folder';

export { jobs as insightsJobsTable } from './db/schema';
export { insightsConfigSchema } from './config';

/**
 * Composition root of insights. The skeleton gives it its place in both run modes (schema, migrations,
 * token check, health, outbox) and its part of Clear All Data and account deletion; its routes
 * arrive with its own issue, so until then every /api call to it answers 404.
 */
export async function createInsightsService(deps: ServiceDeps): Promise<ServiceHandle> {
  const { handle, work, logger } = await composeService(deps, {
    name: 'insights',
    migrationsFolder,
    tables: { outbox, inbox: processedEvents },
    repositories: (db) => ({ trackedData: createTrackedDataRepo(db) }),
  });
  return handle({ subscriptions: onPersonForgotten(work, logger) });
}
