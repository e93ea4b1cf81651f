import type { z } from 'zod';
import { createTokenKey } from '../auth/service-token';
import { createDatabase } from '../db/create-database';
import { databaseTimeoutsFrom, loadConfig, type BaseConfig } from '../config/load-config';
import { createLogger } from '../log/logger';
import type { JobsTable } from '../outbox/tables';
import { onShutdown } from './on-shutdown';
import { createEventBusFor, createJobSchedulerFor } from './select-adapters';
import type { ServiceDeps } from './service-deps';
import type { ServiceHandle } from './service-handle';
import { startService } from './start-service';

export interface ServiceProcessOptions<S extends z.ZodObject> {
  name: string;
  configSchema: S;
  jobsTable: JobsTable;
  create(deps: ServiceDeps<z.infer<S>>): Promise<ServiceHandle>;
}

/**
 * The distributed entry point of one service: configuration from the environment (failing fast),
 * adapters chosen by it, the service, and a graceful shutdown that drains in BullMQ/NATS order.
 */
export async function runServiceProcess<S extends z.ZodObject>(options: ServiceProcessOptions<S>): Promise<void> {
  let config: z.infer<S> & BaseConfig;
  try {
    config = loadConfig(options.configSchema) as z.infer<S> & BaseConfig;
  } catch (err) {
    process.stderr.write(`${options.name}: ${(err as Error).message}\n`);
    process.exit(78);
  }
  const logger = createLogger({ name: options.name, level: config.LOG_LEVEL });
  const database = createDatabase({ url: config.DATABASE_URL, applicationName: `tally-${options.name}`, timeouts: databaseTimeoutsFrom(config) });
  const bus = await createEventBusFor(config, logger);
  const jobs = createJobSchedulerFor(config, { name: options.name, db: database.db, table: options.jobsTable, logger });
  const handle = await options.create({ config, database, bus, jobs, logger, tokenKey: createTokenKey(config.SERVICE_TOKEN_SECRET) });
  const running = await startService(handle, { port: config.PORT, host: config.HOST, bus, jobs, logger });
  onShutdown(logger, async () => {
    await running.stop();
    await bus.close();
    await database.close();
  });
}
