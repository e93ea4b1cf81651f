import type Koa from 'koa';

/** Headers every API answer carries; the gateway adds the page-level ones (CSP) for front ends. */
export function securityHeaders(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
