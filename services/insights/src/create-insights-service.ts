import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox, processedEvents } from './db/schema';
import { createSelfChecksRepo } from './db/self-checks.repo';
import { selfChecksRoutes } from './http/self-checks.routes';
import { migrationsFolder } from './migrations-folder';

export { jobs as insightsJobsTable } from './db/schema';
export { insightsConfigSchema } from './config';

/**
 * Composition root of insights. The skeleton gives it its place in both run modes (schema, migrations,
 * token check, health, outbox); it keeps the PGSI self-checks of the help page. Its insight routes
 * arrive with their own issue.
 */
export async function createInsightsService(deps: ServiceDeps): Promise<ServiceHandle> {
  const { handle } = await composeService(deps, { name: 'insights', migrationsFolder, tables: { outbox, inbox: processedEvents }, repositories: () => ({}) });
  const selfChecks = createSelfChecksRepo(deps.database.db);
  return handle({ routers: [selfChecksRoutes({ selfChecks })] });
}
