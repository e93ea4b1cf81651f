import { createServiceApp, type ServiceApp } from '../app/create-service-app';
import type { DependencyChecks } from '../app/health-endpoints';
import type { BaseConfig } from '../config/load-config';
import { bindRoutes } from '../http/bind-routes';
import { createRateLimits, parseRateLimits, type RateLimits } from '../http/rate-limits';
import type { BoundRoute } from '../http/route';
import type { Subscription } from '../bus/event-bus';
import type { Db } from '../db/db';
import { runMigrations } from '../db/run-migrations';
import type { JobDefinition } from '../jobs/job-scheduler';
import type { Logger } from '../log/logger';
import { createDeadLetters } from '../dead-letters/dead-letters';
import { startDeadLetterReplayer, type DeadLetterReplayer } from '../dead-letters/dead-letter-replayer';
import { createIdempotentWrites } from '../idempotency/idempotent-writes';
import type { DeadLettersTable, ForgottenPeopleTable, IdempotencyKeysTable, InboxTable, JobOutboxTable, OutboxTable } from '../outbox/tables';
import { createUnitOfWork, type UnitOfWork } from '../work/unit-of-work';
import type { ServiceDeps } from './service-deps';
import type { ServiceHandle } from './service-handle';

/** How often expired idempotency keys are deleted (a lookup already ignores them). */
const IDEMPOTENCY_SWEEP_MS = 60 * 60 * 1000;

export interface ComposeOptions<R> {
  /** The service's id, which is also its schema. */
  name: string;
  migrationsFolder: string;
  /**
   * With `deadLetters`, events the service's consumers give up on are kept there for replay; with
   * `jobOutbox`, jobs its transactions decide on are written with them and drained into `deps.jobs`;
   * with `forgottenPeople`, writes and events for people identity deleted are refused. A service
   * that serves an `idempotent` row keeps its Idempotency-Keys in `idempotencyKeys`.
   */
  tables: {
    outbox: OutboxTable;
    inbox: InboxTable;
    deadLetters?: DeadLettersTable;
    jobOutbox?: JobOutboxTable;
    forgottenPeople?: ForgottenPeopleTable;
    idempotencyKeys?: IdempotencyKeysTable;
  };
  repositories(db: Db): R;
}

/** What every service is built from, and `handle()` to finish it with its own routes, subscriptions and jobs. */
export interface ServiceParts<R> {
  logger: Logger;
  app: ServiceApp;
  work: UnitOfWork<R>;
  clock: () => Date;
  /** The binder's rate limits (routes.ts `rateLimit`), for a handler that gives a request back (`refund`). */
  rateLimits: RateLimits;
  handle(parts: { routes?: BoundRoute[]; subscriptions?: Subscription[]; jobs?: JobDefinition<any>[]; stop?: () => Promise<void> }): ServiceHandle;
}

/**
 * The steps every service factory shares: its migrations, its logger, the Koa app with the token
 * check, and its unit of work (transactions, outbox and relay). Factories add only what is theirs.
 */
export async function composeService<R extends object>(deps: ServiceDeps, options: ComposeOptions<R>): Promise<ServiceParts<R>> {
  await runMigrations(deps.database, { schema: options.name, folder: options.migrationsFolder });
  const logger = deps.logger.child({ service: options.name });
  const { jobOutbox } = options.tables;
  const work = createUnitOfWork({
    db: deps.database.db,
    tables: options.tables,
    bus: deps.bus,
    logger,
    repositories: options.repositories,
    ...(jobOutbox ? { jobOutbox: { table: jobOutbox, jobs: deps.jobs } } : {}),
  });
  // Every service's config extends the base schema (load-config.ts).
  const config = deps.config as Partial<Pick<BaseConfig, 'REDIS_URL' | 'REDIS_COMMAND_TIMEOUT_MS' | 'NATS_SUBJECT_PREFIX' | 'RATE_LIMITS'>>;
  const rateLimits = createRateLimits({
    service: options.name,
    pool: deps.database.pool,
    redis: config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.NATS_SUBJECT_PREFIX ?? 'tally', commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS ?? 2000 } : undefined,
    overrides: parseRateLimits(config.RATE_LIMITS),
  });
  const app = createServiceApp({ name: options.name, logger, tokenKey: deps.tokenKey, dependencies: serviceDependencies(deps) });
  return {
    logger,
    app,
    work,
    clock: deps.clock ?? (() => new Date()),
    rateLimits,
    handle({ routes = [], subscriptions = [], jobs = [], stop }) {
      const keysTable = options.tables.idempotencyKeys;
      const unkeyed = routes.find((r) => r.operation.idempotent && !keysTable);
      if (unkeyed) throw new Error(`${unkeyed.operation.operationId} is idempotent: give ${options.name} an idempotencyKeys table`);
      const idempotentWrites = keysTable && createIdempotentWrites(deps.database.db, keysTable);
      const served = bindRoutes(app, routes, { idempotentWrites, rateLimits });
      const deadLettersTable = options.tables.deadLetters;
      const deadLetters = deadLettersTable && createDeadLetters(deps.database.db, deadLettersTable);
      const kept = deadLetters ? subscriptions.map((s) => deadLetters.keeping(s)) : subscriptions;
      let replayer: DeadLetterReplayer | undefined;
      let sweeper: NodeJS.Timeout | undefined;
      const sweep = () => {
        void idempotentWrites?.sweepExpired().catch((err: unknown) => logger.warn({ err }, 'Could not sweep expired idempotency keys'));
        void rateLimits.sweepExpired().catch((err: unknown) => logger.warn({ err }, 'Could not sweep expired rate-limit counters'));
      };
      return {
        name: options.name,
        app,
        routes: served,
        subscriptions: kept,
        jobs,
        async start() {
          work.start();
          if (deadLettersTable) replayer ??= startDeadLetterReplayer({ db: deps.database.db, table: deadLettersTable, subscriptions: kept, logger });
          if (!sweeper) {
            sweep();
            sweeper = setInterval(sweep, IDEMPOTENCY_SWEEP_MS).unref();
          }
        },
        async stop() {
          clearInterval(sweeper);
          sweeper = undefined;
          await replayer?.stop();
          replayer = undefined;
          await work.stop();
          await rateLimits.close();
          await stop?.();
        },
      };
    },
  };
}

/** What a service's /readyz checks: its database, and NATS and Redis when the run mode uses them. */
function serviceDependencies(deps: ServiceDeps): DependencyChecks {
  const { bus, jobs } = deps;
  return {
    database: () => deps.database.pool.query('select 1'),
    ...(bus.ping ? { nats: () => bus.ping!() } : {}),
    ...(jobs.ping ? { redis: () => jobs.ping!() } : {}),
  };
}
