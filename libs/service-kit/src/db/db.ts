import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** Drizzle over PGlite or node-postgres; a transaction satisfies it too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database =
  | { db: Db; kind: 'pglite'; pglite: PGlite; close(): Promise<void> }
  | { db: Db; kind: 'postgres'; pool: pg.Pool; close(): Promise<void> };
