import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, SUBJECTS, SettingsResponse, type EventEnvelope } from '@tally/contracts';
import { eventually, silentLogger, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

const HOUR = 60 * 60_000;

describe('limits: lowering is immediate, raising or removing waits 24 hours', () => {
  let svc: TestService;
  let now = Date.parse('2026-11-25T01:00:00.000Z');
  const published: EventEnvelope[] = [];

  beforeAll(async () => {
    svc = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema, clock: () => new Date(now) });
    await svc.bus.subscribe({ subject: SUBJECTS.alertsSettingsChanged, durable: 'test-settings-changed', handle: async (event) => void published.push(event) });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const patch = async (userId: string, body: object) => SettingsResponse.parse((await request(svc.handler).patch('/api/settings').set(as(userId)).send(body).expect(200)).body);
  const get = async (userId: string) => SettingsResponse.parse((await request(svc.handler).get('/api/settings').set(as(userId)).expect(200)).body);
  const stake = (userId: string, amount: string) => svc.bus.publish(stakeEvent(userId, amount, new Date(now).toISOString()));
  const notifications = async (userId: string) => ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body);
  const applyJob = () => svc.handle.jobs.find((job) => job.name === 'apply-pending-limit')!;

  it('When a first limit is set or a limit lowered, then it is in force at once', async () => {
    const user = randomUUID();
    expect(await patch(user, { dailySpendLimit: 100 })).toMatchObject({ dailySpendLimit: '100.00', pendingLimitChanges: [] });
    expect(await patch(user, { dailySpendLimit: 60 })).toMatchObject({ dailySpendLimit: '60.00', pendingLimitChanges: [] });
  });

  it('When a limit is raised, then the answer keeps the old one in force and says when the new one starts, 24 hours on', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 50 });
    const answer = await patch(user, { dailySpendLimit: 200 });
    expect(answer).toMatchObject({ dailySpendLimit: '50.00', pendingLimitChanges: [{ period: 'daily', limit: '200.00', effectiveAt: new Date(now + 24 * HOUR).toISOString() }] });
    expect(await get(user)).toEqual(answer);
  });

  it('When spend passes the old limit during the cooling-off, then the alert still comes', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 50 });
    await patch(user, { dailySpendLimit: 500 });
    await stake(user, '60.00');
    const list = await eventually('the alert', async () => {
      const found = await notifications(user);
      return found.length ? found : undefined;
    });
    expect(list[0]).toMatchObject({ type: 'spend_limit_exceeded', metadata: { limit: '50.00', spent: '60.00' } });
  });

  it('When 24 hours pass, then the raise is in force, and its job saves it and tells other services', async () => {
    const user = randomUUID();
    await patch(user, { weeklySpendLimit: 100 });
    const asked = await patch(user, { weeklySpendLimit: null });
    const change = asked.pendingLimitChanges[0];
    expect(change).toMatchObject({ period: 'weekly', limit: null });

    now += 24 * HOUR - 1;
    expect((await get(user)).weeklySpendLimit).toBe('100.00');
    now += 1;
    expect(await get(user)).toMatchObject({ weeklySpendLimit: null, pendingLimitChanges: [] });

    await applyJob().process({ userId: user, ...change }, { jobId: 'test', attempt: 1, logger: silentLogger() });
    const saved = await svc.database.pool.query('select weekly_spend_limit from alerts.settings where user_id = $1', [user]);
    expect(saved.rows[0].weekly_spend_limit).toBeNull();
    expect(await svc.database.pool.query('select 1 from alerts.pending_limit_changes where user_id = $1', [user])).toMatchObject({ rowCount: 0 });
    await eventually('settings.changed with the removal', async () =>
      published.some(
        (e) => (e.payload as { userId: string; weeklySpendLimit: string | null }).userId === user && (e.payload as { weeklySpendLimit: null }).weeklySpendLimit === null,
      ),
    );
  });

  it('When a raise is cancelled, then the old limit stays and nothing is waiting', async () => {
    const user = randomUUID();
    await patch(user, { monthlySpendLimit: 300 });
    await patch(user, { monthlySpendLimit: 900 });
    const res = await request(svc.handler).delete('/api/settings/pending-limits/monthly').set(as(user)).expect(200);
    expect(SettingsResponse.parse(res.body)).toMatchObject({ monthlySpendLimit: '300.00', pendingLimitChanges: [] });
    now += 25 * HOUR;
    expect((await get(user)).monthlySpendLimit).toBe('300.00');
  });

  it('When a raise is waiting and the person lowers the limit instead, then the lower one applies at once and the raise is dropped', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 100 });
    await patch(user, { dailySpendLimit: 150 });
    expect(await patch(user, { dailySpendLimit: 80 })).toMatchObject({ dailySpendLimit: '80.00', pendingLimitChanges: [] });
  });

  it('When a second raise is asked for, then it replaces the first and the 24 hours start again', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 100 });
    await patch(user, { dailySpendLimit: 150 });
    now += 12 * HOUR;
    const answer = await patch(user, { dailySpendLimit: 200 });
    expect(answer.pendingLimitChanges).toEqual([{ period: 'daily', limit: '200.00', effectiveAt: new Date(now + 24 * HOUR).toISOString() }]);
  });

  it('When the period is not a limit period, or someone else cancels, then nothing changes', async () => {
    const [user, other] = [randomUUID(), randomUUID()];
    await patch(user, { dailySpendLimit: 10 });
    await patch(user, { dailySpendLimit: 20 });
    expect((await request(svc.handler).delete('/api/settings/pending-limits/yearly').set(as(user))).status).toBe(400);
    await request(svc.handler).delete('/api/settings/pending-limits/daily').set(as(other)).expect(200);
    expect((await get(user)).pendingLimitChanges).toHaveLength(1);
  });
});
