import type { Logger } from '../log/logger';

export interface JobContext {
  jobId: string;
  attempt: number;
  logger: Logger;
}

/** One named job type of a service; `process` must be idempotent. */
export interface JobDefinition<T = unknown> {
  name: string;
  process(data: T, ctx: JobContext): Promise<void>;
}

/**
 * Runs of a job before it fails for good, unless scheduled with `attempts`. With the first retry a second later and each
 * next one twice as late, five runs span 15 s of waiting: a job that comes due while the database pauses (a failover,
 * a restart; the fault suite pauses PostgreSQL for 10 s) runs once it is back. With three, a session alert due in such
 * a pause failed for good after 7 s, and the alerts after it waited for the minute's sweep.
 */
export const DEFAULT_JOB_ATTEMPTS = 5;

export interface ScheduleOptions {
  /** Deterministic id (no ':'); scheduling the same id twice keeps one job. */
  jobId: string;
  delayMs?: number;
  /** DEFAULT_JOB_ATTEMPTS unless given. */
  attempts?: number;
}

export interface RepeatOptions {
  everyMs: number;
  /** First run after this delay (default: everyMs). */
  startAfterMs?: number;
}

/**
 * The job port: delayed and repeating jobs that survive a restart (BullMQ on Redis, or a table in
 * the service's own schema). Register definitions before `start`.
 */
export interface JobScheduler {
  readonly kind: 'bullmq' | 'in-process';
  register(definition: JobDefinition<any>): void;
  schedule<T>(name: string, data: T, options: ScheduleOptions): Promise<void>;
  repeat<T>(schedulerId: string, name: string, data: T, options: RepeatOptions): Promise<void>;
  /** Removes a pending job or a repeating scheduler by its id; unknown ids are ignored. */
  cancel(id: string): Promise<void>;
  start(): Promise<void>;
  /** Resolves when the job store answers (Redis PING); absent for the in-process scheduler, whose store is the service's database. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
