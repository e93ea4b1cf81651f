/**
 * The job scheduler of embedded mode: jobs are rows in the service's own `jobs` table, so they
 * survive a restart, and a poll loop claims due rows with a lease (`locked_until`, taken with
 * FOR UPDATE SKIP LOCKED) so several processes sharing the database never run one job twice at
 * once. A job whose process dies is run again when its lease expires; processors are idempotent.
 * Semantics follow the BullMQ adapter: a finished job's row is deleted (like removeOnComplete),
 * a job that failed for good stays with `done` and `last_error` (like removeOnFail), and
 * scheduling an id that still has a row does nothing.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { InputError } from '../errors';
import type { Logger } from '../log/logger';
import type { JobsTable } from '../outbox/tables';
import { assertJobId } from './assert-job-id';
import { DEFAULT_JOB_ATTEMPTS, type JobDefinition, type JobScheduler } from './job-scheduler';
import { nextRepeatRun } from './next-repeat-run';

export interface InProcessJobSchedulerOptions {
  db: Db;
  table: JobsTable;
  logger: Logger;
  pollMs?: number;
  /** Jobs run at once by this process (default 4). */
  concurrency?: number;
  /** First retry delay, doubled on each further attempt (default 1 s, as the BullMQ adapter). */
  backoffMs?: number;
  /** How long a claimed job is reserved before another process may take it (default 5 min). */
  leaseMs?: number;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_FAILED_MS = 7 * 24 * 60 * 60 * 1000;
const afterMs = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/** Creates the DB-backed scheduler (kind 'in-process'). */
export function createInProcessJobScheduler(options: InProcessJobSchedulerOptions): JobScheduler {
  const { db, table, pollMs = 250, concurrency = 4, backoffMs = 1000, leaseMs = 5 * 60 * 1000 } = options;
  const logger = options.logger.child({ jobs: 'in-process' });
  const definitions = new Map<string, JobDefinition<any>>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let pollAgain = false;
  let started = false;
  let closing = false;
  let lastPrune = 0;
  type Row = typeof table.$inferSelect;
  // Guards every write after a run: if the row was cancelled and scheduled again meanwhile, or
  // re-claimed after the lease ran out, this run no longer owns it.
  const owned = (row: Row) => and(eq(table.id, row.id), eq(table.attempts, row.attempts));

  async function claimDue(limit: number): Promise<Row[]> {
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(
        and(eq(table.done, false), lte(table.runAt, sql`now()`), or(isNull(table.lockedUntil), lt(table.lockedUntil, sql`now()`)), inArray(table.name, [...definitions.keys()])),
      )
      .orderBy(asc(table.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(table)
      .set({ lockedUntil: afterMs(leaseMs), attempts: sql`${table.attempts} + 1` })
      .where(inArray(table.id, due))
      .returning();
  }

  async function succeeded(row: Row): Promise<void> {
    if (row.everyMs) {
      const runAt = nextRepeatRun(row.runAt, row.everyMs, new Date());
      await db.update(table).set({ runAt, attempts: 0, lockedUntil: null, lastError: null }).where(owned(row));
    } else {
      await db.delete(table).where(owned(row));
    }
  }

  async function failed(row: Row, err: unknown, jobLogger: Logger): Promise<void> {
    const lastError = err instanceof Error ? err.message : String(err);
    if (!(err instanceof InputError) && row.attempts < row.maxAttempts) {
      const delay = backoffMs * 2 ** (row.attempts - 1);
      jobLogger.warn({ err, retryInMs: delay }, 'Job failed; will retry');
      await db
        .update(table)
        .set({ runAt: afterMs(delay), lockedUntil: null, lastError })
        .where(owned(row));
    } else if (row.everyMs) {
      jobLogger.error({ err }, 'Repeating job failed for good; skipping to its next run');
      const runAt = nextRepeatRun(row.runAt, row.everyMs, new Date());
      await db.update(table).set({ runAt, attempts: 0, lockedUntil: null, lastError }).where(owned(row));
    } else {
      jobLogger.error({ err }, 'Job failed for good');
      await db.update(table).set({ done: true, lockedUntil: null, lastError }).where(owned(row));
    }
  }

  async function runJob(row: Row): Promise<void> {
    const jobLogger = logger.child({ job: row.name, jobId: row.id, attempt: row.attempts });
    try {
      await definitions.get(row.name)!.process(row.data, { jobId: row.id, attempt: row.attempts, logger: jobLogger });
    } catch (err) {
      await failed(row, err, jobLogger);
      return;
    }
    await succeeded(row);
  }

  async function pollOnce(): Promise<void> {
    const free = concurrency - running.size;
    if (free > 0 && definitions.size > 0) {
      for (const row of await claimDue(free)) {
        const job: Promise<void> = runJob(row)
          .catch((err) => logger.error({ err, jobId: row.id }, 'Could not record a job result'))
          .finally(() => {
            running.delete(job);
            wake(); // a slot is free: look for more due work now
          });
        running.add(job);
      }
    }
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await db.delete(table).where(and(eq(table.done, true), lt(table.runAt, new Date(Date.now() - KEEP_FAILED_MS))));
    }
  }

  function poll(): void {
    clearTimeout(timer);
    polling = pollOnce()
      .catch((err) => logger.error({ err }, 'Job poll failed'))
      .finally(() => {
        polling = undefined;
        if (closing) return;
        if (pollAgain) {
          pollAgain = false;
          poll();
        } else {
          timer = setTimeout(poll, pollMs);
        }
      });
  }

  /** Polls as soon as possible (after the current poll, if one is running). */
  function wake(): void {
    if (!started || closing) return;
    if (polling) pollAgain = true;
    else poll();
  }

  return {
    kind: 'in-process',
    register(definition) {
      definitions.set(definition.name, definition);
    },
    async schedule(name, data, { jobId, delayMs = 0, attempts = DEFAULT_JOB_ATTEMPTS }) {
      assertJobId(jobId);
      await db
        .insert(table)
        .values({ id: jobId, name, data: data ?? {}, runAt: afterMs(delayMs), maxAttempts: attempts })
        .onConflictDoNothing();
      if (delayMs <= 0) wake();
    },
    async repeat(schedulerId, name, data, { everyMs, startAfterMs = everyMs }) {
      assertJobId(schedulerId);
      // Services call this at every start: keep an earlier next run rather than postponing it.
      await db
        .insert(table)
        .values({ id: schedulerId, name, data: data ?? {}, runAt: afterMs(startAfterMs), everyMs, maxAttempts: DEFAULT_JOB_ATTEMPTS })
        .onConflictDoUpdate({
          target: table.id,
          set: { name, data: data ?? {}, everyMs, done: false, runAt: sql`least(${table.runAt}, excluded.run_at)` },
        });
    },
    async cancel(id) {
      await db.delete(table).where(eq(table.id, id));
    },
    async start() {
      if (started) return;
      started = true;
      poll();
    },
    async close() {
      closing = true;
      clearTimeout(timer);
      await polling;
      await Promise.allSettled([...running]);
    },
  };
}
