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

export interface ScheduleOptions {
  /** Deterministic id (no ':'); scheduling the same id twice keeps one job. */
  jobId: string;
  delayMs?: number;
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
