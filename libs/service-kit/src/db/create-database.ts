import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './db';

export interface DatabaseOptions {
  /** PostgreSQL URL (the embedded server's in `npm start`, DATABASE_URL when distributed). */
  url: string;
  poolSize?: number;
  /** Shown in pg_stat_activity, so each service's connections can be told apart. */
  applicationName?: string;
}

/** Opens one node-postgres pool (a service has its own) with Drizzle over it. */
export function createDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, application_name: options.applicationName });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing the process
  // The same for a client checked out between two queries (inside a transaction) when the server
  // goes away: its next query fails, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool) as Db;
  db.transaction = releasingTransaction(pool);
  return { db, pool, close: () => pool.end() };
}

/**
 * `db.transaction` that always gives its client back. Drizzle 0.45 checks a client out of the pool
 * and runs BEGIN before its try/finally, so a BEGIN that fails (the server went away) never
 * releases the client: each one leaks a pool slot until the pool is exhausted and `close()` waits
 * forever. Here the client is checked out and released by us, and Drizzle runs on that one client;
 * the pool discards it on release if its connection is broken.
 */
function releasingTransaction(pool: pg.Pool): Db['transaction'] {
  return async (work, config) => {
    const client = await pool.connect();
    try {
      return await (drizzle(client) as unknown as Db).transaction(work, config);
    } finally {
      client.release();
    }
  };
}
