import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  createDatabase,
  createEventBusFor,
  createJobSchedulerFor,
  createTokenKey,
  databaseTimeoutsFrom,
  loadConfig,
  startService,
  type Database,
  type EventBus,
  type JobsTable,
  type Logger,
  type RunningService,
  type ServiceDeps,
  type ServiceHandle,
} from '@tally/service-kit';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '@tally/alerts/service';
import { createGatewayService } from '@tally/gateway/service';
import { createIdentityService, identityConfigSchema, identityJobsTable } from '@tally/identity/service';
import { createInsightsService, insightsConfigSchema, insightsJobsTable } from '@tally/insights/service';
import { createLedgerService, ledgerConfigSchema, ledgerJobsTable } from '@tally/ledger/service';
import { createScannerService, scannerConfigSchema, scannerJobsTable } from '@tally/scanner/service';
import { createInProcessTransport, defaultFrontendRoot, serviceReadiness } from '@tally/gateway/embedding';
import type { EmbeddedConfig } from './config';
import { assertNoPgliteData, lockDataFolder } from './data-folder';
import { startEmbeddedPostgres } from './postgres/embedded-postgres-server';
import { provisionServiceRoles } from './postgres/service-roles';
import { loadOrCreateSessionKeys } from './session-keys';
import { loadOrCreateVapidKeys } from './vapid-keys';

interface ServiceEntry {
  name: 'identity' | 'ledger' | 'scanner' | 'insights' | 'alerts';
  configSchema: z.ZodObject;
  jobsTable: JobsTable;
  create(deps: ServiceDeps<any>): Promise<ServiceHandle>;
}

const SERVICES: ServiceEntry[] = [
  { name: 'identity', configSchema: identityConfigSchema, jobsTable: identityJobsTable, create: createIdentityService },
  { name: 'ledger', configSchema: ledgerConfigSchema, jobsTable: ledgerJobsTable, create: createLedgerService },
  { name: 'scanner', configSchema: scannerConfigSchema, jobsTable: scannerJobsTable, create: createScannerService },
  { name: 'insights', configSchema: insightsConfigSchema, jobsTable: insightsJobsTable, create: createInsightsService },
  { name: 'alerts', configSchema: alertsConfigSchema, jobsTable: alertsJobsTable, create: createAlertsService },
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
 * its own pool, role and schema on one PostgreSQL server (the embedded one under DATA_DIR unless
 * DATABASE_URL names another), one in-process bus, and the gateway calling each service's request
 * handler directly.
 */
export async function startEmbedded(config: EmbeddedConfig, logger: Logger): Promise<Embedded> {
  const lock = await lockDataFolder(config.DATA_DIR);
  const cleanups: Array<() => Promise<void>> = [() => lock.release()];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((err) => logger.error({ err }, 'Stopping failed'));
  };
  try {
    const urls = await databaseUrls(config, logger, cleanups);
    const bus = await createEventBusFor(config, logger);
    cleanups.push(() => bus.close());
    const secret = config.SERVICE_TOKEN_SECRET ?? randomBytes(32).toString('hex');
    const tokenKey = createTokenKey(secret);
    // Each service reads the same variables as when it runs alone; only what the launcher decides is set here.
    // Push keys of their own unless configured; the environment still wins.
    const pushKeys = process.env.VAPID_PUBLIC_KEY ? undefined : await loadOrCreateVapidKeys(config.DATA_DIR);
    const serviceEnv = (name: string) => ({
      ...(name === 'alerts' && pushKeys ? { VAPID_PUBLIC_KEY: pushKeys.publicKey, VAPID_PRIVATE_KEY: pushKeys.privateKey } : {}),
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: urls[name],
      SERVICE_TOKEN_SECRET: secret,
      DATA_DIR: config.DATA_DIR,
      PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      // Insights reads a person's records from the ledger's internal route (ADR 0006); ledger starts first.
      ...(name === 'insights' ? { LEDGER_URL: running.find((r) => r.name === 'ledger')!.url } : {}),
      // The one ledger of embedded mode knows every data version it commits: its cached reads need no round trip (ADR 0010).
      ...(name === 'ledger' ? { READ_CACHE_VERSIONS: 'process' } : {}),
    });

    const running: RunningService[] = [];
    const handles: ServiceHandle[] = [];
    for (const service of SERVICES) {
      const database = openPool(config, urls[service.name], service.name, cleanups);
      const jobs = createJobSchedulerFor(config, { name: service.name, db: database.db, table: service.jobsTable, logger });
      const handle = await service.create({ config: loadConfig(service.configSchema, serviceEnv(service.name)), database, bus, jobs, logger, tokenKey });
      const started = await startService(handle, { port: 0, host: '127.0.0.1', bus, jobs, logger, startLoops: false });
      cleanups.push(() => started.stop());
      handles.push(handle);
      running.push(started);
    }

    // Every consumer listens now, so events a crash left in an outbox reach all of them.
    for (const handle of handles) await handle.start();

    const byName = Object.fromEntries(handles.map((h) => [h.name, h.app.callback()]));
    const identityUrl = running.find((r) => r.name === 'identity')!.url;
    const gateway = await createGatewayService({
      config: {
        SESSION_KEYS: (config.SESSION_KEYS ?? (await loadOrCreateSessionKeys(config.DATA_DIR))).split(','),
        PUBLIC_URL: config.PUBLIC_URL,
        TRUST_PROXY: config.TRUST_PROXY,
        REDIS_URL: config.REDIS_URL,
        REDIS_COMMAND_TIMEOUT_MS: config.REDIS_COMMAND_TIMEOUT_MS,
        NATS_SUBJECT_PREFIX: config.NATS_SUBJECT_PREFIX,
      },
      logger,
      tokenKey,
      bus,
      database: openPool(config, urls.gateway, 'gateway', cleanups),
      // One gateway owns the sessions here, so a memory cache in front of the table is safe (and saves a query per call).
      soleGateway: true,
      transport: createInProcessTransport(byName as Parameters<typeof createInProcessTransport>[0]),
      identityUrl: () => identityUrl,
      // Each service's own /readyz on its loopback port: its database (and NATS, Redis when configured).
      services: Object.fromEntries(running.map((r) => [r.name, () => serviceReadiness(r.url)])),
      frontendRoot: config.FRONTEND_ROOT ?? defaultFrontendRoot(),
    });
    const front = await startService(gateway, { port: config.PORT, host: config.HOST, bus, logger });
    cleanups.push(() => front.stop());

    return { url: `http://localhost:${front.port}`, port: front.port, bus, stop: cleanUp };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

/** The embedded server (started here, stopped last) with a role per service, or the server DATABASE_URL names. */
async function databaseUrls(config: EmbeddedConfig, logger: Logger, cleanups: Array<() => Promise<void>>): Promise<Record<string, string>> {
  const names = [...SERVICES.map((s) => s.name), 'gateway'];
  if (config.DATABASE_URL) return Object.fromEntries(names.map((name) => [name, config.DATABASE_URL!]));
  assertNoPgliteData(config.DATA_DIR);
  const server = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, logger });
  cleanups.push(() => server.stop());
  return provisionServiceRoles(server.url, names);
}

function openPool(config: EmbeddedConfig, url: string, name: string, cleanups: Array<() => Promise<void>>): Database {
  const database = createDatabase({ url, applicationName: `tally-${name}`, timeouts: databaseTimeoutsFrom(config) });
  cleanups.push(() => database.close());
  return database;
}
