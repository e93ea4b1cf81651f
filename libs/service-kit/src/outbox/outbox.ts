/**
 * The transactional outbox: services write events as rows in the same transaction as their
 * change, and a relay publishes them afterwards. An event therefore exists if and only if the
 * change committed, and a bus outage only delays it. Publishing is at least once (the relay may
 * crash between publish and marking the row); the bus de-duplicates by message id and consumers
 * are idempotent.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { SUBJECTS, USER_DATA_CLEARED_SUBJECTS, type EventEnvelope } from '@tally/contracts';
import type { EventBus } from '../bus/event-bus';
import { createRetryPolicy, type RetryPolicy } from '../bus/retry-policy';
import type { Db } from '../db/db';
import { arrayParam } from '../db/unnested-rows';
import type { Logger } from '../log/logger';
import type { OutboxTable } from './tables';

/**
 * Subjects after which none of the person's published events is kept: their deletion, Clear All Data,
 * and a service's answer to it. Published rows otherwise stay a week (debugging, the bench's timings);
 * these take every published row naming the person with them (docs/adr/0012-what-deletion-removes.md).
 */
const FORGETS_PERSON = new Set<string>([SUBJECTS.identityUserDeleted, SUBJECTS.identityUserDataCleared, ...Object.values(USER_DATA_CLEARED_SUBJECTS)]);

/** Deletes the published rows whose payload names the person (rows still to publish stay: the bus needs them). */
export async function forgetPublishedEvents(db: Db, table: OutboxTable, userId: string): Promise<void> {
  await db.delete(table).where(and(isNotNull(table.publishedAt), sql`${table.payload}->>'userId' = ${userId}`));
}

export interface Outbox {
  /** Adds an event in the caller's transaction; returns its id (the message id on the bus). */
  add(tx: Db, subject: string, payload: unknown): Promise<string>;
}

/** Writes events into a service's outbox table. */
export function createOutbox(table: OutboxTable): Outbox {
  return {
    async add(tx, subject, payload) {
      const id = randomUUID();
      // clock_timestamp, not now(): several events of one transaction keep their order.
      await tx.insert(table).values({ id, subject, payload, occurredAt: sql`clock_timestamp()` });
      return id;
    },
  };
}

/**
 * The statement adding several events in the caller's transaction in the order given (ids chosen by the caller): the
 * unit of work's, sent alone or with its last statement (unit-of-work.ts `beforeCommit`). One statement's rows may read
 * the same clock_timestamp(): a microsecond apart each, so they keep their order. Arrays unnest()ed: one statement text
 * whatever the number of events (a batch of wagers writes dozens).
 */
export function insertStatement(table: OutboxTable, events: ReadonlyArray<{ id: string; subject: string; payload: unknown }>): SQL {
  const ids = events.map((e) => e.id);
  const subjects = events.map((e) => e.subject);
  const payloads = events.map((e) => JSON.stringify(e.payload));
  return sql`insert into ${table} (id, subject, payload, occurred_at)
    select e.id, e.subject, e.payload, clock_timestamp() + (e.n - 1) * interval '1 microsecond'
    from unnest(${arrayParam(ids, 'uuid')}, ${arrayParam(subjects, 'text')}, ${arrayParam(payloads, 'jsonb')}) with ordinality as e(id, subject, payload, n)`;
}

export interface OutboxRelayOptions {
  db: Db;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  /** Published rows older than this are deleted (default 7 days). */
  keepPublishedMs?: number;
  /**
   * The wait after a failed publish. On the in-process bus a failed publish is a failed handler,
   * so this is the bus's retry policy; default: the shared policy's backoff starting at `intervalMs`.
   */
  retryPolicy?: RetryPolicy;
}

