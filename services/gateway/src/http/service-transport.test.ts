import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { createServiceApp, createTokenKey, jsonBody, signServiceToken } from '@tally/service-kit';
import { silentLogger } from '@tally/service-kit/testing';
import { sendingTwiceIsSafe } from './forward';
import { createInProcessTransport, createProxyTransport, type BeforeAnswer, type ProxyTransportOptions } from './service-transport';

interface Seen {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  body?: string;
}

describe('proxy transport (distributed mode)', () => {
  let upstream: Server;
  let upstreamUrl: string;
  const seen: Seen = {};
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        Object.assign(seen, { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
        if (req.url === '/api/big') {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          res.end(Buffer.alloc(3 * 1024 * 1024, 7));
          return;
        }
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json', 'x-from': 'service', 'set-cookie': ['a=1', 'b=2'], connection: 'keep-alive' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => upstream.close(resolve)));

  const gatewayTo = (target: string, options: ProxyTransportOptions & { answerTimeoutMs?: number; trustProxy?: boolean; beforeAnswer?: BeforeAnswer } = {}) => {
    const transport = createProxyTransport({ identity: target, ledger: target, scanner: target, insights: target, alerts: target }, options);
    // As the gateway makes its app: X-Forwarded-* are read only with TRUST_PROXY.
    const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
    app.use((ctx) => transport.forward('identity', ctx, options.answerTimeoutMs ?? 5000, false, options.beforeAnswer));
    return { handler: app.callback(), transport };
  };

  /** A service that takes connections and requests but does not answer (stuck, say) until told to; counts the requests it saw. */
  async function silentService() {
    const held: ServerResponse[] = [];
    let answering = false;
    const server = createServer((_req, res) => {
      held.push(res);
      if (answering) res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      seen: () => held.length,
      answerFromNowOn: () => void (answering = true),
      close: () => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }

  const UNAVAILABLE = { message: "Tally can't reach one of its services just now. Please try again shortly.", code: 'COMMON.SERVICE_UNAVAILABLE' };

  it('When a request is forwarded, then method, path, query, headers and body arrive, and status, headers and body come back', async () => {
    const { handler, transport } = gatewayTo(upstreamUrl);
    const res = await request(handler).post('/api/things?x=1').set('authorization', 'Bearer t').set('x-forwarded-for', '10.0.0.9').send({ name: 'Mia' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['x-from']).toBe('service');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(seen).toMatchObject({ method: 'POST', url: '/api/things?x=1', body: '{"name":"Mia"}' });
    expect(seen.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json', 'x-forwarded-proto': 'http' });
    await transport.close?.();
  });

  it('When a body comes chunked (no length), then the gateway counts it against the route limit: over it a 413 from the gateway, the service never asked; under it the whole body arrives with its length', async () => {
    const transport = createProxyTransport({ identity: upstreamUrl, ledger: upstreamUrl, scanner: upstreamUrl, insights: upstreamUrl, alerts: upstreamUrl });
    const app = new Koa();
    app.use((ctx) => {
      ctx.state.bodyLimit = 1024; // as forwardToServices sets the route's limit
      return transport.forward('identity', ctx, 5000);
    });
    const gateway = createServer(app.callback());
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const sendChunked = (url: string, chunks: string[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { port } = gateway.address() as AddressInfo;
        const req = httpRequest({ host: '127.0.0.1', port, path: url, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    try {
      delete seen.url;
      const refused = await sendChunked('/api/too-big', ['{"notes":"', 'a'.repeat(700), 'a'.repeat(700), '"}']);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ message: 'The request is too large.', code: 'COMMON.PAYLOAD_TOO_LARGE' });
      expect(seen.url).toBeUndefined();

      const taken = await sendChunked('/api/small', ['{"notes":"', 'b'.repeat(300), '"}']);
      expect(taken.status).toBe(201);
      expect(seen).toMatchObject({ url: '/api/small', body: `{"notes":"${'b'.repeat(300)}"}` });
      expect(seen.headers?.['content-length']).toBe(String('{"notes":""}'.length + 300));
      expect(seen.headers?.['transfer-encoding']).toBeUndefined();
    } finally {
      await transport.close();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it("When no proxy is trusted, then the caller's own X-Forwarded-For/-Proto/-Host never reach the service", async () => {
    const { handler, transport } = gatewayTo(upstreamUrl);
    await request(handler)
      .get('/api/user')
      .set('host', 'tally.example')
      .set('x-forwarded-for', '10.0.0.9')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'evil.example');
    expect(seen.headers?.['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'tally.example' });
    await transport.close?.();
  });

  it('When a reverse proxy is trusted (TRUST_PROXY), then the service gets the address it added and the scheme and host it saw', async () => {
    const { handler, transport } = gatewayTo(upstreamUrl, { trustProxy: true });
    await request(handler).get('/api/user').set('x-forwarded-for', '6.6.6.6, 203.0.113.7').set('x-forwarded-proto', 'https').set('x-forwarded-host', 'tally.example.org');
    // The caller wrote 6.6.6.6; the proxy appended the address it saw, the only one trusted.
    expect(seen.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tally.example.org' });
    await transport.close?.();
  });

  it('When a JSON body is not what its Content-Encoding says, then the service behind answers 400 (415 for an unknown one) and the next call is fine', async () => {
    const tokenKey = createTokenKey('t'.repeat(40));
    const service = createServiceApp({ name: 'test', logger: silentLogger(), tokenKey });
    service.use(jsonBody());
    service.use((ctx) => {
      ctx.body = { got: ctx.request.body };
    });
    const server = createServer(service.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { handler, transport } = gatewayTo(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const gateway = createServer(handler);
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/things`;
    const post = (body: BodyInit, headers: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signServiceToken(tokenKey, { userId: 'u1', sessionId: 's1' })}`, ...headers },
      });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await post('{"name":"Mia"}', { 'content-encoding': encoding });
      expect([encoding, res.status, (await res.json()).message]).toEqual([encoding, 400, 'The request body is not compressed as its Content-Encoding says.']);
    }
    const unknown = await post('{"name":"Mia"}', { 'content-encoding': 'compress' });
    expect(unknown.status).toBe(415);
    const real = await post(gzipSync('{"name":"Mia"}'), { 'content-encoding': 'gzip' });
    expect([real.status, await real.json()]).toEqual([200, { got: { name: 'Mia' } }]);
    await transport.close?.();
    await new Promise((resolve) => gateway.close(resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it('When the gateway holds an answer (its sessions to end first), then nothing reaches the caller until that is done, and then all of it', async () => {
    const order: string[] = [];
    const beforeAnswer: BeforeAnswer = (status) =>
      status === 201 ? new Promise<void>((resolve) => setTimeout(() => resolve(void order.push(`held ${status}`)), 200)) : undefined;
    const { handler, transport } = gatewayTo(upstreamUrl, { beforeAnswer });
    const gateway = createServer(handler);
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const created = await fetch(`${base}/api/things`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    order.push(`answer ${created.status}`);
    expect(await created.json()).toEqual({ ok: true });
    // A status it does not hold for passes at once; a large answer held comes whole.
    const read = await fetch(`${base}/api/things`);
    order.push(`answer ${read.status}`);
    expect(order).toEqual(['held 201', 'answer 201', 'answer 200']);
    await transport.close?.();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('When a large answer is held, then it still comes back whole', async () => {
    const { handler, transport } = gatewayTo(upstreamUrl, { beforeAnswer: () => new Promise((resolve) => setTimeout(resolve, 100)) });
    const res = await request(handler)
      .get('/api/big')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect((res.body as Buffer).length).toBe(3 * 1024 * 1024);
    await transport.close?.();
  });

  it('When the answer is large, then it streams back whole', async () => {
    const { handler, transport } = gatewayTo(upstreamUrl);
    const res = await request(handler)
      .get('/api/big')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect((res.body as Buffer).length).toBe(3 * 1024 * 1024);
    expect((res.body as Buffer).every((byte) => byte === 7)).toBe(true);
    await transport.close?.();
  });

  it('When the service is down (connection refused), then the caller gets a JSON 503 with Retry-After', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const { handler, transport } = gatewayTo(deadUrl);
    const res = await request(handler).get('/api/user');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual(UNAVAILABLE);
    await transport.close?.();
  });

  it('When the service does not start its answer within the timeout, then the caller gets 503 with Retry-After at the timeout, not a hang', async () => {
    const service = await silentService();
    const { handler, transport } = gatewayTo(service.url, { answerTimeoutMs: 300 });
    const started = Date.now();
    const res = await request(handler).post('/api/activities').send({ amount: '5.00' });
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual(UNAVAILABLE);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(4000);
    await transport.close?.();
    await service.close();
  });

  it('When a service fails several times in a row, then its circuit opens: calls answer 503 at once without reaching it, until a trial call after the pause succeeds', async () => {
    const service = await silentService();
    const { handler, transport } = gatewayTo(service.url, { answerTimeoutMs: 1500, breakAfterFailures: 2, halfOpenAfterMs: 2500 });
    for (let i = 0; i < 2; i++) expect((await request(handler).get('/api/user')).status).toBe(503);
    expect(service.seen()).toBe(2);

    const started = Date.now();
    const shortCircuited = await request(handler).get('/api/user');
    expect(shortCircuited.status).toBe(503);
    expect(shortCircuited.headers['retry-after']).toBe('5');
    // At once: well before the answer timeout a call that reached the service would wait.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(service.seen()).toBe(2);

    // After the pause one call goes through; the service answers now, so the circuit closes again.
    service.answerFromNowOn();
    await new Promise((resolve) => setTimeout(resolve, 2700));
    expect((await request(handler).get('/api/user')).status).toBe(200);
    expect((await request(handler).get('/api/user')).status).toBe(200);
    expect(service.seen()).toBe(4);
    await transport.close?.();
    await service.close();
  });

  it('When the caller goes away while the answer streams, then the request to the service is ended too', async () => {
    let serviceSawClose!: () => void;
    const serviceClosed = new Promise<void>((resolve) => (serviceSawClose = resolve));
    const slow = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part');
      // Never ends by itself: only the gateway closing its connection ends it.
      res.once('close', serviceSawClose);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { handler, transport } = gatewayTo(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
    const gateway = createServer(handler);
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const caller = new AbortController();
    const answer = await fetch(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/slow`, { signal: caller.signal });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first part');
    caller.abort();
    await serviceClosed;
    await transport.close?.();
    await new Promise((resolve) => gateway.close(resolve));
    await new Promise((resolve) => slow.close(resolve));
  });

  describe('several replicas of a service', () => {
    /** A replica that answers with its name and counts what it got; `hangUp` makes it cut each connection without answering. */
    async function replica(name: string) {
      const got: Array<{ method?: string; body: string }> = [];
      let hangUp = false;
      let breakOff = false;
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          got.push({ method: req.method, body: Buffer.concat(chunks).toString() });
          if (hangUp) return void req.socket.destroy();
          if (breakOff) {
            // The head and half the body leave, then the process is gone (as a kill -9 halfway through an answer).
            res.writeHead(200, { 'content-type': 'application/json', 'content-length': '40' });
            res.write(`{"from":"${name}",`);
            return void setTimeout(() => req.socket.destroy(), 20);
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: name }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      return {
        url: `http://127.0.0.1:${port}`,
        got,
        hangUpFromNowOn: () => void (hangUp = true),
        breakOffFromNowOn: () => void (breakOff = true),
        stop: () => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        },
      };
    }

    /** A gateway to the ledger's replicas; as if every write's route took an Idempotency-Key (forward.ts reads the route table). */
    const gatewayToReplicas = (targets: string[], options: ProxyTransportOptions = {}) => {
      const transport = createProxyTransport({ identity: targets, ledger: targets, scanner: targets, insights: targets, alerts: targets }, options);
      const app = new Koa();
      app.use((ctx) => transport.forward('ledger', ctx, 1500, sendingTwiceIsSafe(ctx.method, true, ctx.get('idempotency-key') !== '')));
      return { handler: app.callback(), transport };
    };

    it('When both replicas are up, then calls alternate between them', async () => {
      const [a, b] = await Promise.all([replica('a'), replica('b')]);
      const { handler, transport } = gatewayToReplicas([a.url, b.url]);
      const from: string[] = [];
      for (let i = 0; i < 6; i++) from.push((await request(handler).get('/api/activities')).body.from);
      expect(from.sort()).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
      expect([a.got.length, b.got.length]).toEqual([3, 3]);
      expect([a.url, b.url]).toContain(transport.baseUrl('identity'));
      await transport.close();
      await Promise.all([a.stop(), b.stop()]);
    });

    it('When a replica is down (connection refused), then every call, a write without a key too, is answered by the other, and the down one is skipped for a while', async () => {
      const [a, b] = await Promise.all([replica('a'), replica('b')]);
      await b.stop();
      const { handler, transport } = gatewayToReplicas([a.url, b.url]);
      for (let i = 0; i < 4; i++) {
        const res = await request(handler).post('/api/activities').send({ n: i });
        expect([res.status, res.body]).toEqual([200, { from: 'a' }]);
      }
      expect(a.got.map((call) => call.body)).toEqual(['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}']);
      // Left out for now: the next calls (and the gateway's own) go to the one that answers.
      expect([transport.baseUrl('ledger'), transport.baseUrl('ledger')]).toEqual([a.url, a.url]);
      await transport.close();
      await a.stop();
    });

    it('When a replica takes a call and hangs up without answering, then a read or a keyed write is sent once more to the other, a write without a key is not', async () => {
      const [a, b] = await Promise.all([replica('a'), replica('b')]);
      a.hangUpFromNowOn();
      const { handler, transport } = gatewayToReplicas([a.url, b.url], { breakAfterFailures: 100 });
      for (let i = 0; i < 2; i++) expect((await request(handler).get('/api/activities')).body).toEqual({ from: 'b' });
      const keyed = await request(handler).post('/api/activities').set('idempotency-key', 'k-1').send({ amount: '5.00' });
      expect([keyed.status, keyed.body]).toEqual([200, { from: 'b' }]);
      // The body sent the second time is the caller's, whole.
      expect(b.got.at(-1)).toEqual({ method: 'POST', body: '{"amount":"5.00"}' });

      const results = [];
      for (let i = 0; i < 2; i++) results.push((await request(handler).post('/api/activities').send({ amount: '6.00' })).status);
      // Round-robin: one of the two went to the replica that hangs up, and was not sent again.
      expect(results.sort()).toEqual([200, 503]);
      expect(a.got.filter((call) => call.body === '{"amount":"6.00"}')).toHaveLength(1);
      expect(b.got.filter((call) => call.body === '{"amount":"6.00"}')).toHaveLength(1);
      await transport.close();
      await Promise.all([a.stop(), b.stop()]);
    });

    it('When a replica breaks off halfway through an answer, then a read or a keyed write gets the whole answer from the other; a write without a key gets its connection cut, never half an answer', async () => {
      const [a, b] = await Promise.all([replica('a'), replica('b')]);
      a.breakOffFromNowOn();
      const { handler, transport } = gatewayToReplicas([a.url, b.url], { breakAfterFailures: 100 });
      for (let i = 0; i < 2; i++) expect((await request(handler).get('/api/activities')).body).toEqual({ from: 'b' });
      const keyed = await request(handler).post('/api/activities').set('idempotency-key', 'k-2').send({ amount: '5.00' });
      expect([keyed.status, keyed.body]).toEqual([200, { from: 'b' }]);
      // Each of those reached the replica that breaks off first (round-robin), or was sent there and on.
      expect(new Set(a.got.map((call) => call.method))).toEqual(new Set(['GET', 'POST']));

      const outcomes = [];
      for (let i = 0; i < 2; i++) {
        outcomes.push(
          await request(handler)
            .post('/api/activities')
            .send({ amount: '6.00' })
            .then(
              (res) => res.status,
              (err: NodeJS.ErrnoException) => err.code,
            ),
        );
      }
      // Round-robin: one went to the replica that breaks off (its answer had begun: the caller's connection is cut).
      expect(outcomes.sort()).toEqual([200, 'ECONNRESET']);
      await transport.close();
      await Promise.all([a.stop(), b.stop()]);
    });

    it("When a replica's circuit opens, then it is skipped until its pause is over, while the other answers every call", async () => {
      const [a, b] = await Promise.all([replica('a'), replica('b')]);
      a.hangUpFromNowOn();
      const { handler, transport } = gatewayToReplicas([a.url, b.url], { breakAfterFailures: 2, halfOpenAfterMs: 1500 });
      for (let i = 0; i < 8; i++) expect((await request(handler).get('/api/activities')).body).toEqual({ from: 'b' });
      // Two failures opened its circuit: no more calls reach it.
      expect(a.got).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 1700));
      for (let i = 0; i < 2; i++) expect((await request(handler).get('/api/activities')).body).toEqual({ from: 'b' });
      // After the pause one trial call went to it (it failed again, so the circuit opened again).
      expect(a.got).toHaveLength(3);
      await transport.close();
      await Promise.all([a.stop(), b.stop()]);
    });

    it('When every replica is down, then the caller gets the JSON 503 with Retry-After', async () => {
      const [a, b] = await Promise.all([replica('a'), replica('b')]);
      await Promise.all([a.stop(), b.stop()]);
      const { handler, transport } = gatewayToReplicas([a.url, b.url]);
      for (const method of ['get', 'post'] as const) {
        const res = await request(handler)[method]('/api/activities');
        expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '5', UNAVAILABLE]);
      }
      await transport.close();
    });
  });
});

describe('in-process transport (embedded mode)', () => {
  it('When the gateway holds an answer (its sessions to end first), then the service’s answer reaches the caller only after that', async () => {
    const order: string[] = [];
    const service = new Koa();
    service.use((ctx) => {
      ctx.status = ctx.method === 'PATCH' ? 200 : 400;
      ctx.body = { ok: ctx.status === 200 };
    });
    const transport = createInProcessTransport({
      identity: service.callback(),
      ledger: service.callback(),
      scanner: service.callback(),
      insights: service.callback(),
      alerts: service.callback(),
    });
    const beforeAnswer: BeforeAnswer = (status) =>
      status === 200 ? new Promise<void>((resolve) => setTimeout(() => resolve(void order.push(`held ${status}`)), 200)) : undefined;
    const gateway = new Koa();
    gateway.use((ctx) => transport.forward('identity', ctx, 5000, false, beforeAnswer));
    const changed = await request(gateway.callback()).patch('/api/user/password').send({});
    order.push(`answer ${changed.status}`);
    expect(changed.body).toEqual({ ok: true });
    const refused = await request(gateway.callback()).post('/api/other').send({});
    order.push(`answer ${refused.status}`);
    expect(order).toEqual(['held 200', 'answer 200', 'answer 400']);
  });
});
