import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SUBJECTS, type Subject } from '@tally/contracts';
import { createInProcessEventBus, createTokenKey, InputError, type EventBus, type ServiceHandle } from '@tally/service-kit';
import { createTestDatabase, routeDifferences, silentLogger, type TestDatabase } from '@tally/service-kit/testing';
import { createGatewayService } from './create-gateway-service';
import { createDbSessionStore } from './sessions/db-session-store';
import type { SessionStore } from './sessions/session-store';

const userId = '7d7f7c1e-8a8f-4b55-9a3f-2f3f8f9b0c11';
const hour = 3_600_000;

describe('gateway composition', () => {
  let database: TestDatabase;
  let bus: EventBus;
  let gateway: ServiceHandle;
  let table: SessionStore;
  let ready = false;
  let identityUrl = 'http://127.0.0.1:1';
  /** The status every forwarded call gets from "its service" (undefined: none, as if nothing answered). */
  let serviceAnswers: number | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    bus = createInProcessEventBus({ logger: silentLogger() });
    gateway = await createGatewayService({
      config: { SESSION_KEYS: ['k'.repeat(40)], PUBLIC_URL: 'http://localhost:8080', NATS_SUBJECT_PREFIX: 'tally', SERVICE_ANSWER_TIMEOUT_MS: 500 },
      logger: silentLogger(),
      tokenKey: createTokenKey('a test secret that is long enough for HS256'),
      bus,
      database,
      transport: {
        // A service's answer, as a transport passes it: the gateway's hold first (sessions to end), then the answer.
        async forward(_service, ctx, _answerTimeoutMs, _retrySafe, beforeAnswer) {
          if (serviceAnswers === undefined) return;
          await beforeAnswer?.(serviceAnswers);
          ctx.status = serviceAnswers;
          ctx.body = { message: 'answered' };
        },
      },
      identityUrl: () => identityUrl,
      services: {
        ledger: async () => (ready ? undefined : Promise.reject(new Error('not ready'))),
        // Two replicas, one of them down: the service is ready, and each replica is named.
        alerts: { 'http://alerts-1:8085': async () => undefined, 'http://alerts-2:8085': () => Promise.reject(new Error('refused')) },
      },
      frontendRoot: '/nonexistent',
    });
    for (const subscription of gateway.subscriptions) await bus.subscribe(subscription);
    // The same table the gateway migrated and reads its sessions from.
    table = createDbSessionStore(database.db);
  });

  afterAll(async () => {
    await gateway.stop();
    await table.close();
    await bus.close();
    await database.close();
  });

  const publish = (subject: Subject, payload: unknown) => bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload });

  it('When asked for its health, then it answers like every service: /healthz at once, /readyz naming what it depends on (each replica of a service that has several), 503 with Retry-After while a service is down', async () => {
    const handler = gateway.app.callback();
    const health = await request(handler).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', service: 'gateway' });
    const down = await request(handler).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    const replicas = { alerts: { 'http://alerts-1:8085': 'ok', 'http://alerts-2:8085': 'down' } };
    expect(down.body).toEqual({ status: 'unavailable', service: 'gateway', dependencies: { database: 'ok', ledger: 'down', alerts: 'ok' }, replicas });
    // The cluster's probe asks about the gateway's own store only: a service down is a 503 for its calls, not for the gateway.
    const own = await request(handler).get('/readyz?scope=own');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ status: 'ready', service: 'gateway', dependencies: { database: 'ok' } });
    ready = true;
    const up = await request(handler).get('/readyz');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'ready', service: 'gateway', dependencies: { database: 'ok', ledger: 'ok', alerts: 'ok' }, replicas });
  });

  it('serves exactly its own rows of the route table (sign-in, sign-out, the API document and its page), bound like every service’s', async () => {
    expect(routeDifferences(gateway)).toEqual({ notServed: [], notInTable: [] });
    const handler = gateway.app.callback();
    const docs = await request(handler).get('/api/openapi.json');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toMatch(/^3\./);
    const refused = await request(handler)
      .post('/api/login')
      .set('origin', 'http://localhost:8080')
      .send({ username: 'x'.repeat(20 * 1024), password: 'p' });
    expect(refused.status).toBe(413);
  });

  it('When identity is down or does not answer in time, then sign-in answers a JSON 503 with Retry-After within the answer timeout', async () => {
    const handler = gateway.app.callback();
    const signIn = () => request(handler).post('/api/login').set('origin', 'http://localhost:8080').send({ username: 'mia@example.com', password: 'a long passphrase' });
    const refused = await signIn();
    expect([refused.status, refused.headers['retry-after'], refused.body.code]).toEqual([503, '5', 'COMMON.SERVICE_UNAVAILABLE']);

    const silent = createServer(() => undefined); // takes the request, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    identityUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const slow = await signIn();
      expect([slow.status, slow.headers['retry-after'], slow.body]).toEqual([
        503,
        '5',
        { message: "Tally can't sign you in just now. Please try again shortly.", code: 'COMMON.SERVICE_UNAVAILABLE' },
      ]);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      identityUrl = 'http://127.0.0.1:1';
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('When a request carries a sane request id, then it is echoed; otherwise a new one is made', async () => {
    const handler = gateway.app.callback();
    expect((await request(handler).get('/healthz').set('x-request-id', 'req-12345678')).headers['x-request-id']).toBe('req-12345678');
    const made = (await request(handler).get('/healthz').set('x-request-id', 'bad id!')).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('When identity says the zone changed, then every session of the person takes it; when the person is deleted, they all end', async () => {
    await table.set('s1', { userId, timeZone: 'Australia/Sydney' }, hour);
    await table.set('s2', { userId }, hour);
    await table.set('other', { userId: randomUUID() }, hour);

    await publish(SUBJECTS.identityUserTimeZoneChanged, { userId, timeZone: 'Australia/Perth' });
    expect(await table.get('s1')).toEqual({ userId, timeZone: 'Australia/Perth' });
    expect(await table.get('s2')).toEqual({ userId, timeZone: 'Australia/Perth' });

    await publish(SUBJECTS.identityUserDeleted, { userId });
    expect(await table.get('s1')).toBeUndefined();
    expect(await table.get('s2')).toBeUndefined();
    expect(await table.get('other')).toBeDefined();
  });

  it('When a password change revokes sessions, then all but the kept one end; a payload that breaks the contract is refused as invalid', async () => {
    await table.set('keep', { userId }, hour);
    await table.set('end', { userId }, hour);
    await publish(SUBJECTS.identityUserSessionsRevoked, { userId, keepSessionId: 'keep' });
    expect(await table.get('keep')).toBeDefined();
    expect(await table.get('end')).toBeUndefined();

    const revoked = gateway.subscriptions.find((s) => s.subject === SUBJECTS.identityUserSessionsRevoked)!;
    const broken = { id: randomUUID(), subject: revoked.subject, occurredAt: new Date().toISOString(), payload: { userId, keepSessionId: 7 } };
    await expect(revoked.handle(broken, { logger: silentLogger(), deliveryCount: 1 })).rejects.toBeInstanceOf(InputError);
    expect(await table.get('keep')).toBeDefined();
  });

  it('When a password change or an account deletion succeeds, then the other sessions (or all) have ended before the caller hears so', async () => {
    const person = { id: userId, username: 'mia@example.com', email: 'mia@example.com', firstName: 'Mia', lastName: null, profileImageUrl: null };
    const identity = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...person, hasCompletedOnboarding: true, emailVerified: true, timeZone: 'Australia/Sydney', createdAt: new Date().toISOString() }));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    identityUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
    const handler = gateway.app.callback();
    const origin = 'http://localhost:8080';
    const signIn = async () => {
      const answer = await request(handler).post('/api/login').set('origin', origin).send({ username: person.email, password: 'a long passphrase' });
      expect(answer.status).toBe(200);
      return answer.headers['set-cookie'] as unknown as string[];
    };
    const whoIs = async (cookie: string[]) => {
      serviceAnswers = 200;
      return (await request(handler).get('/api/user').set('Cookie', cookie)).status;
    };
    try {
      const [phone, laptop, tablet] = [await signIn(), await signIn(), await signIn()];
      expect([await whoIs(phone), await whoIs(laptop), await whoIs(tablet)]).toEqual([200, 200, 200]);

      serviceAnswers = 400; // a wrong current password ends nothing
      expect((await request(handler).patch('/api/user/password').set('origin', origin).set('Cookie', phone).send({})).status).toBe(400);
      expect([await whoIs(phone), await whoIs(laptop), await whoIs(tablet)]).toEqual([200, 200, 200]);

      serviceAnswers = 200;
      expect((await request(handler).patch('/api/user/password').set('origin', origin).set('Cookie', phone).send({})).status).toBe(200);
      expect([await whoIs(phone), await whoIs(laptop), await whoIs(tablet)]).toEqual([200, 401, 401]);

      const other = await signIn();
      serviceAnswers = 200;
      expect((await request(handler).delete('/api/user').set('origin', origin).set('Cookie', phone).send({})).status).toBe(200);
      expect([await whoIs(phone), await whoIs(other)]).toEqual([401, 401]);
    } finally {
      serviceAnswers = undefined;
      identityUrl = 'http://127.0.0.1:1';
      await new Promise((resolve) => identity.close(resolve));
    }
  });
});
