import { runMigrations, type Database } from '@tally/service-kit';
import { migrationsFolder } from '../migrations-folder';
import { createCachedSessionStore } from './cached-session-store';
import { createDbSessionStore } from './db-session-store';
import { createRedisSessionStore } from './redis-session-store';
import type { SessionStore } from './session-store';

export interface SessionStoreOptions {
  /** Sessions in Redis when set (shared by every gateway). */
  redisUrl?: string;
  /** Prefix of the Redis keys (the bus's subject prefix, so one Redis can hold several installs). */
  keyPrefix: string;
  /** How long a Redis command may take before it fails (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandTimeoutMs?: number;
  /** The gateway's own schema (table `gateway.sessions`); migrated here, used when there is no Redis. */
  database?: Database;
  /** This process is the only writer of the table (embedded mode), so a memory cache in front of it is safe. */
  soleWriter: boolean;
}

/** Where the sessions live: Redis when configured, else the gateway's table (cached in memory when this gateway is its only writer). */
export async function openSessionStore(options: SessionStoreOptions): Promise<SessionStore> {
  if (options.database) await runMigrations(options.database, { schema: 'gateway', folder: migrationsFolder });
  if (options.redisUrl) return createRedisSessionStore(options.redisUrl, options.keyPrefix, options.redisCommandTimeoutMs);
  if (!options.database) throw new Error('The gateway keeps sessions in Redis (REDIS_URL) or in its database (DATABASE_URL); neither was given');
  const table = createDbSessionStore(options.database.db);
  return options.soleWriter ? createCachedSessionStore(table) : table;
}
