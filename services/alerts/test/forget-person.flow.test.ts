import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_SETTINGS, ListNotificationsResponse, SUBJECTS } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import webpush from 'web-push';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';

describe('on identity.user.data_cleared and identity.user.deleted', () => {
  let svc: TestService;
  beforeAll(async () => {
    const vapid = webpush.generateVAPIDKeys();
    svc = await startTestService({
      jobsTable: alertsJobsTable,
      create: createAlertsService,
      configSchema: alertsConfigSchema,
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
    });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const notifications = async (userId: string) => ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body);
  const settings = async (userId: string) => (await request(svc.handler).get('/api/settings').set(as(userId)).expect(200)).body;
  const event = (subject: string, payload: object) => svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload });
  const stake = (userId: string, amount: string, at = new Date()) =>
    event(SUBJECTS.ledgerActivityCreated, {
      userId,
      activityId: randomUUID(),
      type: 'wagering',
      subtype: 'Racing',
      amount,
      isCompleted: false,
      createdAt: at.toISOString(),
    });
  const counted = async (userId: string) =>
    (
      await svc.database.pool.query<{ total: string; linked: number }>(
        `select coalesce(sum(amount), 0)::text as total, count(*) filter (where source_id not like 'cleared:%')::int as linked from alerts.spend_entries where user_id = $1`,
        [userId],
      )
    ).rows[0];

  const count = async (table: string, userId: string) => (await svc.database.pool.query(`select 1 from alerts.${table} where user_id = $1`, [userId])).rowCount;

  /**
   * A person with a daily limit of 100 and a weekly raise waiting, a device subscribed to
   * push, a pokies session running, and $85 staked today: one approaching alert.
   */
  const fill = async (userId: string) => {
    await request(svc.handler).patch('/api/settings').set(as(userId)).send({ dailySpendLimit: 100, weeklySpendLimit: 200 }).expect(200);
    await request(svc.handler).patch('/api/settings').set(as(userId)).send({ weeklySpendLimit: 300 }).expect(200);
    const device = { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    await request(svc.handler).post('/api/push/subscriptions').set(as(userId)).send(device).expect(201);
    await event(SUBJECTS.ledgerSessionStarted, { userId, sessionId: randomUUID(), type: 'slot', venue: null, startedAt: new Date().toISOString() });
    await stake(userId, '85.00');
    expect((await notifications(userId)).map((n) => n.type)).toEqual(['spend_limit_approaching']);
    expect([await count('pending_limit_changes', userId), await count('push_subscriptions', userId), await count('session_timers', userId)]).toEqual([1, 1, 1]);
  };

  it("When a person clears all data, then their notifications and old spend go, this month's spend still counts, their settings stay, and nobody else's change", async () => {
    const [cleared, other] = [randomUUID(), randomUUID()];
    await fill(cleared);
    await fill(other);
    // Spend of 40 days ago: no running limit period holds it.
    await stake(cleared, '60.00', new Date(Date.now() - 40 * 24 * 60 * 60 * 1000));
    expect(await counted(cleared)).toEqual({ total: '145.00', linked: 2 });
    // That month has closed, so its statement notice comes at once: wait for it, so the clear comes after it.
    await eventually('the closed month notice', async () => ((await notifications(cleared)).some((n) => n.type === 'monthly_statement_ready') ? true : undefined));

    const requestId = randomUUID();
    await event(SUBJECTS.identityUserDataCleared, { userId: cleared, requestId });

    expect(await notifications(cleared)).toEqual([]);
    expect(await settings(cleared)).toMatchObject({ dailySpendLimit: '100.00', pendingLimitChanges: [{ period: 'weekly', limit: '300.00' }] });
    // The running session's alerts stop (sessions are tracked data); the device stays (it is the account's).
    expect([await count('session_timers', cleared), await count('push_subscriptions', cleared)]).toEqual([0, 1]);
    // Today's $85 still counts, cut loose from the wager it came from (ADR 0005): clearing cannot silence a limit.
    // $85 more takes today to $170, past the $100 daily limit, and the week to 85% of its $200.
    expect(await counted(cleared)).toEqual({ total: '85.00', linked: 0 });
    await stake(cleared, '85.00');
    expect((await notifications(cleared)).map((n) => `${n.type} ${n.metadata?.period}`).sort()).toEqual(['spend_limit_approaching weekly', 'spend_limit_exceeded daily']);
    expect(await notifications(other)).toHaveLength(1);
    expect(svc.published(SUBJECTS.alertsUserDataCleared).filter((p) => (p as { requestId: string }).requestId === requestId)).toEqual([{ userId: cleared, requestId }]);
  });

  it("When a person deletes their account, then their settings go too, and nobody else's change", async () => {
    const [deleted, other] = [randomUUID(), randomUUID()];
    await fill(deleted);
    await fill(other);

    await event(SUBJECTS.identityUserDeleted, { userId: deleted });

    expect(await notifications(deleted)).toEqual([]);
    expect(await settings(deleted)).toEqual({ ...DEFAULT_SETTINGS, pendingLimitChanges: [] });
    for (const table of ['pending_limit_changes', 'push_subscriptions', 'session_timers', 'spend_entries']) expect(await count(table, deleted)).toBe(0);
    expect(await count('push_subscriptions', other)).toBe(1);
    expect(await notifications(other)).toHaveLength(1);
    expect(await settings(other)).toMatchObject({ dailySpendLimit: '100.00' });
  });

  it('When the same event is delivered twice, then the second delivery removes nothing logged since', async () => {
    const user = randomUUID();
    await fill(user);
    const cleared = { id: randomUUID(), subject: SUBJECTS.identityUserDataCleared, occurredAt: new Date().toISOString(), payload: { userId: user, requestId: randomUUID() } };
    await svc.bus.publish(cleared);
    // Today's $85 still counts after clearing, so $85 more passes the daily limit and nears the weekly one.
    await stake(user, '85.00');
    await svc.bus.publish(cleared);
    expect(await notifications(user)).toHaveLength(2);
  });
});
