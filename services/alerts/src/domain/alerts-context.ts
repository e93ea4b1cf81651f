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
