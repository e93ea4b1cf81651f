import type { KeyObject } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { DEFAULT_TIME_ZONE } from '@tally/contracts';
import { verifyServiceToken, type ServiceCaller } from '../auth/service-token';
import { AuthenticationError } from '../errors';
import type { Logger } from '../log/logger';
import { errorMiddleware } from './error-middleware';
import { healthEndpoints, type DependencyChecks } from './health-endpoints';
import { logRequestErrors, requestContext, type RequestState } from './request-context';
import { securityHeaders } from './security-headers';

export interface ServiceState extends RequestState {
  caller: ServiceCaller;
  /** An idempotent request's key and hash, for a handler that claims the key in its own transaction (idempotent-writes.ts). */
  idempotency?: { key: string; requestHash: string };
}
export type ServiceContext = Koa.ParameterizedContext<ServiceState>;
export type ServiceApp = Koa<ServiceState>;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  tokenKey: KeyObject;
  /** What /readyz checks (its database, and NATS and Redis when it uses them); ready when each answers. */
  dependencies?: DependencyChecks;
}

/**
 * The Koa app every service starts from: request id and log line, compressed answers, the one error translator,
 * security headers, health endpoints and the gateway token check (nothing else gets through). Each
 * operation's body is read by its route (`route()` in ../http/route.ts), with the table's size limit.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const app = new Koa<ServiceState>({ proxy: true });

  logRequestErrors(app, options.logger);
  app.use(requestContext(options.logger));
  // Answers are compressed where they are made (the gateway passes them through as they are): a
  // month of a heavy user's activities for Reports is 590 KB of JSON and 46 KB gzipped, on a phone's network.
  // The fastest level: JSON shrinks almost as much, for a third of the CPU of the default. Calls
  // between services (/internal/) stay on this machine or its network: compressing a person's whole
  // history for the insights service only cost both sides CPU (generation p95 184 -> 270 ms).
  const compressAnswer = compress({ threshold: 1024, br: false, gzip: { level: zlib.Z_BEST_SPEED }, deflate: false });
  app.use((ctx, next) => (ctx.path.startsWith('/internal/') ? next() : compressAnswer(ctx, () => next().then(() => serialiseJsonBody(ctx)))));
  app.use(errorMiddleware());
  app.use(securityHeaders());
  app.use(healthEndpoints(options));
  app.use(async (ctx, next) => {
    ctx.state.caller = verifyServiceToken(options.tokenKey, ctx.get('authorization') || undefined);
    return next();
  });
  return app;
}

/**
 * An answer given as an object becomes its JSON text before koa-compress looks at it: compress reads the answer's
 * length to compare with its threshold, which for an object means JSON.stringify, and Koa then stringified it again
 * to send it (about 4% of a cached read's CPU). Its Content-Type stays the JSON one Koa set with the object.
 */
function serialiseJsonBody(ctx: Koa.Context): void {
  const { body } = ctx;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
  ctx.body = JSON.stringify(body);
}

/** The signed-in person behind this request; 401 when the gateway forwarded a signed-out call. */
export function requireUserId(ctx: ServiceContext): string {
  const userId = ctx.state.caller?.userId;
  if (!userId) throw new AuthenticationError();
  return userId;
}

/**
 * The signed-in person's IANA time zone, from the gateway's token (claim tz). A token without one (a signed-out
 * call, a test that sets none) reads in the product's default zone, Australia/Sydney.
 */
export function callerTimeZone(ctx: ServiceContext): string {
  return ctx.state.caller?.timeZone ?? DEFAULT_TIME_ZONE;
}
