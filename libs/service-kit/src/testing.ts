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
import { createInProcessEventBus } from './bus/in-process-event-bus';
import { createInProcessJobScheduler } from './jobs/in-process-job-scheduler';
import type { JobsTable } from './outbox/tables';
import type { ServiceDeps } from './run/service-deps';
import type { ServiceHandle } from './run/service-handle';

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

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The database kinds API suites run on: PGlite always, PostgreSQL when jest's global setup found one. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return (process.env.TALLY_TEST_DATABASE_KINDS ?? 'pglite').split(',') as TestDatabaseKind[];
}

/** A fresh database of the kind, with its cleanup. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<{ database: Database; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await createTestDatabase();
    return { database, cleanup: () => database.close() };
  }
  const base = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const created = await createPostgresTestDatabase(base);
  return { database: created.database, cleanup: created.drop };
}

export interface TestServiceOptions {
  kind: TestDatabaseKind;
  jobsTable: JobsTable;
  create(deps: ServiceDeps<any>): Promise<ServiceHandle>;
  config?: unknown;
  clock?: () => Date;
}

/**
 * A service composed as in production, on a fresh database of the given kind with the in-process
 * bus and jobs; `handler` goes to supertest. Subscriptions and the outbox relay run, so events flow.
 */
export async function startTestService(options: TestServiceOptions) {
  const { database, cleanup } = await openTestDatabase(options.kind);
  const logger = silentLogger();
  const bus = createInProcessEventBus({ logger });
  const auth = createTestAuth();
  const jobs = createInProcessJobScheduler({ db: database.db, table: options.jobsTable, logger, pollMs: 50 });
  const handle = await options.create({ config: options.config ?? {}, database, bus, jobs, logger, tokenKey: auth.key, clock: options.clock });
  for (const subscription of handle.subscriptions) await bus.subscribe(subscription);
  for (const job of handle.jobs) jobs.register(job);
  await jobs.start();
  await handle.start();
  return {
    handle,
    handler: handle.app.callback(),
    auth,
    bus,
    database,
    async stop() {
      await handle.stop();
      await jobs.close();
      await bus.close();
      await cleanup();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startTestService>>;

/** Polls until `check` holds, for outcomes that arrive through events. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
