/**
 * The job outbox: a job that a commit decides on (a cooling-off change, a session's next alert, a
 * result check, a statement notice, a push) is written as a row in the same transaction as the
 * change, and a relay hands the rows to the job scheduler (BullMQ or the in-process jobs table)
 * afterwards, in the order they were written. A crash between the commit and the scheduling only
 * delays the job: the row is still there at the next start. Handing a row over is at least once;
 * job ids are deterministic, so scheduling one twice keeps one job, and processors are idempotent.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/db';
import type { Logger } from '../log/logger';
import type { JobOutboxTable } from '../outbox/tables';
import { assertJobId } from './assert-job-id';
import type { JobScheduler, ScheduleOptions } from './job-scheduler';

/** What a use case may do with jobs inside its transaction. */
export interface JobWriter {
  /** Schedules the job once the transaction commits (never after a rollback); the delay counts from now. */
  scheduleJob<T>(name: string, data: T, options: ScheduleOptions): Promise<void>;
  /** Cancels the job or scheduler with this id once the transaction commits. */
  cancelJob(jobId: string): Promise<void>;
}

/** Writes job changes into a service's job outbox within the caller's transaction. */
export function createJobOutboxWriter(tx: Db, table: JobOutboxTable): JobWriter {
  return {
    async scheduleJob(name, data, { jobId, delayMs = 0, attempts }) {
      // Checked here, so a bad id fails the transaction instead of blocking the relay.
      assertJobId(jobId);
      await tx.insert(table).values({ op: 'schedule', jobId, name, data: data ?? {}, delayMs: Math.max(0, Math.round(delayMs)), attempts, writtenAt: new Date() });
    },
    async cancelJob(jobId) {
      assertJobId(jobId);
      await tx.insert(table).values({ op: 'cancel', jobId, writtenAt: new Date() });
    },
  };
}

export interface JobOutboxRelayOptions {
  db: Db;
  table: JobOutboxTable;
  jobs: JobScheduler;
  logger: Logger;
  /** How often it looks for rows it was not woken for (left by a crash, or a scheduler that was down). */
  intervalMs?: number;
  batchSize?: number;
}

export interface JobOutboxRelay {
  /** Runs a pass now (after a commit that wrote job rows). */
  nudge(): void;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

/**
 * Hands job rows to the scheduler in write order. A batch is claimed FOR UPDATE SKIP LOCKED, so
 * two processes of one service never hand over the same rows at once (a cancel never overtakes
 * its schedule), and deleted in the claiming transaction once handed over; a crash or a failure
 * rolls the claim back and the rows are handed over again on the next pass.
 */
export function startJobOutboxRelay(options: JobOutboxRelayOptions): JobOutboxRelay {
  const { db, table, jobs, logger, intervalMs = 1000, batchSize = 100 } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function handOver(row: typeof table.$inferSelect): Promise<void> {
    if (row.op === 'cancel') return jobs.cancel(row.jobId);
    const delayMs = row.delayMs - (Date.now() - row.writtenAt.getTime());
    await jobs.schedule(row.name!, row.data, { jobId: row.jobId, delayMs: Math.max(0, delayMs), ...(row.attempts !== null ? { attempts: row.attempts } : {}) });
  }

  /** One batch; true when there may be more. */
  async function batch(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx.select().from(table).orderBy(asc(table.seq)).limit(batchSize).for('update', { skipLocked: true });
      const done: number[] = [];
      // Job ids this batch has scheduled and not cancelled since: scheduling one again is a no-op for
      // both schedulers (an existing id is kept), so the row goes without the round trip (every stake
      // schedules its month's statement notice).
      const scheduled = new Set<string>();
      try {
        for (const row of rows) {
          if (stopped) break;
          if (row.op === 'cancel') scheduled.delete(row.jobId);
          else if (scheduled.has(row.jobId)) {
            done.push(row.seq);
            continue;
          } else scheduled.add(row.jobId);
          await handOver(row);
          done.push(row.seq);
        }
      } catch (err) {
        // Later rows wait: a cancel must not overtake the schedule it cancels. Redis down usually.
        logger.warn({ err, handedOver: done.length, waiting: rows.length - done.length }, 'Job outbox hand-over failed; will retry');
      }
      if (done.length) await tx.delete(table).where(inArray(table.seq, done));
      return done.length === batchSize;
    });
  }

  async function pass(): Promise<void> {
    while (!stopped && (await batch()));
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err) => logger.error({ err }, 'Job outbox relay pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();

  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
