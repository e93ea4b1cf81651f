import { IncomingMessage, type IncomingHttpHeaders, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import { Pool, type Dispatcher } from 'undici';
import { ERROR_CODES } from '@tally/contracts';
import { createReplicaSet, isCircuitOpen, type Replica, type ReplicaSet } from '@tally/service-kit';
import type { ServiceName } from './route-map';

/** How the gateway hands a request to a service: the same token and headers either way. */
export interface ServiceTransport {
  /**
   * `answerTimeoutMs`: how long the service may take to start its answer (the row's, else the default).
   * `retrySafe`: the call may be sent again to another replica after it reached one that gave no answer.
   * `beforeAnswer`: given the answer's status before the caller sees any of it; a promise it returns holds the
   * answer back until it settles (it must not reject).
   */
  forward(service: ServiceName, ctx: Koa.Context, answerTimeoutMs: number, retrySafe?: boolean, beforeAnswer?: BeforeAnswer): Promise<void>;
  /** Ends kept-alive connections (distributed mode) so shutdown does not wait for them. */
  close?(): Promise<void>;
}

/** Work the gateway does once it knows a service's answer and before passing it on (undefined: none for this status). */
export type BeforeAnswer = (status: number) => Promise<void> | undefined;

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Embedded mode: call the service's own Koa handler in this process (no loopback hop). No answer
 * timeout here: the service cannot be down or unreachable on its own, and its database waits are
 * bounded by its pool's timeouts (it answers 503 itself).
 */
export function createInProcessTransport(handlers: Record<ServiceName, NodeHandler>): ServiceTransport {
  return {
    forward(service, ctx, _answerTimeoutMs, _retrySafe, beforeAnswer) {
      ctx.respond = false;
      Object.assign(ctx.req.headers, forwardedFor(ctx));
      if (beforeAnswer) holdEnd(ctx.res, beforeAnswer);
      return new Promise<void>((resolve) => {
        ctx.res.once('close', resolve);
        ctx.res.once('finish', resolve);
        handlers[service](ctx.req, ctx.res);
      });
    },
  };
}

/**
 * The service's handler writes to the caller's response itself, and its JSON answer goes out in one res.end()
 * (headers included): that call waits for `beforeAnswer`. An answer that was streamed (its headers already sent)
 * still ends only after it.
 */
function holdEnd(res: ServerResponse, beforeAnswer: BeforeAnswer): void {
  const end = res.end;
  res.end = function heldEnd(this: ServerResponse, ...args: unknown[]) {
    res.end = end;
    const hold = beforeAnswer(res.statusCode);
    if (!hold) return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
    void hold.then(() => (end as (...a: unknown[]) => ServerResponse).apply(res, args));
    return res;
  } as typeof res.end;
}

/** Seconds a caller should wait when a service is down, refuses connections or did not answer in time. */
export const SERVICE_RETRY_AFTER_SECONDS = 5;
const TOO_LARGE_BODY = JSON.stringify({ message: 'The request is too large.', code: ERROR_CODES.tooLarge });
const UNAVAILABLE_BODY = JSON.stringify({ message: "Tally can't reach one of its services just now. Please try again shortly.", code: ERROR_CODES.unavailable });

export interface ProxyTransportOptions {
  /** Longest wait for a connection to a service (a host that drops packets would take undici's 10 s). */
  connectTimeoutMs?: number;
  /** Failures in a row (refused, reset, no answer in time) after which a replica is skipped (calls answer 503 at once when none is left)… */
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

/** A service's URL, or its replicas' URLs. */
export type ServiceUrls = Record<ServiceName, string | readonly string[]>;

/** What the proxy transport also offers: a replica's base URL for the gateway's own calls (sign-in asks identity). */
export interface ProxyTransport extends ServiceTransport {
  /** The base URL of the next ready replica of `service` (round-robin, as forwarded calls). */
  baseUrl(service: ServiceName): string;
  close(): Promise<void>;
}

/** Bodies up to this size are kept in memory when a service has several replicas, so a call can be sent again to another. */
const REPLAYABLE_BODY_BYTES = 1024 * 1024;

/** Why one attempt on one replica failed: `nothingSent` when not a byte of the request reached it (refused, unreachable). */
class ReplicaCallError extends Error {
  constructor(
    message: string,
    readonly nothingSent: boolean,
  ) {
    super(message);
  }
}

type Attempt = 'answered' | 'circuit-open' | 'nothing-sent' | 'failed';

/**
 * Distributed mode: each request goes to its service over a pool of kept-alive connections
 * (undici), streamed both ways. undici's client costs the gateway about half of what node:http
 * with http-proxy did per call, and the gateway's single thread is what every request passes.
 * The answer is written straight from undici's dispatch callbacks: its stream() helper adds a
 * Writable wrapper, an async resource and an end-of-stream watcher to every call, about a tenth
 * of the gateway's CPU per forwarded request.
 *
 * A service may run as several replicas (several URLs): calls go round-robin to the ready ones
 * (libs/service-kit's replica set, which insights' ledger client uses too). A replica that refuses a
 * connection is left out for a pause; each has its own circuit breaker. A call that could not be
 * sent at all (refused, unreachable) is sent once more to another replica, whatever its method, as
 * the first never reached a service; a call that was sent
 * and got no answer is sent again only when that is safe (`retrySafe`: a read, or a write with an
 * Idempotency-Key its route honours), and only when its body could be kept (≤ 1 MiB).
 *
 * A service none of whose replicas can be reached, or which does not start its answer within the row's
 * timeout, gets the caller a JSON 503 with Retry-After. After several such failures in a row a
 * replica's circuit opens and it is skipped (calls answer 503 at once when it is the only one, instead
 * of each holding a connection and the caller for the whole timeout), until a trial call succeeds. The
 * circuit breaker is cockatiel's (maintained, dependency-free, the states and half-open trial done
 * right); the timeout is our own timer, as it must end undici's dispatch, which has no AbortSignal.
 */
export function createProxyTransport(urls: ServiceUrls, options: ProxyTransportOptions = {}): ProxyTransport {
  const { connectTimeoutMs = 2000, breakAfterFailures = 5, halfOpenAfterMs = SERVICE_RETRY_AFTER_SECONDS * 1000 } = options;
  const services = Object.fromEntries(
    Object.entries(urls).map(([name, targets]) => {
      const set = createReplicaSet(typeof targets === 'string' ? [targets] : targets, { breakAfterFailures, halfOpenAfterMs });
      const pools = new Map(
        set.replicas.map((replica) => [replica, new Pool(new URL(replica.url).origin, { connections: 256, keepAliveTimeout: 30_000, connect: { timeout: connectTimeoutMs } })]),
      );
      return [name, { set, pools }];
    }),
  ) as Record<ServiceName, { set: ReplicaSet; pools: Map<Replica, Pool> }>;

  /** One try on one replica: settles when the answer is written, or says how it failed (the breaker counts failures). */
  async function attempt(
    replica: Replica,
    pool: Pool,
    res: ServerResponse,
    options: Dispatcher.DispatchOptions,
    answerTimeoutMs: number,
    beforeAnswer: BeforeAnswer | undefined,
    keepUpTo: number,
  ): Promise<Attempt> {
    try {
      await replica.execute(
        () => new Promise<void>((resolve, reject) => pool.dispatch(options, answerWriter(res, { answerTimeoutMs, beforeAnswer, keepUpTo }, resolve, reject))),
      );
      return 'answered';
    } catch (err) {
      if (isCircuitOpen(err)) return 'circuit-open';
      if (err instanceof ReplicaCallError && err.nothingSent) {
        replica.markRefused();
        return 'nothing-sent';
      }
      return 'failed';
    }
  }

  return {
    async forward(service, ctx, answerTimeoutMs, retrySafe = false, beforeAnswer) {
      ctx.respond = false;
      const { req, res } = ctx;
      const { set, pools } = services[service];
      let body: Buffer | IncomingMessage | null = hasBody(req) ? req : null;
      // A body of unknown size (chunked) is read here up to the route's limit, so one over it gets its 413 from the
      // gateway at once: streamed, it waited on the service refusing it early, and the caller sometimes got no answer.
      const unsized = body !== null && req.headers['content-length'] === undefined;
      if (body && (unsized || (set.replicas.length > 1 && Number(req.headers['content-length']) <= REPLAYABLE_BODY_BYTES))) {
        try {
          body = await readWhole(req, unsized ? bodyLimitOf(ctx) : Infinity);
        } catch {
          res.destroy();
          return;
        }
        if (body === null) return answerTooLarge(req, res);
      }
      const options: Dispatcher.DispatchOptions = {
        path: req.url ?? '/',
        method: req.method as Dispatcher.HttpMethod,
        headers: forwardedHeaders(ctx),
        body,
        headersTimeout: answerTimeoutMs,
        bodyTimeout: 30_000,
      };
      const tried = new Set<Replica>();
      let retried = false;
      const canSendAgain = retrySafe && set.replicas.length > 1 && !(body instanceof IncomingMessage);
      // An answer that can be asked of another replica is kept until it is whole (up to 1 MiB): a replica that
      // dies halfway through it (kill -9 loses what its socket held) costs a second try, not a cut connection.
      const keepUpTo = canSendAgain ? REPLAYABLE_BODY_BYTES : 0;
      for (let replica = set.pick(tried); replica; replica = set.pick(tried)) {
        tried.add(replica);
        const outcome = await attempt(replica, pools.get(replica)!, res, options, answerTimeoutMs, beforeAnswer, keepUpTo);
        if (outcome === 'answered') return drainUnread(req);
        // An open circuit sent nothing and is no failure of this call: the next replica, without using the retry.
        if (outcome === 'circuit-open') continue;
        if (retried || res.headersSent || res.destroyed) break;
        const again = outcome === 'nothing-sent' || canSendAgain;
        if (!again) break;
        retried = true;
      }
      // No replica answered (answerWriter answered 503 unless the answer had started), or every circuit is open.
      answerUnavailable(res);
    },
    baseUrl(service) {
      const { set } = services[service];
      return (set.pick(new Set()) ?? set.replicas[0]).url;
    },
    async close() {
      await Promise.all(Object.values(services).flatMap(({ pools }) => [...pools.values()].map((pool) => pool.close())));
    },
  };
}

/**
 * A service may answer before the whole request arrived (a 413 for a body over its limit), and undici then stops
 * reading it: the rest is read and dropped, or the caller's kept-alive connection answers nothing more.
 */
function drainUnread(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return;
  req.unpipe();
  req.resume();
}

/**
 * The request's whole body (to send again to another replica, or to size a chunked one), or null once it passes `limit`
 * bytes. Read by events, not `for await`: leaving that loop early destroys the request, and the 413 with it.
 */
function readWhole(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Over the limit: what is left keeps flowing and is dropped (the stream stays in flowing mode).
      stop();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

/** The route's body limit, which the forwarding step puts on the context (Infinity when none was given). */
function bodyLimitOf(ctx: Koa.Context): number {
  const limit = (ctx.state as { bodyLimit?: unknown }).bodyLimit;
  return typeof limit === 'number' ? limit : Infinity;
}

/** 413 for a body over its route's limit; the rest of it is read and dropped (the connection stays open), so the caller, still sending, reads the answer. */
function answerTooLarge(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(TOO_LARGE_BODY);
  req.resume();
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

/** How an answer is passed on: see answerWriter. */
interface AnswerRules {
  answerTimeoutMs: number;
  beforeAnswer: BeforeAnswer | undefined;
  /** Bytes of the answer kept back until it is whole (0: passed on as it arrives); past this it streams. */
  keepUpTo: number;
}

/**
 * Writes the service's answer to the caller as it arrives, pausing the service while the caller
 * is slow to read, and stops the service's request when the caller goes away. `failed` is called
 * when the service could not be reached, broke off, or did not start its answer within
 * `answerTimeoutMs` (the caller then gets a 503); a caller that left is not the service's failure.
 * The answer is held back (nothing written to the caller) while `beforeAnswer`'s promise runs, and
 * while it is whole within `keepUpTo` bytes: a service that breaks off before then leaves the caller
 * untouched, so the call can be sent to another replica.
 */
function answerWriter(res: ServerResponse, rules: AnswerRules, done: () => void, failed: (err: ReplicaCallError) => void): Dispatcher.DispatchHandler {
  const { answerTimeoutMs, beforeAnswer, keepUpTo } = rules;
  let controller: Dispatcher.DispatchController | undefined;
  let settled = false;
  let callerLeft = false;
  let timedOut = false;
  // The answer's head and what came of its body while it is held back (undefined once passed on).
  let head: [number, OutgoingHttpHeaders] | undefined;
  let held: Buffer[] | undefined;
  let heldBytes = 0;
  let heldEnd = false;
  let waiting = false;
  const settle = (err?: Error) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    res.off('close', callerGone);
    // undici starts a request (onRequestStart) only on a connected socket: before that not a byte left.
    // A call that ran out of time used its time, sent or not: it is no free second try.
    if (err && !callerLeft) failed(new ReplicaCallError(err.message, controller === undefined && !timedOut));
    else done();
  };
  const callerGone = () => {
    if (res.writableFinished) return;
    callerLeft = true;
    controller?.abort(new Error('The caller closed the connection.'));
    settle();
  };
  /** Writes what was held back; from here on the answer streams. Returns whether the caller takes more now. */
  const passOn = (): boolean => {
    res.writeHead(head![0], head![1]);
    let more = true;
    for (const chunk of held!) more = res.write(chunk);
    held = undefined;
    if (heldEnd) {
      res.end();
      settle();
    }
    return more;
  };
  // undici's headersTimeout counts from the request being sent: this one also covers getting a connection.
  const timer = setTimeout(() => {
    const err = new Error(`The service did not answer within ${answerTimeoutMs} ms.`);
    timedOut = true;
    controller?.abort(err);
    settle(err);
  }, answerTimeoutMs);
  res.once('close', callerGone);
  return {
    onRequestStart(started) {
      controller = started;
      if (settled) started.abort(new Error('The call was already given up.'));
    },
    onResponseStart(started, statusCode, headers) {
      if (settled) return;
      clearTimeout(timer);
      head = [statusCode, responseHeaders(headers)];
      held = [];
      const hold = beforeAnswer?.(statusCode);
      if (!hold) {
        if (keepUpTo === 0) passOn();
        return;
      }
      waiting = true;
      started.pause();
      void hold.then(() => {
        waiting = false;
        if (settled) return;
        if (heldEnd || keepUpTo === 0 || heldBytes > keepUpTo) passOn();
        if (!settled) started.resume();
      });
    },
    onResponseData(paused, chunk) {
      if (settled) return;
      if (held) {
        held.push(chunk);
        heldBytes += chunk.length;
        if (waiting || heldBytes <= keepUpTo || passOn()) return;
      } else if (res.write(chunk)) return;
      paused.pause();
      res.once('drain', () => paused.resume());
    },
    onResponseEnd() {
      if (settled) return;
      if (!held) {
        res.end();
        return settle();
      }
      heldEnd = true;
      if (!waiting) passOn();
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
