import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { ERROR_CODES } from '@tally/contracts';
import type { ServiceName } from './route-map';

/** How the gateway hands a request to a service: the same token and headers either way. */
export interface ServiceTransport {
  forward(service: ServiceName, ctx: Koa.Context): Promise<void>;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Embedded mode: call the service's own Koa handler in this process (no loopback hop). */
export function createInProcessTransport(handlers: Record<ServiceName, NodeHandler>): ServiceTransport {
  return {
    forward(service, ctx) {
      ctx.respond = false;
      return new Promise<void>((resolve) => {
        ctx.res.once('close', resolve);
        ctx.res.once('finish', resolve);
        handlers[service](ctx.req, ctx.res);
      });
    },
  };
}

/** Distributed mode: http-proxy-middleware mounted directly (koa-connect leaks pending promises; STACK-NOTES 7). */
export function createProxyTransport(urls: Record<ServiceName, string>): ServiceTransport {
  // Reused upstream connections; without them every call opens a socket and the browser's is closed too.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const proxies = Object.fromEntries(
    Object.entries(urls).map(([name, target]) => [
      name,
      createProxyMiddleware({
        target,
        agent,
        changeOrigin: false,
        xfwd: true,
        proxyTimeout: 30_000,
        on: {
          error: (_err, _req, res) => {
            const response = res as ServerResponse;
            if (!response.headersSent) {
              response.writeHead(502, { 'content-type': 'application/json' });
              response.end(JSON.stringify({ message: 'The service is unavailable. Please try again shortly.', code: ERROR_CODES.unavailable }));
            } else response.end();
          },
        },
      }),
    ]),
  ) as Record<ServiceName, RequestHandler>;
  return {
    forward(service, ctx) {
      ctx.respond = false;
      return new Promise<void>((resolve, reject) => {
        ctx.res.once('close', resolve);
        proxies[service](ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve()));
      });
    },
  };
}