export interface OutboxRelay {
  /**
   * Runs a pass now (call it after committing a transaction that added events). Given the ids of the events that
   * transaction added, the pass reads those rows by id; without them it looks for every unpublished row.
   */
  nudge(committedIds?: readonly string[]): void;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const MAX_FAILURES_PER_PASS = 3;
// People whose events are published at the same time: on the in-process bus a publish runs every
// consumer's handler, so this is also how many events a consumer's batch can gather (unit-of-work.ts `once`: one batch
// per durable at a time, so not as many transactions). Measured in embedded mode at 50 connections: 16 lanes left the
// consumers 11.9 s behind when the load stopped, 64 lanes 6.9 s.
const PEOPLE_AT_ONCE = 64;

/** Whose events must keep their order: the person the payload names, or one shared lane for events naming nobody. */
function laneOf(payload: unknown): string {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : '';
}

/**
 * Publishes unpublished outbox rows in the order they occurred, one pass at a time. A batch's rows
 * are grouped by person: one person's events go out one after another in order, several people's
 * side by side, and the batch's published rows are marked in one statement.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, table, bus, logger, intervalMs = 1000, batchSize = 100 } = options;
  const keepPublishedMs = options.keepPublishedMs ?? 7 * 24 * 60 * 60 * 1000;
  const retryPolicy = options.retryPolicy ?? createRetryPolicy({ initialDelayMs: intervalMs });
  // Rows that failed wait before their next try, so a poison event is not retried every tick.
  // Memory only: after a restart everything is simply tried again.
  const retryAt = new Map<string, number>();
  let running: Promise<void> | null = null;
  let again = false;
  // Ids of committed events not yet looked for. Reading them by primary key spares the scan for unpublished rows,
  // which under load walks every row marked since the last vacuum (measured in embedded mode at 50 connections:
  // 28 µs of PostgreSQL a row published, the busiest statement after the limit checks). The timer's pass still
  // scans, for rows a crash, a failed publish or another replica's commit left.
  const committed = new Set<string>();
  let scanDue = true;
  let stopped = false;
  let lastPrune = 0;

  type Row = typeof table.$inferSelect;

  async function publishRow(row: Row): Promise<boolean> {
    const event: EventEnvelope = {
      id: row.id,
      subject: row.subject,
      occurredAt: row.occurredAt.toISOString(),
      payload: row.payload,
    };
    try {
      await bus.publish(event);
    } catch (err) {
      const attempts = row.attempts + 1;
      retryAt.set(row.id, Date.now() + retryPolicy.delayMs(attempts));
      await db.update(table).set({ attempts }).where(eq(table.id, row.id));
      logger.warn({ err, eventId: row.id, subject: row.subject, attempts }, 'Outbox publish failed; will retry');
      return false;
    }
    retryAt.delete(row.id);
    return true;
  }

  /** Publishes a batch; returns the rows that went out and whether the pass should stop (the bus seems down). */
  async function publishBatch(rows: Row[]): Promise<{ published: Row[]; giveUp: boolean }> {
    const lanes = new Map<string, Row[]>();
    for (const row of rows) {
      const lane = laneOf(row.payload);
      const list = lanes.get(lane);
      if (list) list.push(row);
      else lanes.set(lane, [row]);
    }
    const queue = [...lanes.values()];
    const published: Row[] = [];
    let failures = 0;
    const worker = async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        for (const row of lane) {
          // Later events still go out after one fails (no head-of-line blocking), but several
          // failures in a row mean the bus is down: leave the rest for the next tick.
          if (stopped || failures >= MAX_FAILURES_PER_PASS) return;
          if (await publishRow(row)) published.push(row);
          else failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PEOPLE_AT_ONCE, queue.length) }, worker));
    return { published, giveUp: failures >= MAX_FAILURES_PER_PASS };
  }

  async function markPublished(rows: Row[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    await db
      .update(table)
      .set({ publishedAt: sql`now()` })
      .where(sql`${table.id} = any(${arrayParam(ids, 'uuid')})`);
    for (const row of rows) {
      const userId = (row.payload as { userId?: unknown } | null)?.userId;
      if (FORGETS_PERSON.has(row.subject) && typeof userId === 'string') await forgetPublishedEvents(db, table, userId);
    }
  }

  /** Publishes the rows `select` reads, batch after batch until one comes back short. */
  async function publishAll(select: (waiting: string[]) => Promise<Row[]>): Promise<'stop' | 'done'> {
    for (;;) {
      const now = Date.now();
      for (const [id, at] of retryAt) if (at <= now) retryAt.delete(id);
      const rows = await select([...retryAt.keys()]);
      const { published, giveUp } = await publishBatch(rows);
      await markPublished(published);
      if (giveUp || stopped) return 'stop';
      if (rows.length < batchSize) return 'done';
    }
  }

  const unpublished = (waiting: string[]) =>
    db
      .select()
      .from(table)
      .where(and(isNull(table.publishedAt), waiting.length ? notInArray(table.id, waiting) : undefined))
      .orderBy(asc(table.occurredAt))
      .limit(batchSize);

  /**
   * The next nudged ids (at most a batch), still unpublished, in the order they occurred (one array parameter: one
   * statement text whatever their number). Whether a row is still unpublished is checked here, not in the statement:
   * with `published_at is null` beside the ids, PostgreSQL also walked outbox_unpublished_idx for the nulls, which
   * holds an entry for every row marked since the last vacuum (a probe with 10,050 such entries: 1.48 ms against
   * 0.22 ms by primary key alone).
   */
  const nudged = (waiting: string[]) => {
    const skip = new Set(waiting);
    const wanted: string[] = [];
    for (const id of committed) {
      if (wanted.length === batchSize) break;
      committed.delete(id);
      if (!skip.has(id)) wanted.push(id);
    }
    if (wanted.length === 0) return Promise.resolve([] as Row[]);
    return db
      .select()
      .from(table)
      .where(sql`${table.id} = any(${arrayParam(wanted, 'uuid')})`)
      .orderBy(asc(table.occurredAt))
      .then((rows) => rows.filter((row) => row.publishedAt === null));
  };

  async function pass(): Promise<void> {
    if (scanDue) {
      // The scan sees every row committed before it starts, the nudged ones among them.
      scanDue = false;
      committed.clear();
      if ((await publishAll(unpublished)) === 'stop') return;
    }
    while (committed.size > 0) {
      // A short batch ends publishAll: read one batch of ids at a time.
      if ((await publishAll(nudged)) === 'stop') return;
    }
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      const cutoff = new Date(Date.now() - keepPublishedMs);
      await db.delete(table).where(lt(table.publishedAt, cutoff));
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err) => logger.error({ err }, 'Outbox relay pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const scan = () => {
    scanDue = true;
    run();
  };
  const timer = setInterval(scan, intervalMs);
  timer.unref();
  scan();

  return {
    nudge(committedIds) {
      if (committedIds) for (const id of committedIds) committed.add(id);
      else scanDue = true;
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
