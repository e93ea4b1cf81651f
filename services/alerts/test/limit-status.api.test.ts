import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LimitStatusResponse, SettingsResponse } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ZONE = 'Australia/Perth';

describe('GET /api/limits/status: what is left of each limit, from alerts own counted spend', () => {
  let svc: TestService;
  // Wednesday 25 November 2026, 14:00 in Perth (UTC+8, no daylight saving).
  let now = Date.parse('2026-11-25T06:00:00.000Z');

  beforeAll(async () => {
    svc = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema, clock: () => new Date(now) });
  });
  afterAll(() => svc.stop());
  afterEach(() => {
    now = Date.parse('2026-11-25T06:00:00.000Z');
  });

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId, `sess-${userId}`, ZONE) });
  const patch = async (userId: string, body: object) => SettingsResponse.parse((await request(svc.handler).patch('/api/settings').set(as(userId)).send(body).expect(200)).body);
  const status = async (userId: string) => LimitStatusResponse.parse((await request(svc.handler).get('/api/limits/status').set(as(userId)).expect(200)).body);
  const stake = (userId: string, amount: string, at: number) => svc.bus.publish(stakeEvent(userId, amount, new Date(at).toISOString(), { timeZone: ZONE }));
  const counted = (userId: string, n: number) =>
    eventually(
      `${n} spend entries`,
      async () => (await svc.database.pool.query('select count(*)::int as n from alerts.spend_entries where user_id = $1', [userId])).rows[0].n === n,
    );

  it('When nobody is signed in, then it answers 401', async () => {
    await request(svc.handler).get('/api/limits/status').expect(401);
  });

  it('When a person has no limits, then it lists none and counts no streak', async () => {
    expect(await status(randomUUID())).toEqual({
      asOf: new Date(now).toISOString(),
      spentSoFar: { daily: '0.00', weekly: '0.00', monthly: '0.00' },
      periods: [],
      pendingLimitChanges: [],
      daysWithinLimits: 0,
    });
  });

  it('When a person has spent today, this week and this month, then each limit shows what is left in their own zone', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 50, weeklySpendLimit: 200, monthlySpendLimit: 500 });
    await stake(user, '12.00', now - HOUR); // today, 13:00 Perth
    await stake(user, '40.00', Date.parse('2026-11-22T02:00:00.000Z')); // Sunday 22nd, 10:00 Perth: this week
    await stake(user, '100.00', Date.parse('2026-11-21T15:00:00.000Z')); // Saturday 21st, 23:00 Perth: last week, this month
    await stake(user, '7.50', Date.parse('2026-10-31T15:30:00.000Z')); // 31 October 23:30 Perth: last month
    await counted(user, 4);
    const answer = await status(user);
    expect(answer.spentSoFar).toEqual({ daily: '12.00', weekly: '52.00', monthly: '152.00' });
    expect(answer.periods).toEqual([
      { period: 'daily', limit: '50.00', spent: '12.00', left: '38.00', level: null, periodStart: '2026-11-24T16:00:00.000Z', periodEnd: '2026-11-25T15:59:59.999Z' },
      { period: 'weekly', limit: '200.00', spent: '52.00', left: '148.00', level: null, periodStart: '2026-11-21T16:00:00.000Z', periodEnd: '2026-11-28T15:59:59.999Z' },
      { period: 'monthly', limit: '500.00', spent: '152.00', left: '348.00', level: null, periodStart: '2026-10-31T16:00:00.000Z', periodEnd: '2026-11-30T15:59:59.999Z' },
    ]);
  });

  it('When spend passes a limit, then nothing is left and the level says so', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 50 });
    await stake(user, '41.00', now - HOUR);
    await counted(user, 1);
    expect((await status(user)).periods[0]).toMatchObject({ spent: '41.00', left: '9.00', level: 'approaching' });
    await stake(user, '21.00', now - HOUR / 2);
    await counted(user, 2);
    expect((await status(user)).periods[0]).toMatchObject({ spent: '62.00', left: '0.00', level: 'exceeded' });
  });

  it('When a limit is raised, then the old one stays in force and the raise waits with its date', async () => {
    const user = randomUUID();
    await patch(user, { weeklySpendLimit: 100 });
    await patch(user, { weeklySpendLimit: 300 });
    const answer = await status(user);
    expect(answer.periods).toEqual([expect.objectContaining({ period: 'weekly', limit: '100.00' })]);
    expect(answer.pendingLimitChanges).toEqual([{ period: 'weekly', limit: '300.00', effectiveAt: new Date(now + DAY).toISOString() }]);
  });

  it('When days go by within the daily limit, then they count in a row, and a day over it ends the run', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 50 });
    // Sat 14th over the limit; 15th to 25th within it (some days without spend); the first spend was on the 10th.
    await stake(user, '5.00', Date.parse('2026-11-10T04:00:00.000Z'));
    await stake(user, '80.00', Date.parse('2026-11-14T04:00:00.000Z'));
    await stake(user, '50.00', Date.parse('2026-11-16T04:00:00.000Z'));
    await stake(user, '10.00', Date.parse('2026-11-24T15:59:00.000Z')); // 23:59 on the 24th in Perth
    await counted(user, 4);
    expect((await status(user)).daysWithinLimits).toBe(11);
    await stake(user, '45.00', Date.parse('2026-11-24T16:30:00.000Z')); // 00:30 on the 25th: today is still within
    await counted(user, 5);
    expect((await status(user)).daysWithinLimits).toBe(11);
    await stake(user, '10.00', now - 60_000); // today $55: over
    await counted(user, 6);
    expect((await status(user)).daysWithinLimits).toBe(0);
  });

  it('When a person has limits, then the run counts from their first day with spend', async () => {
    const user = randomUUID();
    await patch(user, { monthlySpendLimit: 300 });
    await stake(user, '20.00', Date.parse('2026-11-23T04:00:00.000Z'));
    await counted(user, 1);
    expect((await status(user)).daysWithinLimits).toBe(3);
  });

  it('When the run is longer than the first days read, then it reads further back and counts it all, to a year and a day', async () => {
    const user = randomUUID();
    await patch(user, { dailySpendLimit: 100, weeklySpendLimit: 300 });
    // 25 November 2026 in Perth; 40 and 100 days back, within; 120 days back a week over its limit.
    await stake(user, '60.00', now - 40 * DAY);
    await stake(user, '90.00', now - 100 * DAY);
    await stake(user, '250.00', now - 121 * DAY);
    await stake(user, '99.00', now - 120 * DAY);
    await counted(user, 4);
    // Monday 27 and Tuesday 28 July are over, and so is the rest of that week ($349 of $300); Sunday 2 August starts the run.
    expect((await status(user)).daysWithinLimits).toBe(116);
    const longAgo = randomUUID();
    await patch(longAgo, { monthlySpendLimit: 1000 });
    await stake(longAgo, '10.00', now - 500 * DAY);
    await counted(longAgo, 1);
    expect((await status(longAgo)).daysWithinLimits).toBe(366);
  });

  it('When two people have limits and spend, then each sees only their own', async () => {
    const [ann, ben] = [randomUUID(), randomUUID()];
    await patch(ann, { dailySpendLimit: 50 });
    await patch(ben, { dailySpendLimit: 80, monthlySpendLimit: 900 });
    await patch(ben, { dailySpendLimit: 120 });
    await stake(ann, '30.00', now - HOUR);
    await stake(ben, '70.00', now - HOUR);
    await counted(ann, 1);
    await counted(ben, 1);
    const annStatus = await status(ann);
    expect(annStatus.spentSoFar.daily).toBe('30.00');
    expect(annStatus.periods).toEqual([expect.objectContaining({ period: 'daily', limit: '50.00', spent: '30.00', left: '20.00' })]);
    expect(annStatus.pendingLimitChanges).toEqual([]);
    const benStatus = await status(ben);
    expect(benStatus.periods.map((p) => [p.period, p.limit, p.spent])).toEqual([
      ['daily', '80.00', '70.00'],
      ['monthly', '900.00', '70.00'],
    ]);
    expect(benStatus.pendingLimitChanges).toEqual([expect.objectContaining({ period: 'daily', limit: '120.00' })]);
  });
});
