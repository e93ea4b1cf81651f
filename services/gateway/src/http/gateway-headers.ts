import type Koa from 'koa';

/**
 * Security headers for everything the gateway answers. Styles allow 'unsafe-inline' because
 * emotion (MUI) injects style tags; scripts come only from here and the remotes' own origins.
 */
export function gatewayHeaders(options: { remoteOrigins: string[]; secure: boolean }): Koa.Middleware {
  const extra = options.remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${extra} 'wasm-unsafe-eval'`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${extra}`.trim(),
    // 'self': the service worker /sw.js (push alerts) registers from the app's own origin.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    ctx.set('Content-Security-Policy', csp);
    if (options.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
