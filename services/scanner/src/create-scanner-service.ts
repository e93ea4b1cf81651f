import { composeService, type ServiceDeps, type ServiceHandle } from '@tally/service-kit';
import { outbox, processedEvents } from './db/schema';
import { migrationsFolder } from './migrations-folder';

export { jobs as scannerJobsTable } from './db/schema';
export { scannerConfigSchema } from './config';

/**
 * Composition root of scanner. The skeleton gives it its place in both run modes (schema, migrations,
 * token check, health, outbox); its routes arrive with its own issue, so until then every /api call
 * to it answers 404.
 */
export async function createScannerService(deps: ServiceDeps): Promise<ServiceHandle> {
  const { handle } = await composeService(deps, { name: 'scanner', migrationsFolder, tables: { outbox, inbox: processedEvents }, repositories: () => ({}) });
  return handle({});
}
