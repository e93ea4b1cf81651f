import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Logger } from '../log/logger';

/** What every request carries from the first middleware on: its id and a logger that names it. */
export interface RequestState {
  requestId: string;
  logger: Logger;
}

/**
 * The request's id (the caller's when it sent a sane one, else a new one; echoed in `x-request-id`) and its
 * child logger; at debug level, a line per request with its status and time.
 */
export function requestContext(baseLogger: Logger): Koa.Middleware<RequestState> {
  const logsRequests = baseLogger.isLevelEnabled('debug');
  return async (ctx, next) => {
    const requestId = sanitiseRequestId(ctx.get('x-request-id')) ?? randomUUID();
    ctx.state.requestId = requestId;
    // The request's child logger is made when something logs: making one per request was a few
    // percent of a service's CPU on calls that log nothing.
    let logger: Logger | undefined;
    Object.defineProperty(ctx.state, 'logger', { get: () => (logger ??= baseLogger.child({ requestId })), enumerable: true });
    ctx.set('x-request-id', requestId);
    if (!logsRequests) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      ctx.state.logger.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}

/** Logs a failed request once, on the request's logger when it got that far. */
export function logRequestErrors<S, C>(app: Koa<S, C>, logger: Logger): void {
  app.on('error', (err, ctx?: Koa.ParameterizedContext<Partial<RequestState>>) => {
    (ctx?.state.logger ?? logger).error({ err }, 'Request failed');
  });
}

function sanitiseRequestId(value: string): string | undefined {
  return /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : undefined;
}
