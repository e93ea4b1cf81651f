/**
 * Test helpers (a separate entry point, `@tally/service-kit/testing`): fast PGlite from a snapshot,
 * throwaway PostgreSQL databases, and gateway tokens.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createTokenKey, signServiceToken } from './auth/service-token';
import { createDatabase } from './db/create-database';
import type { Database } from './db/db';
import { createLogger } from './log/logger';

const SNAPSHOT = path.join(os.tmpdir(), `tally-pglite-${PGlite.name}-v1.tar.gz`);

/** An in-memory PGlite restored from a snapshot made once per machine (initdb costs seconds). */
export async function createTestDatabase(): Promise<Database> {
  if (!existsSync(SNAPSHOT)) {
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('gzip');
    await fresh.close();
    const tmp = `${SNAPSHOT}.${process.pid}.${randomUUID()}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, SNAPSHOT);
  }
  const snapshot = new Blob([await readFile(SNAPSHOT)]);
  return createDatabase({ snapshot });
}

/** The PostgreSQL server tests may use: DATABASE_TEST_URL, else the local default when it answers. Under CI a missing server throws. */
export async function postgresTestUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { hostname, port } = new URL(url);
  const reachable = await canConnect(hostname || '127.0.0.1', Number(port || 5432));
  if (reachable) return url;
  if (process.env.CI === 'true') throw new Error(`PostgreSQL is required under CI but ${hostname}:${port} does not answer`);
  return undefined;
}

/** Creates a database with a random name on the server, and drops it afterwards. */
export async function createPostgresTestDatabase(baseUrl: string): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const name = `tally_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A token key and header maker playing the gateway's part. */
export function createTestAuth() {
  const key = createTokenKey(randomBytes(32).toString('hex'));
  return {
    key,
    header(userId: string | null, sessionId: string | null = userId ? `sess-${userId}` : null) {
      return `Bearer ${signServiceToken(key, { userId, sessionId })}`;
    },
  };
}

export const silentLogger = () => createLogger({ name: 'test', level: 'silent' });
