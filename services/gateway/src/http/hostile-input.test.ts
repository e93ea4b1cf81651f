import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInProcessEventBus, createTokenKey, type EventBus, type ServiceHandle } from '@tally/service-kit';
import { createTestDatabase, silentLogger, type TestDatabase } from '@tally/service-kit/testing';
import { createGatewayService } from '../create-gateway-service';

/** The gateway's own guard and routes against what a caller may send: forwarded headers, false encodings, bad bytes. */
describe('gateway with hostile input', () => {
  let database: TestDatabase;
  let bus: EventBus;
  const started: { gateway: ServiceHandle; server: Server }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    bus = createInProcessEventBus({ logger: silentLogger() });
  });
  afterAll(async () => {
    for (const { gateway, server } of started) {
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
    }
    await bus.close();
    await database.close();
  });

  /** A gateway on a real port (no PUBLIC_URL: its own origin is what the request says it is). */
  async function gatewayAt(trustProxy: boolean) {
    const gateway = await createGatewayService({
      config: { SESSION_KEYS: ['k'.repeat(40)], TRUST_PROXY: trustProxy, NATS_SUBJECT_PREFIX: 'tally' },
      logger: silentLogger(),
      tokenKey: createTokenKey('a test secret that is long enough for HS256'),
      bus,
      database,
      transport: {
        forward: async (_service, ctx) => {
          ctx.body = { forwarded: true };
        },
      },
      identityUrl: () => 'http://127.0.0.1:1',
      services: {},
      frontendRoot: '/nonexistent',
    });
    const server = createServer(gateway.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.push({ gateway, server });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const spoofed = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' };

  it('When no proxy is trusted, then X-Forwarded-Host/-Proto from the caller do not make another site "our origin" (403)', async () => {
    const url = await gatewayAt(false);
    const res = await fetch(`${url}/api/login`, { method: 'POST', headers: spoofed, body: JSON.stringify({ username: 'a@example.com', password: 'x' }) });
    expect(res.status).toBe(403);
    const same = await fetch(`${url}/api/login`, { method: 'POST', headers: { origin: url, 'content-type': 'application/json' }, body: '{' });
    expect(same.status).toBe(400);
  });

  it('When TRUST_PROXY is set, then the proxy’s X-Forwarded-Host/-Proto are what the Origin check compares with', async () => {
    const url = await gatewayAt(true);
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { ...spoofed, 'x-forwarded-host': 'tally.example.org', origin: 'https://tally.example.org' },
      body: '{',
    });
    expect(res.status).toBe(400);
    const other = await fetch(`${url}/api/login`, { method: 'POST', headers: { ...spoofed, 'x-forwarded-host': 'tally.example.org' }, body: '{' });
    expect(other.status).toBe(403);
  });

  it('When sign-in gets a body that is not what its Content-Encoding says, or not UTF-8, then 400 (415 for an unknown encoding) and the gateway answers the next call', async () => {
    const url = await gatewayAt(false);
    const login = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/login`, { method: 'POST', body, headers: { origin: url, 'content-type': 'application/json', ...headers } });
    const json = JSON.stringify({ username: 'a@example.com', password: 'a long passphrase' });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await login(json, { 'content-encoding': encoding });
      expect([encoding, res.status, (await res.json()).message]).toEqual([encoding, 400, 'The request body is not compressed as its Content-Encoding says.']);
    }
    expect((await login(json, { 'content-encoding': 'x-zip' })).status).toBe(415);
    const badBytes = Buffer.concat([Buffer.from('{"username":"a@example.com","password":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await login(badBytes);
    expect([res.status, (await res.json()).message]).toEqual([400, 'The request body is not valid UTF-8.']);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/api/activities`, { headers: { origin: url } })).status).toBe(401);
  });
});
