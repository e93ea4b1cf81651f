import { randomUUID } from 'node:crypto';
import webpush, { WebPushError } from 'web-push';
import { startStandInPushService, type StandInPushService } from './stand-in-push-service.mjs';

describe('stand-in push service', () => {
  let standIn: StandInPushService;
  const vapid = webpush.generateVAPIDKeys();
  const vapidDetails = { subject: 'mailto:alerts@example.com', publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  beforeAll(async () => {
    standIn = await startStandInPushService();
  });
  afterAll(() => standIn.close());

  it('should mint a subscription shaped as PushSubscription.toJSON() gives it', () => {
    const subscription = standIn.mintSubscription();

    expect(subscription.endpoint).toBe(`https://127.0.0.1:${standIn.port}/push/${subscription.id}`);
    expect(subscription.expirationTime).toBeNull();
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
  });

  it("should decrypt what web-push's sendNotification sends and check its VAPID token", async () => {
    const subscription = standIn.mintSubscription();
    const message = { notificationId: randomUUID(), type: 'spend_limit_exceeded', title: 'Daily limit reached', body: "You've spent $12.00 today.", url: '/notifications' };

    const next = standIn.nextMessage(subscription.id, 5000);
    const sent = await webpush.sendNotification(subscription, JSON.stringify(message), { vapidDetails, TTL: 60, urgency: 'high', agent: standIn.agent });
    const received = await next;

    expect(sent.statusCode).toBe(201);
    expect(received.json).toEqual(message);
    expect(received).toMatchObject({ subscriptionId: subscription.id, ttl: 60, urgency: 'high' });
    expect(received.vapid).toMatchObject({ aud: standIn.origin, sub: 'mailto:alerts@example.com', publicKey: vapid.publicKey });
    expect(standIn.messages(subscription.id)).toHaveLength(1);
  });

  it('should answer 410 once told the subscription is gone, and keep nothing', async () => {
    const subscription = standIn.mintSubscription();
    standIn.answerWith(subscription.id, 410);

    const sending = webpush.sendNotification(subscription, '{}', { vapidDetails, agent: standIn.agent });

    await expect(sending).rejects.toBeInstanceOf(WebPushError);
    await expect(sending).rejects.toMatchObject({ statusCode: 410 });
    expect(standIn.messages(subscription.id)).toEqual([]);
  });

  it('should refuse a push without a VAPID token', async () => {
    const subscription = standIn.mintSubscription({ protocol: 'http' });
    const details = webpush.generateRequestDetails(subscription, 'hello', { vapidDetails });
    const { Authorization: _left, ...unsigned } = details.headers as Record<string, string>;

    const response = await fetch(subscription.endpoint, { method: 'POST', headers: unsigned, body: new Uint8Array(details.body as Buffer) });

    expect(response.status).toBe(401);
    expect(standIn.attempts.at(-1)).toMatchObject({ subscriptionId: subscription.id, status: 401 });
  });

  it('should take an http:// endpoint from a sender that speaks plain HTTP', async () => {
    const subscription = standIn.mintSubscription({ protocol: 'http' });
    const details = webpush.generateRequestDetails(subscription, JSON.stringify({ hello: 'there' }), { vapidDetails });

    const response = await fetch(details.endpoint, { method: details.method, headers: details.headers as Record<string, string>, body: new Uint8Array(details.body as Buffer) });

    expect(response.status).toBe(201);
    expect((await standIn.nextMessage(subscription.id, 10)).json).toEqual({ hello: 'there' });
  });

  it('should reject nextMessage when nothing arrives in time', async () => {
    const subscription = standIn.mintSubscription();

    await expect(standIn.nextMessage(subscription.id, 50)).rejects.toThrow(/No push message reached/);
  });
});
