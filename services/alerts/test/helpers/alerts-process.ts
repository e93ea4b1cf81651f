import { randomBytes } from 'node:crypto';
import {
  createBullmqJobScheduler,
  createDatabase,
  createInProcessEventBus,
  createInProcessJobScheduler,
  loadConfig,
  type Database,
  type JobScheduler,
  type ServiceHandle,
} from '@tally/service-kit';
import { createTestAuth, redisTestUrl, silentLogger } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../../src/create-alerts-service';

export interface AlertsProcessOptions {
  databaseUrl: string;
  mode: 'embedded' | 'distributed';
  /** BullMQ queue name and key prefix (distributed). */
  queue: string;
  prefix: string;
  /** Called with the database before the service is composed (the crash test wraps its transactions). */
  prepare?: (database: Database) => void;
}

/**
 * Alerts composed as its process does, on a given database and the run mode's job scheduler, so a
 * test can run it in a child process, kill that, and start it again on the same database and queue.
 */
export async function openAlertsProcess(options: AlertsProcessOptions) {
  const logger = silentLogger();
  const auth = createTestAuth();
  const database = createDatabase({ url: options.databaseUrl, poolSize: 4 });
  options.prepare?.(database);
  const bus = createInProcessEventBus({ logger });
  const jobs: JobScheduler =
    options.mode === 'distributed'
      ? createBullmqJobScheduler({ redisUrl: redisTestUrl(), queueName: options.queue, prefix: options.prefix, logger, backoffMs: 100 })
      : createInProcessJobScheduler({ db: database.db, table: alertsJobsTable, logger, pollMs: 50, backoffMs: 100 });
  const config = loadConfig(alertsConfigSchema, { PORT: '0', DATABASE_URL: options.databaseUrl, SERVICE_TOKEN_SECRET: randomBytes(24).toString('hex') });
  const handle: ServiceHandle = await createAlertsService({ config, database, bus, jobs, logger, tokenKey: auth.key });
  for (const subscription of handle.subscriptions) await bus.subscribe(subscription);
  // Only the service's background loops run: jobs stay waiting where the scheduler keeps them.
  await handle.start();
  return {
    handle,
    auth,
    jobs,
    database,
    async close() {
      await handle.stop();
      await jobs.close();
      await bus.close();
      await database.close();
    },
  };
}
