import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { circuitBreaker, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';
import { Pool, type Dispatcher } from 'undici';
import { ERROR_CODES } from '@tally/contracts';
import type { ServiceName } from './route-map';

/** How the gateway hands a request to a service: the same token and headers either way. */
export interface ServiceTransport {
  /** `answerTimeoutMs`: how long the service may take to start its answer (the row's, else the default). */
  forward(service: ServiceName, ctx: Koa.Context, answerTimeoutMs: number): Promise<void>;
  /** Ends kept-alive connections (distributed mode) so shutdown does not wait for them. */
  close?(): Promise<void>;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Embedded mode: call the service's own Koa handler in this process (no loopback hop). No answer
 * timeout here: the service cannot be down or unreachable on its own, and its database waits are
 * bounded by its pool's timeouts (it answers 503 itself).
 */
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

/** Seconds a caller should wait when a service is down, refuses connections or did not answer in time. */
export const SERVICE_RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_BODY = JSON.stringify({ message: "Tally can't reach one of its services just now. Please try again shortly.", code: ERROR_CODES.unavailable });

export interface ProxyTransportOptions {
  /** Longest wait for a connection to a service (a host that drops packets would take undici's 10 s). */
  connectTimeoutMs?: number;
  /** Failures in a row (refused, reset, no answer in time) after which calls to that service answer 503 at once… */
  breakAfterFailures?: number;
  /** …for this long, after which one call is let through to try it again. */
  halfOpenAfterMs?: number;
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
 *
 * A service that is down, refuses connections or does not start its answer within the row's
 * timeout gets the caller a JSON 503 with Retry-After. After several such failures in a row the
 * service's circuit opens and calls to it answer 503 at once, instead of each holding a connection
 * and the caller for the whole timeout, until a trial call succeeds. The circuit breaker is
 * cockatiel's (maintained, dependency-free, the states and half-open trial done right); the
 * timeout is our own timer, as it must end undici's dispatch, which has no AbortSignal.
 */
export function createProxyTransport(urls: Record<ServiceName, string>, options: ProxyTransportOptions = {}): ServiceTransport {
  const { connectTimeoutMs = 2000, breakAfterFailures = 5, halfOpenAfterMs = SERVICE_RETRY_AFTER_SECONDS * 1000 } = options;
  const pools = Object.fromEntries(
    Object.entries(urls).map(([name, target]) => [
      name,
      new Pool(new URL(target).origin, { connections: 256, keepAliveTimeout: 30_000, connect: { timeout: connectTimeoutMs } }),
    ]),
  ) as Record<ServiceName, Pool>;
  const breakers = Object.fromEntries(
    Object.keys(urls).map((name) => [name, circuitBreaker(handleAll, { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(breakAfterFailures) })]),
  ) as Record<ServiceName, CircuitBreakerPolicy>;
  return {
    async forward(service, ctx, answerTimeoutMs) {
      ctx.respond = false;
      const { req, res } = ctx;
      try {
        // Settles when the answer is written (resolved) or the service failed us (rejected: counted by the breaker).
        await breakers[service].execute(
          () =>
            new Promise<void>((resolve, reject) => {
              const options: Dispatcher.DispatchOptions = {
                path: req.url ?? '/',
                method: req.method as Dispatcher.HttpMethod,
                headers: forwardedHeaders(ctx),
                body: hasBody(req) ? req : null,
                headersTimeout: answerTimeoutMs,
                bodyTimeout: 30_000,
              };
              pools[service].dispatch(options, answerWriter(res, answerTimeoutMs, resolve, reject));
            }),
        );
      } catch {
        // The service failed (answerWriter answered 503 unless the answer had started), or its circuit is open.
        answerUnavailable(res);
      }
    },
    async close() {
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
    },
  };
}

/** A JSON 503 with Retry-After, unless an answer has begun (then the connection is cut, as a half answer must not pass for a whole). */
function answerUnavailable(res: ServerResponse): void {
  if (res.destroyed || res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': String(SERVICE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' });
  res.end(UNAVAILABLE_BODY);
}

/**
 * Writes the service's answer to the caller as it arrives, pausing the service while the caller
 * is slow to read, and stops the service's request when the caller goes away. `failed` is called
 * when the service could not be reached, broke off, or did not start its answer within
 * `answerTimeoutMs` (the caller then gets a 503); a caller that left is not the service's failure.
 */
function answerWriter(res: ServerResponse, answerTimeoutMs: number, done: () => void, failed: (err: Error) => void): Dispatcher.DispatchHandler {
  let controller: Dispatcher.DispatchController | undefined;
  let settled = false;
  let callerLeft = false;
  const settle = (err?: Error) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    res.off('close', callerGone);
    if (err && !callerLeft) failed(err);
    else done();
  };
  const callerGone = () => {
    if (res.writableFinished) return;
    callerLeft = true;
    controller?.abort(new Error('The caller closed the connection.'));
    settle();
  };
  // undici's headersTimeout counts from the request being sent: this one also covers getting a connection.
  const timer = setTimeout(() => {
    const err = new Error(`The service did not answer within ${answerTimeoutMs} ms.`);
    controller?.abort(err);
    settle(err);
  }, answerTimeoutMs);
  res.once('close', callerGone);
  return {
    onRequestStart(started) {
      controller = started;
      if (settled) started.abort(new Error('The call was already given up.'));
    },
    onResponseStart(_controller, statusCode, headers) {
      if (settled) return;
      clearTimeout(timer);
      res.writeHead(statusCode, responseHeaders(headers));
    },
    onResponseData(paused, chunk) {
      if (settled) return;
      if (res.write(chunk)) return;
      paused.pause();
      res.once('drain', () => paused.resume());
    },
    onResponseEnd() {
      if (settled) return;
      res.end();
      settle();
    },
    onResponseError(_controller, err) {
      settle(err);
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
