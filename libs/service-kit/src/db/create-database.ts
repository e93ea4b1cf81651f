import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './db';

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; absent means in memory. */
  dataDir?: string;
  /** A snapshot (from `dumpDataDir`) to start an in-memory PGlite from, skipping initdb. */
  snapshot?: Blob;
  poolSize?: number;
}

/** Opens the database: node-postgres when a URL is given, PGlite otherwise (one per process, shared by services). */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing the process
    const db = drizzlePostgres(pool) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
