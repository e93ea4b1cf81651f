import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  createDatabase,
  createEventBusFor,
  createJobSchedulerFor,
  createTokenKey,
  runMigrations,
  startService,
  type EventBus,
  type JobsTable,
  type Logger,
  type RunningService,
  type ServiceDeps,
  type ServiceHandle,
} from '@tally/service-kit';
import { alertsJobsTable, createAlertsService } from '@tally/alerts/service';
import { createGatewayService } from '@tally/gateway/service';
import { identityJobsTable, createIdentityService, type IdentityServiceConfig } from '@tally/identity/service';
import { insightsJobsTable, createInsightsService } from '@tally/insights/service';
import { ledgerJobsTable, createLedgerService } from '@tally/ledger/service';
import { scannerJobsTable, createScannerService } from '@tally/scanner/service';
import { gatewayMigrationsFolder, createCachedSessionStore, createDbSessionStore, createRedisSessionStore, createInProcessTransport, defaultFrontendRoot } from '@tally/gateway/embedding';
import type { EmbeddedConfig } from './config';
import { loadOrCreateSessionKeys } from './session-keys';

const SERVICES: Array<{ name: 'identity' | 'ledger' | 'scanner' | 'insights' | 'alerts'; jobsTable: JobsTable; create(deps: ServiceDeps<any>): Promise<ServiceHandle> }> = [
  { name: 'identity', jobsTable: identityJobsTable, create: createIdentityService },
  { name: 'ledger', jobsTable: ledgerJobsTable, create: createLedgerService },
  { name: 'scanner', jobsTable: scannerJobsTable, create: createScannerService },
  { name: 'insights', jobsTable: insightsJobsTable, create: createInsightsService },
  { name: 'alerts', jobsTable: alertsJobsTable, create: createAlertsService },
];

export interface Embedded {
  url: string;
  port: number;
  /** The shared bus, for tests that play another service's part. */
  bus: EventBus;
  stop(): Promise<void>;
}

/**
 * One process, the same topology as distributed mode: every service on its own loopback port with
 * its own schema, one shared PGlite, one in-process bus, and the gateway calling each service's
 * request handler directly.
 */
export async function startEmbedded(config: EmbeddedConfig, logger: Logger): Promise<Embedded> {
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite') });
  const bus = await createEventBusFor(config, logger);
  const tokenKey = createTokenKey(config.SERVICE_TOKEN_SECRET ?? randomBytes(32).toString('hex'));
  const serviceConfig: IdentityServiceConfig = {
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    SMTP_URL: config.SMTP_URL,
    MAIL_FROM: config.MAIL_FROM,
    VERIFICATION_TTL_HOURS: 48,
    REDIS_URL: config.REDIS_URL,
    NATS_SUBJECT_PREFIX: config.NATS_SUBJECT_PREFIX,
    mailboxDir: path.join(config.DATA_DIR, 'mailbox'),
  };

  const handles: ServiceHandle[] = [];
  const jobSchedulers = [];
  for (const service of SERVICES) {
    const jobs = createJobSchedulerFor(config, { name: service.name, db: database.db, table: service.jobsTable, logger });
    handles.push(await service.create({ config: serviceConfig, database, bus, jobs, logger, tokenKey }));
    jobSchedulers.push(jobs);
  }
  const running: RunningService[] = [];
  for (const [i, handle] of handles.entries()) {
    running.push(await startService(handle, { port: 0, host: '127.0.0.1', bus, jobs: jobSchedulers[i], logger }));
  }

  await runMigrations(database, { schema: 'gateway', folder: gatewayMigrationsFolder });
  // One gateway owns the sessions here, so a memory cache in front of the table is safe (and saves a query per call).
  const sessions = config.REDIS_URL ? createRedisSessionStore(config.REDIS_URL, config.NATS_SUBJECT_PREFIX) : createCachedSessionStore(createDbSessionStore(database.db));
  const byName = Object.fromEntries(handles.map((h) => [h.name, h.app.callback()]));
  const identityUrl = running.find((r) => r.name === 'identity')!.url;
  const gateway = createGatewayService({
    config: { SESSION_KEYS: (config.SESSION_KEYS ?? (await loadOrCreateSessionKeys(config.DATA_DIR))).split(','), PUBLIC_URL: config.PUBLIC_URL },
    logger,
    tokenKey,
    bus,
    sessions,
    transport: createInProcessTransport(byName as Parameters<typeof createInProcessTransport>[0]),
    identityUrl: () => identityUrl,
    isReady: async () => true,
    frontendRoot: config.FRONTEND_ROOT ?? defaultFrontendRoot(),
  });
  const front = await startService(gateway, { port: config.PORT, host: config.HOST, bus, logger });

  return {
    url: `http://localhost:${front.port}`,
    port: front.port,
    bus,
    async stop() {
      await front.stop();
      for (const service of running.reverse()) await service.stop();
      await bus.close();
      await database.close();
    },
  };
}
