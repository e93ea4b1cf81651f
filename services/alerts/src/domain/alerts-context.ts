import type { JobScheduler, Logger } from '@tally/service-kit';
import type { AlertsWork } from './alerts-work';
import type { PushQueue } from './notify';

/** What alerts' use cases, handlers and jobs share. */
export interface AlertsContext {
  work: AlertsWork;
  clock: () => Date;
  jobs: JobScheduler;
  push: PushQueue;
  logger: Logger;
  /** Length of one session minute (60 000 ms; shortened by tests and benchmarks). */
  minuteMs: number;
}

/**
 * Runs a job-scheduler call after the commit that decided it. The job port is not part of the
 * transaction (BullMQ lives in Redis); a failure is logged, and the sweeps repair what it missed.
 */
export function afterCommitSchedule(ctx: Pick<AlertsContext, 'logger'>, scope: { afterCommit(callback: () => void): void }, what: string, call: () => Promise<void>): void {
  scope.afterCommit(() => void call().catch((err) => ctx.logger.error({ err, what }, 'Could not schedule a job')));
}
