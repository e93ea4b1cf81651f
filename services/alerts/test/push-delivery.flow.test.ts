import { randomUUID } from 'node:crypto';
import request from 'supertest';
import webpush from 'web-push';
import { PushMessage, SUBJECTS } from '@tally/contracts';
import { startStandInPushService, type StandInPushService } from '@tally/service-kit/stand-in-push-service';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

describe('Web Push delivery of limit and session alerts', () => {
  let svc: TestService;
  let pushService: StandInPushService;
  const vapid = webpush.generateVAPIDKeys();
  // Daytime in Australia (02:00Z today), so no late-night note joins the session alert.
  const today = new Date();
  const offsetMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 2) - Date.now();
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    pushService = await startStandInPushService();
    svc = await startTestService({
      jobsTable: alertsJobsTable,
      create: createAlertsService,
      configSchema: alertsConfigSchema,
      clock,
      // The stand-in listens on loopback over plain http: listed, so allowed (only loopback may be http).
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:alerts@tally.test',
        PUSH_ENDPOINT_HOSTS: '127.0.0.1',
        SESSION_ALERT_MINUTE_MS: '20',
      },
    });
  });
  afterAll(async () => {
    await svc.stop();
    await pushService.close();
  });

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const subscribe = async (userId: string) => {
    const device = pushService.mintSubscription({ protocol: 'http' });
    const { id, ...subscription } = device;
    await request(svc.handler).post('/api/push/subscriptions').set(as(userId)).send(subscription).expect(201);
    return { ...device, subscriptionId: id };
  };
  const stake = (userId: string, amount: string) => svc.bus.publish(stakeEvent(userId, amount));

  it("When a stake passes the daily limit, then each of the person's devices gets the alert, encrypted to it and signed with our key", async () => {
    const user = randomUUID();
    const [phone, laptop] = [await subscribe(user), await subscribe(user)];
    const stranger = await subscribe(randomUUID());
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 10 }).expect(200);
    await stake(user, '12.00');

    for (const device of [phone, laptop]) {
      const received = await pushService.nextMessage(device.subscriptionId);
      const message = PushMessage.parse(received.json);
      expect(message).toMatchObject({ type: 'spend_limit_exceeded', title: 'Daily limit reached', url: '/notifications' });
      expect(message.body).toContain('$12.00');
      expect(received.vapid).toMatchObject({ publicKey: vapid.publicKey, sub: 'mailto:alerts@tally.test' });
      expect(received.ttl).toBe(3600);
    }
    const [notification] = (await request(svc.handler).get('/api/notifications').set(as(user))).body;
    expect(PushMessage.parse((await pushService.messages(phone.subscriptionId))[0].json).notificationId).toBe(notification.id);
    expect(pushService.messages(stranger.subscriptionId)).toEqual([]);
  });

  it('When a session runs 30 minutes, then the session alert is pushed', async () => {
    const user = randomUUID();
    const device = await subscribe(user);
    const sessionId = randomUUID();
    await svc.bus.publish({
      id: randomUUID(),
      subject: SUBJECTS.ledgerSessionStarted,
      occurredAt: new Date().toISOString(),
      payload: { userId: user, sessionId, type: 'slot', venue: null, startedAt: clock().toISOString() },
    });
    const message = PushMessage.parse((await pushService.nextMessage(device.subscriptionId)).json);
    await svc.bus.publish({
      id: randomUUID(),
      subject: SUBJECTS.ledgerSessionEnded,
      occurredAt: new Date().toISOString(),
      payload: { userId: user, sessionId, type: 'slot', totalDeposited: '0.00', finalAmount: '0.00', startedAt: new Date().toISOString(), endedAt: new Date().toISOString() },
    });
    expect(message).toMatchObject({ type: 'session_duration', title: '30 minutes of pokies' });
  });

  it('When the push service says a device is gone (410), then it is removed and the in-app notification stays', async () => {
    const user = randomUUID();
    const device = await subscribe(user);
    pushService.answerWith(device.subscriptionId, 410);
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ weeklySpendLimit: 5 }).expect(200);
    await stake(user, '6.00');

    await eventually('the device is removed', async () => (await svc.database.pool.query('select 1 from alerts.push_subscriptions where user_id = $1', [user])).rowCount === 0);
    expect(pushService.attempts.some((attempt) => attempt.subscriptionId === device.subscriptionId && attempt.status === 410)).toBe(true);
    expect((await request(svc.handler).get('/api/notifications').set(as(user))).body).toHaveLength(1);
  });
});
