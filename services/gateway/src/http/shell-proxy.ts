import { Agent } from 'node:http';
import type Koa from 'koa';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** Distributed mode: page requests go to the shell's own static server, keeping one origin for cookies. */
export function shellProxy(target: string): Koa.Middleware {
  const proxy = createProxyMiddleware({ target, agent: new Agent({ keepAlive: true }), changeOrigin: true, proxyTimeout: 15_000 });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) return next();
    ctx.respond = false;
    await new Promise<void>((resolve, reject) => {
      ctx.res.once('close', resolve);
      proxy(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve()));
    });
  };
}
