import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { untimedClientConfig } from './create-database';
import type { Database } from './db';

const MIGRATION_LOCK = 'tally:migrations';

export interface MigrationOptions {
  /** The service's own schema; its migrations are recorded in drizzle.__migrations_<schema> (services share a database). */
  schema: string;
  /** Folder of drizzle-kit generated SQL migrations. */
  folder: string;
}

/**
 * Applies a service's migrations. One advisory lock serialises every service's migrations:
 * replicas start at once without applying a migration twice, and services starting together do
 * not race to create the shared `drizzle` schema that records them. On a connection of its own
 * without the pool's timeouts: waiting for that lock, or a long migration, is not a stuck request.
 */
export async function runMigrations(database: Database, options: MigrationOptions): Promise<void> {
  // A table per service: drizzle skips migrations older than the newest row, so sharing one would skip ours.
  // Not inside the service's schema: the first migration creates that schema itself.
  const config = { migrationsFolder: options.folder, migrationsSchema: 'drizzle', migrationsTable: `__migrations_${options.schema}` };
  const client = new pg.Client(untimedClientConfig(database.pool));
  client.on('error', () => undefined); // a lost connection fails the next query instead
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), config);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
