import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** Drizzle over node-postgres; a transaction satisfies it too, so a repository bound to either works the same. */
export type Db = NodePgDatabase<Record<string, never>>;

/** A service's connection pool to PostgreSQL and its Drizzle handle. */
export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}
