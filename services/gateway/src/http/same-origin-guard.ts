import type Koa from 'koa';
import { ERROR_CODES } from '@tally/contracts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses state-changing requests that another site started (CSRF), by Origin or Sec-Fetch-Site. */
export function sameOriginGuard(allowedOrigins: string[]): Koa.Middleware {
  return async (ctx, next) => {
    if (SAFE.has(ctx.method)) return next();
    const origin = ctx.get('origin');
    const own = `${ctx.protocol}://${ctx.host}`;
    const crossOrigin = origin ? origin !== own && !allowedOrigins.includes(origin) : ctx.get('sec-fetch-site') === 'cross-site';
    if (crossOrigin) {
      ctx.status = 403;
      ctx.body = { message: 'Requests from other sites are not allowed.', code: ERROR_CODES.notAllowed };
      return;
    }
    return next();
  };
}
