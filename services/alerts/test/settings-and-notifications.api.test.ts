import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ErrorBody, ListNotificationsResponse, Notification, SUBJECTS, SettingsResponse } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

describe('alerts API', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  });
  afterAll(() => svc.stop());

  const as = (userId: string | null) => ({ Authorization: svc.auth.header(userId) });
  const stake = (userId: string, amount: string) => svc.bus.publish(stakeEvent(userId, amount));

  describe('GET /api/settings', () => {
    it('When nothing was saved, then answers the defaults', async () => {
      const res = await request(svc.handler).get('/api/settings').set(as(randomUUID()));
      expect(res.status).toBe(200);
      expect(SettingsResponse.parse(res.body)).toEqual({
        autoCompleteAILosses: false,
        dailySpendLimit: null,
        weeklySpendLimit: null,
        monthlySpendLimit: null,
        sessionDurationAlerts: true,
        pendingLimitChanges: [],
      });
    });
  });

  describe('PATCH /api/settings', () => {
    it('When limits are given as numbers or strings, then they are stored as decimal strings, and empty asks for removal', async () => {
      const user = randomUUID();
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 100, weeklySpendLimit: '250.5' });
      const res = await request(svc.handler).patch('/api/settings').set(as(user)).send({ weeklySpendLimit: '', sessionDurationAlerts: false });
      expect(res.status).toBe(200);
      expect(SettingsResponse.parse(res.body)).toMatchObject({
        dailySpendLimit: '100.00',
        weeklySpendLimit: '250.50',
        sessionDurationAlerts: false,
        pendingLimitChanges: [{ period: 'weekly', limit: null, effectiveAt: expect.any(String) }],
      });
      expect((await request(svc.handler).get('/api/settings').set(as(user))).body.dailySpendLimit).toBe('100.00');
    });

    it.each([
      ['text', { dailySpendLimit: 'abc' }, 'Must be a valid number'],
      ['a negative limit', { dailySpendLimit: -1 }, undefined],
      ['an unknown field', { favouriteHorse: 'Winx' }, undefined],
      ['a wrong type', { sessionDurationAlerts: 'yes' }, undefined],
    ])('When the body has %s, then responds 400 and changes nothing', async (_what, body, message) => {
      const user = randomUUID();
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 50 });
      const res = await request(svc.handler).patch('/api/settings').set(as(user)).send(body);
      expect(res.status).toBe(400);
      if (message) expect(ErrorBody.parse(res.body).message).toBe(message);
      expect((await request(svc.handler).get('/api/settings').set(as(user))).body.dailySpendLimit).toBe('50.00');
    });

    it('When two people save limits, then each sees only their own', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      await request(svc.handler).patch('/api/settings').set(as(a)).send({ dailySpendLimit: 10 });
      expect((await request(svc.handler).get('/api/settings').set(as(b))).body.dailySpendLimit).toBeNull();
    });
  });

  describe('notifications', () => {
    it('When spend reaches 80% of the daily limit, then one spend_limit_approaching notification appears, once per day', async () => {
      const user = randomUUID();
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 100 });
      await stake(user, '50.00');
      expect((await request(svc.handler).get('/api/notifications/unread').set(as(user))).body).toEqual([]);

      await stake(user, '35.00');
      const unread = await eventually('the alert', async () => {
        const list = ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications/unread').set(as(user))).body);
        return list.length ? list : undefined;
      });
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({ type: 'spend_limit_approaching', isRead: false, metadata: { period: 'daily', limit: '100.00', spent: '85.00' } });

      await stake(user, '5.00');
      expect((await request(svc.handler).get('/api/notifications/unread').set(as(user))).body).toHaveLength(1);
    });

    it('When one stake passes the limit, then spend_limit_exceeded appears instead of approaching', async () => {
      const user = randomUUID();
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 20 });
      await stake(user, '25.00');
      const list = ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(user))).body);
      expect(list.map((n) => n.type)).toEqual(['spend_limit_exceeded']);
    });

    it('When the same event arrives twice, then the spend counts once', async () => {
      const user = randomUUID();
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 100 });
      const event = {
        id: randomUUID(),
        subject: SUBJECTS.ledgerActivityCreated,
        occurredAt: new Date().toISOString(),
        payload: { userId: user, activityId: randomUUID(), type: 'wagering', subtype: 'Racing', amount: '45.00', isCompleted: false, createdAt: new Date().toISOString() },
      };
      await svc.bus.publish(event);
      await svc.bus.publish(event);
      expect((await request(svc.handler).get('/api/notifications').set(as(user))).body).toEqual([]);
    });

    it("When a limit is lowered below today's spend, then the alert comes at once", async () => {
      const user = randomUUID();
      await stake(user, '40.00');
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 45 });
      const list = ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(user))).body);
      expect(list.map((n) => n.type)).toEqual(['spend_limit_approaching']);
    });

    it('When marking read, then only the owner can, and read-all clears the unread list', async () => {
      const [owner, other] = [randomUUID(), randomUUID()];
      await request(svc.handler).patch('/api/settings').set(as(owner)).send({ dailySpendLimit: 10, weeklySpendLimit: 10 });
      await stake(owner, '10.00');
      const [first, second] = ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(owner))).body);

      expect((await request(svc.handler).patch(`/api/notifications/${first.id}/read`).set(as(other))).status).toBe(404);
      expect((await request(svc.handler).get('/api/notifications').set(as(other))).body).toEqual([]);
      const mine = await request(svc.handler).patch(`/api/notifications/${first.id}/read`).set(as(owner));
      expect(Notification.parse(mine.body).isRead).toBe(true);
      expect((await request(svc.handler).get('/api/notifications/unread').set(as(owner))).body.map((n: Notification) => n.id)).toEqual([second.id]);
      await request(svc.handler).patch('/api/notifications/read-all').set(as(owner));
      expect((await request(svc.handler).get('/api/notifications/unread').set(as(owner))).body).toEqual([]);
    });

    it("When two stakes fall either side of the person's own midnight, then they count on different days", async () => {
      const user = randomUUID();
      await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 100 });
      const at = (iso: string) => ({
        id: randomUUID(),
        subject: SUBJECTS.ledgerActivityCreated,
        occurredAt: iso,
        payload: {
          userId: user,
          activityId: randomUUID(),
          type: 'wagering',
          subtype: 'Racing',
          amount: '45.00',
          isCompleted: false,
          createdAt: iso,
          timeZone: 'Australia/Perth',
        },
      });
      await svc.bus.publish(at('2026-11-22T15:30:00.000Z')); // 23:30 in Perth
      await svc.bus.publish(at('2026-11-22T16:30:00.000Z')); // 00:30 the next day in Perth, still the same day in Sydney
      expect((await request(svc.handler).get('/api/notifications').set(as(user))).body).toEqual([]);
    });

    it('When the id is not a uuid, then responds 404', async () => {
      expect((await request(svc.handler).patch('/api/notifications/xyz/read').set(as(randomUUID()))).status).toBe(404);
    });
  });

  it('When called without the gateway token, then responds 401', async () => {
    expect((await request(svc.handler).get('/api/settings')).status).toBe(401);
    expect((await request(svc.handler).get('/api/notifications').set(as(null))).status).toBe(401);
  });
});
