import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { Pool, type Dispatcher } from 'undici';
import { ERROR_CODES } from '@tally/contracts';
import type { ServiceName } from './route-map';

/** How the gateway hands a request to a service: the same token and headers either way. */
export interface ServiceTransport {
  forward(service: ServiceName, ctx: Koa.Context): Promise<void>;
  /** Ends kept-alive connections (distributed mode) so shutdown does not wait for them. */
  close?(): Promise<void>;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Embedded mode: call the service's own Koa handler in this process (no loopback hop). */
export function createInProcessTransport(handlers: Record<ServiceName, NodeHandler>): ServiceTransport {
  return {
    forward(service, ctx) {
      ctx.respond = false;
      Object.assign(ctx.req.headers, forwardedFor(ctx));
      return new Promise<void>((resolve) => {
        ctx.res.once('close', resolve);
        ctx.res.once('finish', resolve);
        handlers[service](ctx.req, ctx.res);
      });
    },
  };
}

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/**
 * Distributed mode: each request goes to its service over a pool of kept-alive connections
 * (undici), streamed both ways. undici's client costs the gateway about half of what node:http
 * with http-proxy did per call, and the gateway's single thread is what every request passes.
 * The answer is written straight from undici's dispatch callbacks: its stream() helper adds a
 * Writable wrapper, an async resource and an end-of-stream watcher to every call, about a tenth
 * of the gateway's CPU per forwarded request.
 */
export function createProxyTransport(urls: Record<ServiceName, string>): ServiceTransport {
  const pools = Object.fromEntries(
    Object.entries(urls).map(([name, target]) => [name, new Pool(new URL(target).origin, { connections: 256, keepAliveTimeout: 30_000 })]),
  ) as Record<ServiceName, Pool>;
  return {
    forward(service, ctx) {
      ctx.respond = false;
      const { req, res } = ctx;
      return new Promise<void>((resolve) => {
        const options: Dispatcher.DispatchOptions = {
          path: req.url ?? '/',
          method: req.method as Dispatcher.HttpMethod,
          headers: forwardedHeaders(ctx),
          body: hasBody(req) ? req : null,
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        };
        pools[service].dispatch(options, answerWriter(res, resolve));
      });
    },
    async close() {
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
    },
  };
}

/**
 * Writes the service's answer to the caller as it arrives, pausing the service while the caller
 * is slow to read, and stops the service's request when the caller goes away. A service that
 * cannot be reached gets the caller a 502 with a plain message.
 */
function answerWriter(res: ServerResponse, done: () => void): Dispatcher.DispatchHandler {
  let controller: Dispatcher.DispatchController | undefined;
  const callerGone = () => {
    if (!res.writableFinished) controller?.abort(new Error('The caller closed the connection.'));
  };
  const finish = () => {
    res.off('close', callerGone);
    done();
  };
  res.once('close', callerGone);
  return {
    onRequestStart(started) {
      controller = started;
    },
    onResponseStart(_controller, statusCode, headers) {
      res.writeHead(statusCode, responseHeaders(headers));
    },
    onResponseData(paused, chunk) {
      if (res.write(chunk)) return;
      paused.pause();
      res.once('drain', () => paused.resume());
    },
    onResponseEnd() {
      res.end();
      finish();
    },
    onResponseError() {
      // When the caller went away (callerGone) there is nobody to answer.
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The service is unavailable. Please try again shortly.', code: ERROR_CODES.unavailable }));
      } else res.destroy();
      finish();
    },
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['content-length'] !== undefined ? req.headers['content-length'] !== '0' : req.headers['transfer-encoding'] !== undefined;
}

/** The caller's headers minus hop-by-hop ones, with X-Forwarded-For/-Proto/-Host set as the gateway sees the caller. */
function forwardedHeaders(ctx: Koa.Context): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  return Object.assign(headers, forwardedFor(ctx));
}

/**
 * The caller's address, scheme and host as the gateway decided them: from the socket and Host, or from a
 * trusted reverse proxy's X-Forwarded-* when TRUST_PROXY is set (Koa's `proxy`). A caller's own
 * X-Forwarded-* never reach a service as they were sent, so services (which trust the gateway) read what the gateway read.
 */
function forwardedFor(ctx: Koa.Context): Record<'x-forwarded-for' | 'x-forwarded-proto' | 'x-forwarded-host', string> {
  return { 'x-forwarded-for': ctx.ip, 'x-forwarded-proto': ctx.protocol, 'x-forwarded-host': ctx.host };
}

function responseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}
