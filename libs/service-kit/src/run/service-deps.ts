import type { KeyObject } from 'node:crypto';
import type { EventBus } from '../bus/event-bus';
import type { Database } from '../db/db';
import type { JobScheduler } from '../jobs/job-scheduler';
import type { Logger } from '../log/logger';

/** What every service factory is given; main.ts (distributed) and the embedded launcher build it. */
export interface ServiceDeps<C = unknown> {
  config: C;
  database: Database;
  bus: EventBus;
  jobs: JobScheduler;
  logger: Logger;
  tokenKey: KeyObject;
  /** Injected so tests can move time. */
  clock?: () => Date;
}
