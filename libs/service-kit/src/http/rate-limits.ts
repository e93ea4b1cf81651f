/**
 * The binder's step for rows with a `rateLimit` (contracts routes.ts): each request is counted against
 * every limit of its row before the handler runs, and one over any limit is refused with 429 and
 * Retry-After. Counting is rate-limiter-flexible's: one atomic upsert per limit in the service's own
 * `rate_limits` table (embedded mode), or INCR with an expiry in Redis (distributed mode), so requests
 * sent at once are all counted and replicas share the count.
 * Keys are a SHA-256 of operation, kind and value: a counter never names the person, the address or
 * the IP it counts, and it lasts no longer than its window.
 */
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type pg from 'pg';
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_ENDPOINTS, type ApiRoute, type OperationId, type RateLimit } from '@tally/contracts';
import type { ServiceState } from '../app/create-service-app';
import { TooManyRequestsError, UnavailableError } from '../errors';

export interface RateLimits {
  /** The step for one row with limits, placed after the body is read and before the handler. */
  step(operation: ApiRoute): Koa.Middleware<ServiceState>;
  /**
   * Gives one request back to a limit's counter: for what proved harmless after the fact (a registration
   * whose address was then confirmed is not a flood of mail to other people's addresses).
   */
  refund(operationId: OperationId, per: RateLimit['per'], value: string): Promise<void>;
  /** Deletes embedded mode's counters whose window has ended (Redis expires its own). */
  sweepExpired(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitsOptions {
  /** The service's name, which is also its PostgreSQL schema (embedded mode's table goes there). */
  service: string;
  pool: pg.Pool;
  /** Distributed mode: counters in Redis, shared by every replica. */
  redis?: { url: string; prefix: string; commandTimeoutMs: number };
  /** RATE_LIMITS: numbers that replace the route table's. */
  overrides?: RateLimitOverrides;
}

/** `operationId:per` -> points and window, from RATE_LIMITS. */
export type RateLimitOverrides = ReadonlyMap<string, { points: number; windowSec: number }>;

const RATE_LIMIT_ENTRY = /^([A-Za-z]+):(address|person|email)=(\d+)\/(\d+)$/;

/**
 * Reads RATE_LIMITS: comma-separated `operationId:per=points/windowSec`, e.g. `register:address=20/60`.
 * Throws on an entry it cannot read, so a typo stops the service instead of leaving a limit unchanged.
 */
export function parseRateLimits(text: string | undefined): RateLimitOverrides {
  const overrides = new Map<string, { points: number; windowSec: number }>();
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = RATE_LIMIT_ENTRY.exec(entry);
    if (!match || Number(match[3]) < 1 || Number(match[4]) < 1) throw new Error(`RATE_LIMITS: "${entry}" is not operationId:address|person|email=points/windowSec`);
    overrides.set(`${match[1]}:${match[2]}`, { points: Number(match[3]), windowSec: Number(match[4]) });
  }
  return overrides;
}

const UNAVAILABLE = 'This is unavailable for a moment. Please try again shortly.';

export function createRateLimits(options: RateLimitsOptions): RateLimits {
  // Connected on first use: a service without limited rows opens no connection.
  let redis: Redis | undefined;
  const redisClient = (settings: NonNullable<RateLimitsOptions['redis']>) => {
    if (!redis) {
      redis = new Redis(settings.url, { maxRetriesPerRequest: 2, commandTimeout: settings.commandTimeoutMs });
      redis.on('error', () => undefined); // reconnects by itself; a command meanwhile fails, and the request answers 503
    }
    return redis;
  };
  // Embedded mode's table is made once, on the first request that needs it (CREATE TABLE IF NOT EXISTS).
  let tableReady: Promise<void> | undefined;
  const limiters = new Map<string, RateLimiterAbstract>();

  const limiterFor = (operationId: string, limit: RateLimit): RateLimiterAbstract => {
    const name = `${operationId}:${limit.per}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const { points, windowSec } = options.overrides?.get(name) ?? limit;
      const common = { points, duration: windowSec, keyPrefix: name };
      limiter = options.redis
        ? new RateLimiterRedis({ ...common, storeClient: redisClient(options.redis), keyPrefix: `${options.redis.prefix}:rate:${name}` })
        : new RateLimiterPostgres({
            ...common,
            storeClient: options.pool,
            storeType: 'pool',
            schemaName: options.service,
            tableName: 'rate_limits',
            tableCreated: true,
            clearExpiredByTimeout: false,
          });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  const ensureTable = () =>
    (tableReady ??= options.pool
      .query(`CREATE TABLE IF NOT EXISTS "${options.service}"."rate_limits" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
      .then(() => undefined)
      .catch((err: unknown) => {
        tableReady = undefined;
        throw err;
      }));

  return {
    step(operation) {
      const limits = operation.rateLimit ?? [];
      const readsJson = operation.body !== undefined && operation.bodyContentType !== 'multipart/form-data';
      return async (ctx, next) => {
        // A body its schema refuses does no work and sends no mail: the binder answers 400 and nothing is counted.
        if (readsJson && !operation.body!.safeParse(ctx.request.body).success) return next();
        let wait = 0;
        for (const limit of limits) {
          const value = countedValue(ctx, limit);
          if (!value) continue;
          const key = keyOf(operation.operationId, limit.per, value);
          try {
            if (!options.redis) await ensureTable();
            await limiterFor(operation.operationId, limit).consume(key);
          } catch (rejection) {
            if (!(rejection instanceof RateLimiterRes)) throw new UnavailableError(UNAVAILABLE, 5, { cause: rejection });
            wait = Math.max(wait, Math.ceil(rejection.msBeforeNext / 1000), 1);
          }
        }
        if (wait > 0) throw new TooManyRequestsError(tooManyMessage(wait), wait);
        await next();
      };
    },
    async refund(operationId, per, value) {
      const limit = (API_ENDPOINTS[operationId] as Partial<Pick<ApiRoute, 'rateLimit'>>).rateLimit?.find((l) => l.per === per);
      if (!limit) throw new Error(`${operationId} has no rate limit per ${per}`);
      if (!options.redis) await ensureTable();
      await limiterFor(operationId, limit).reward(keyOf(operationId, per, normalised(per, value)), 1);
    },
    async sweepExpired() {
      if (options.redis || !tableReady) return;
      await options.pool.query(`DELETE FROM "${options.service}"."rate_limits" WHERE expire < $1`, [Date.now()]);
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}

/** The 429's words, which the front ends show as they are (a toast's description). */
function tooManyMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const keyOf = (operationId: string, per: RateLimit['per'], value: string) => createHash('sha256').update(`${operationId}:${per}:${value}`).digest('hex');
const normalised = (per: RateLimit['per'], value: string) => (per === 'email' ? value.trim().toLowerCase() : value);

/** What a limit counts for this request, or nothing (a body without an email is refused by its schema anyway). */
function countedValue(ctx: Koa.ParameterizedContext<ServiceState>, limit: RateLimit): string | undefined {
  if (limit.per === 'person') return ctx.state.caller?.userId ?? undefined;
  // Services sit behind the gateway, which sets X-Forwarded-For to the caller it sees (Koa's proxy mode reads it).
  if (limit.per === 'address') return ctx.ip;
  const email = (ctx.request as { body?: { email?: unknown } }).body?.email;
  return typeof email === 'string' ? normalised('email', email) : undefined;
}
