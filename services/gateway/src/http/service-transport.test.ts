import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { createServiceApp, createTokenKey, jsonBody, signServiceToken } from '@tally/service-kit';
import { silentLogger } from '@tally/service-kit/testing';
import { createProxyTransport } from './service-transport';

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

  const gatewayTo = (target: string, trustProxy = false) => {
    const transport = createProxyTransport({ identity: target, ledger: target, scanner: target, insights: target, alerts: target });
    // As the gateway makes its app: X-Forwarded-* are read only with TRUST_PROXY.
    const app = new Koa({ proxy: trustProxy, maxIpsCount: 1 });
    app.use((ctx) => transport.forward('identity', ctx));
    return { handler: app.callback(), transport };
  };

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

  it("When no proxy is trusted, then the caller's own X-Forwarded-For/-Proto/-Host never reach the service", async () => {
    const { handler, transport } = gatewayTo(upstreamUrl);
    await request(handler).get('/api/user').set('host', 'tally.example').set('x-forwarded-for', '10.0.0.9').set('x-forwarded-proto', 'https').set('x-forwarded-host', 'evil.example');
    expect(seen.headers?.['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'tally.example' });
    await transport.close?.();
  });

  it('When a reverse proxy is trusted (TRUST_PROXY), then the service gets the address it added and the scheme and host it saw', async () => {
    const { handler, transport } = gatewayTo(upstreamUrl, true);
    await request(handler)
      .get('/api/user')
      .set('x-forwarded-for', '6.6.6.6, 203.0.113.7')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'tally.example.org');
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
    const post = (body: BodyInit, headers: Record<string, string>) => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${signServiceToken(tokenKey, { userId: 'u1', sessionId: 's1' })}`, ...headers } });
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

  it('When the service does not answer, then the caller gets 502 with a plain message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const { handler, transport } = gatewayTo(deadUrl);
    const res = await request(handler).get('/api/user');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'The service is unavailable. Please try again shortly.', code: expect.any(String) });
    await transport.close?.();
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
});
