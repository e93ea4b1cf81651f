import type Koa from 'koa';

export interface HealthOptions {
  /** Named in the answers. */
  name: string;
  /** Answers /readyz; ready when this resolves true (always, when absent). */
  isReady?: () => boolean | Promise<boolean>;
}

/** `/healthz` (the process answers) and `/readyz` (it can serve: 200 ready, 503 starting); every other path goes on. */
export function healthEndpoints(options: HealthOptions): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok', service: options.name };
      return;
    }
    if (ctx.path === '/readyz') {
      const ready = options.isReady ? await options.isReady() : true;
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'starting', service: options.name };
      return;
    }
    return next();
  };
}
