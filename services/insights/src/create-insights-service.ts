import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox, processedEvents } from './db/schema';
import { migrationsFolder } from './migrations-folder';

export { jobs as insightsJobsTable } from './db/schema';
export { insightsConfigSchema } from './config';

/**
 * Composition root of insights. The skeleton gives it its place in both run modes (schema, migrations,
 * token check, health, outbox); its routes arrive with its own issue, so until then every /api call
 * to it answers 404.
 */
export async function createInsightsService(deps: ServiceDeps): Promise<ServiceHandle> {
  const { handle } = await composeService(deps, { name: 'insights', migrationsFolder, tables: { outbox, inbox: processedEvents }, repositories: () => ({}) });
  return handle({});
}
