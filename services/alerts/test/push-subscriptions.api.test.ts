import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import webpush from 'web-push';
import { ErrorBody } from '@tally/contracts';
import { startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';

const keys = () => ({ p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') });
const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;

describe('push subscriptions API', () => {
  let svc: TestService;
  let off: TestService;
  const vapid = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    svc = await startTestService({
      jobsTable: alertsJobsTable,
      create: createAlertsService,
      configSchema: alertsConfigSchema,
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
    });
    off = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  });
  afterAll(async () => {
    await svc.stop();
    await off.stop();
  });

  const as = (userId: string | null) => ({ Authorization: svc.auth.header(userId) });
  const rows = (userId: string) => svc.database.pool.query('select endpoint, user_id from alerts.push_subscriptions where user_id = $1', [userId]).then((r) => r.rows);

  it('When asked for the key, then answers the VAPID public key, or null where push is not set up', async () => {
    expect((await request(svc.handler).get('/api/push/public-key').set(as(randomUUID())).expect(200)).body).toEqual({ publicKey: vapid.publicKey });
    expect(
      (
        await request(off.handler)
          .get('/api/push/public-key')
          .set({ Authorization: off.auth.header(randomUUID()) })
          .expect(200)
      ).body,
    ).toEqual({ publicKey: null });
  });

  it('When a device subscribes twice, then it is kept once, and unsubscribing removes it', async () => {
    const user = randomUUID();
    const endpoint = fcm();
    const res = await request(svc.handler).post('/api/push/subscriptions').set(as(user)).send({ endpoint, expirationTime: null, keys: keys() }).expect(201);
    expect(res.body.id).toEqual(expect.any(String));
    await request(svc.handler).post('/api/push/subscriptions').set(as(user)).send({ endpoint, keys: keys() }).expect(201);
    expect(await rows(user)).toHaveLength(1);
    expect((await request(svc.handler).delete('/api/push/subscriptions').set(as(user)).send({ endpoint }).expect(200)).body).toEqual({ removed: true });
    expect(await rows(user)).toEqual([]);
  });

  it('When another person signs in on the same browser and subscribes, then the device is theirs alone', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const endpoint = fcm();
    const browserKeys = keys();
    await request(svc.handler).post('/api/push/subscriptions').set(as(first)).send({ endpoint, keys: browserKeys }).expect(201);
    await request(svc.handler).post('/api/push/subscriptions').set(as(second)).send({ endpoint, keys: browserKeys }).expect(201);
    expect(await rows(first)).toEqual([]);
    expect(await rows(second)).toHaveLength(1);
  });

  it("When another account posts someone's endpoint with other keys, then 409 and the endpoint stays with its owner", async () => {
    const [owner, thief] = [randomUUID(), randomUUID()];
    const endpoint = fcm();
    const ownerKeys = keys();
    await request(svc.handler).post('/api/push/subscriptions').set(as(owner)).send({ endpoint, keys: ownerKeys }).expect(201);
    const res = await request(svc.handler).post('/api/push/subscriptions').set(as(thief)).send({ endpoint, keys: keys() });
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(res.body).code).toBe('ALERTS.PUSH_ENDPOINT_TAKEN');
    expect(await rows(thief)).toEqual([]);
    const kept = await svc.database.pool.query('select user_id, p256dh, auth from alerts.push_subscriptions where endpoint = $1', [endpoint]);
    expect(kept.rows).toEqual([{ user_id: owner, p256dh: ownerKeys.p256dh, auth: ownerKeys.auth }]);
  });

  it("When someone tries to remove another person's device, then nothing is removed", async () => {
    const [owner, other] = [randomUUID(), randomUUID()];
    const endpoint = fcm();
    await request(svc.handler).post('/api/push/subscriptions').set(as(owner)).send({ endpoint, keys: keys() }).expect(201);
    expect((await request(svc.handler).delete('/api/push/subscriptions').set(as(other)).send({ endpoint }).expect(200)).body).toEqual({ removed: false });
    expect(await rows(owner)).toHaveLength(1);
  });

  it.each([
    ['an address that is not a push service', 'https://intranet.example.com/hook', 400],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x', 400],
    ['a loopback address not listed', 'http://127.0.0.1:9/push', 400],
    ['a host that only ends like a push service', 'https://evilfcm.googleapis.com.attacker.net/x', 400],
  ])('When the endpoint is %s, then it is refused and nothing is saved', async (_what, endpoint, status) => {
    const user = randomUUID();
    const res = await request(svc.handler).post('/api/push/subscriptions').set(as(user)).send({ endpoint, keys: keys() });
    expect(res.status).toBe(status);
    expect(ErrorBody.parse(res.body).code).toBe('ALERTS.PUSH_ENDPOINT_REFUSED');
    expect(await rows(user)).toEqual([]);
  });

  it.each([
    ['no keys', { endpoint: fcm() }],
    ['a key that is not base64url', { endpoint: fcm(), keys: { p256dh: 'not base64 url!!!!!!', auth: 'x'.repeat(22) } }],
    ['not a URL', { endpoint: 'push me', keys: keys() }],
  ])('When the subscription has %s, then responds 400', async (_what, body) => {
    expect((await request(svc.handler).post('/api/push/subscriptions').set(as(randomUUID())).send(body)).status).toBe(400);
  });

  it('When push is not set up, then subscribing says so with 503', async () => {
    const res = await request(off.handler)
      .post('/api/push/subscriptions')
      .set({ Authorization: off.auth.header(randomUUID()) })
      .send({ endpoint: fcm(), keys: keys() });
    expect(res.status).toBe(503);
    expect(ErrorBody.parse(res.body).message).toBe('Push alerts are not set up on this server.');
  });

  it('When called without a signed-in person, then responds 401', async () => {
    expect((await request(svc.handler).get('/api/push/public-key').set(as(null))).status).toBe(401);
    expect((await request(svc.handler).post('/api/push/subscriptions').set(as(null)).send({ endpoint: fcm(), keys: keys() })).status).toBe(401);
  });
});
