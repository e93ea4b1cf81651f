/**
 * Test helpers (a separate entry point, `@tally/service-kit/testing`): throwaway databases on a real
 * PostgreSQL server, gateway tokens, and a service composed as in production.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import type { z } from 'zod';
import type { EventEnvelope } from '@tally/contracts';
import { createTokenKey, signServiceToken } from './auth/service-token';
import { baseConfigSchema, loadConfig } from './config/load-config';
import { createDatabase, type DatabaseTimeouts } from './db/create-database';
import type { Database } from './db/db';
import { createLogger, type Logger } from './log/logger';
import type { EventBus } from './bus/event-bus';
import { createInProcessEventBus } from './bus/in-process-event-bus';
import { createInProcessJobScheduler } from './jobs/in-process-job-scheduler';
import { createBullmqJobScheduler } from './jobs/bullmq-job-scheduler';
import { createNatsEventBus } from './bus/nats-event-bus';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobsTable } from './outbox/tables';
import type { ServiceDeps } from './run/service-deps';
import type { ServiceHandle } from './run/service-handle';

/** The server tests use: DATABASE_TEST_URL (set by `npm test` and jest's global setup), else the local default. */
export function postgresTestUrl(): string {
  return process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A database of the test's own, with a random name, on the test server. */
export interface TestDatabase extends Database {
  url: string;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

/**
 * The pool's timeouts in tests: the same mechanism as in production, with room for a shared, loaded
 * machine where a test sends dozens of requests at once to a pool of 4 (waiting for a free
 * connection counts against the connect timeout). The production bounds are proven by the
 * embedded launcher's own configuration (services/embedded/test/database-paused.test.ts).
 */
const TEST_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 15_000, statementMs: 30_000, queryMs: 35_000, idleInTransactionMs: 60_000 };

/** Creates a fresh database with a random name; `close()` drops it again. */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const baseUrl = postgresTestUrl();
  const name = `tally_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 4, timeouts: TEST_DATABASE_TIMEOUTS });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
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
    header(userId: string | null, sessionId: string | null = userId ? `sess-${userId}` : null, timeZone: string | null = null) {
      return `Bearer ${signServiceToken(key, { userId, sessionId, timeZone })}`;
    },
  };
}

export const silentLogger = () => createLogger({ name: 'test', level: 'silent' });

/** The production logger (its redaction included) keeping every line it writes (parsed), for tests that check what was logged. */
export function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown> & { level: number; msg: string }> } {
  const lines: Array<Record<string, unknown> & { level: number; msg: string }> = [];
  const logger = createLogger({ name: 'test', level: 'debug', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

/** pino's numbers for the levels tests look for. */
export const LOG_LEVELS = { warn: 40, error: 50, fatal: 60 } as const;

export interface TestServiceOptions {
  jobsTable: JobsTable;
  create(deps: ServiceDeps<any>): Promise<ServiceHandle>;
  /** The service's config schema (default: the base one), parsed as in production from `env`. */
  configSchema?: z.ZodObject;
  env?: Record<string, string>;
  clock?: () => Date;
  /**
   * 'embedded' (default): the in-process bus and the jobs table. 'distributed': NATS JetStream and
   * BullMQ on the local servers (NATS_URL / REDIS_URL, else the standard ports), under a stream,
   * subject prefix and queue prefix of the test's own, removed again by `stop()`.
   */
  mode?: 'embedded' | 'distributed';
}

/** The local servers distributed-mode tests use. */
export const natsTestUrl = () => process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const redisTestUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A service composed as in production, on a fresh database, with the adapters of the chosen run
 * mode; `handler` goes to supertest. Subscriptions, jobs and the outbox relay run, so events flow.
 * `restart()` stops the process part (service, bus connection, job worker) and starts it again on
 * the same database, stream and queue, as a crash-and-restart would.
 */
export async function startTestService(options: TestServiceOptions) {
  const database = await createTestDatabase();
  const logger = silentLogger();
  const auth = createTestAuth();
  const mode = options.mode ?? 'embedded';
  const suffix = randomBytes(5).toString('hex');
  const names = { stream: `TEST_SVC_${suffix}`, subjectPrefix: `svc${suffix}`, queue: `svc-${suffix}` };
  const config = loadConfig(options.configSchema ?? baseConfigSchema, {
    PORT: '0',
    DATABASE_URL: database.url,
    SERVICE_TOKEN_SECRET: randomBytes(24).toString('hex'),
    ...options.env,
  });

  // Every event the service (or the test) put on the bus: published outbox rows do not stay to be read.
  const published: EventEnvelope[] = [];
  async function open() {
    const bus = recordingPublished(
      mode === 'distributed'
        ? await createNatsEventBus({ url: natsTestUrl(), streamName: names.stream, subjectPrefix: names.subjectPrefix, logger })
        : createInProcessEventBus({ logger }),
      published,
    );
    const jobs =
      mode === 'distributed'
        ? createBullmqJobScheduler({ redisUrl: redisTestUrl(), queueName: names.queue, prefix: names.subjectPrefix, logger, backoffMs: 100 })
        : createInProcessJobScheduler({ db: database.db, table: options.jobsTable, logger, pollMs: 50, backoffMs: 100 });
    const handle = await options.create({ config, database, bus, jobs, logger, tokenKey: auth.key, clock: options.clock });
    for (const subscription of handle.subscriptions) await bus.subscribe(subscription);
    for (const job of handle.jobs) jobs.register(job);
    await jobs.start();
    await handle.start();
    return { handle, bus, jobs };
  }
  async function close(part: Awaited<ReturnType<typeof open>>) {
    await part.handle.stop();
    await part.jobs.close();
    await part.bus.close();
  }

  let part = await open();
  const replicas: Array<Awaited<ReturnType<typeof open>>> = [];
  const service = {
    mode,
    handle: part.handle,
    handler: part.handle.app.callback(),
    auth,
    bus: part.bus,
    jobs: part.jobs,
    database,
    /** The payloads published on the bus with this subject, oldest first. */
    published: (subject: string) => published.filter((event) => event.subject === subject).map((event) => event.payload),
    /**
     * Restarts the process part. In distributed mode `whileDown` may publish through a connection
     * of its own while the service is down (the broker must keep the events for its durable consumers).
     */
    async restart(whileDown?: (publish: (event: EventEnvelope) => Promise<void>) => Promise<void>) {
      await close(part);
      if (whileDown) {
        if (mode !== 'distributed') throw new Error('Only the distributed bus keeps events while the service is down');
        const publisher = await createNatsEventBus({ url: natsTestUrl(), streamName: names.stream, subjectPrefix: names.subjectPrefix, logger });
        try {
          await whileDown((event) => publisher.publish(event));
        } finally {
          await publisher.close();
        }
      }
      part = await open();
      Object.assign(service, { handle: part.handle, handler: part.handle.app.callback(), bus: part.bus, jobs: part.jobs });
    },
    /** Another process of the service on the same database, bus and queue, as a second replica behind a gateway. */
    async replica() {
      const extra = await open();
      replicas.push(extra);
      return { handler: extra.handle.app.callback() };
    },
    async stop() {
      for (const extra of replicas.splice(0)) await close(extra);
      await close(part);
      if (mode === 'distributed') await removeDistributedLeftovers(names);
      await database.close();
    },
  };
  return service;
}

/** The bus, keeping a copy of each event once it is published. */
function recordingPublished(bus: EventBus, published: EventEnvelope[]): EventBus {
  return {
    kind: bus.kind,
    async publish(event) {
      await bus.publish(event);
      published.push(event);
    },
    subscribe: (subscription) => bus.subscribe(subscription),
    close: () => bus.close(),
  };
}

/** Deletes a distributed test's stream and queue keys, so nothing outlives the test. */
async function removeDistributedLeftovers(names: { stream: string; subjectPrefix: string; queue: string }): Promise<void> {
  const nc = await connect({ servers: natsTestUrl() });
  try {
    await (await jetstreamManager(nc)).streams.delete(names.stream).catch(() => false);
  } finally {
    await nc.close();
  }
  const connection = new Redis(redisTestUrl(), { maxRetriesPerRequest: null });
  try {
    const queue = new Queue(names.queue, { connection, prefix: names.subjectPrefix });
    await queue.obliterate({ force: true });
    await queue.close();
  } finally {
    await connection.quit();
  }
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
export { startStandInOpenAi, type StandInOpenAi, type StandInAnswer, type SeenRequest } from './testing/stand-in-openai';
export { describeRouteConformance, tableRowsOf, routeDifferences, samplePath, rowsNotAnswered, answersOutsideContract } from './testing/route-conformance';
export { registerVerified } from './testing/verified-registration';
