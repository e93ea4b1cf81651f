import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, type Notification } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { createLimitCheckRepo } from '../src/db/limit-check.repo';
import { stakeEvent } from './helpers/stake-event';

describe.each(['embedded', 'distributed'] as const)('limit alerts from ledger events (%s mode)', (mode) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ mode, jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  // Limit alerts only: stakes in a month already closed also bring that month's statement notice (statement-ready.flow.test.ts).
  const list = async (userId: string): Promise<Notification[]> =>
    ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body).filter((n) => n.type !== 'monthly_statement_ready');
  const alerts = async (userId: string, count: number) =>
    eventually(`${count} alert(s)`, async () => {
      const found = await list(userId);
      return found.length >= count ? found : undefined;
    });

  it('When stakes cross 80% then 100% of a daily limit, then each alert comes once that day and again the next day', async () => {
    const user = randomUUID();
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 100 }).expect(200);
    // 2026-10-04 in Adelaide, the 23-hour day daylight saving starts: 00:00 is 14:30Z on the 3rd.
    for (const [amount, at] of [
      ['80.00', '2026-10-03T15:00:00Z'],
      ['5.00', '2026-10-03T16:00:00Z'],
      ['20.00', '2026-10-04T10:00:00Z'],
      ['50.00', '2026-10-04T13:00:00Z'], // 11:30pm local, still the same day
      ['85.00', '2026-10-04T13:30:00Z'], // midnight: the next day
    ] as const) {
      await svc.bus.publish(stakeEvent(user, amount, at, { timeZone: 'Australia/Adelaide' }));
    }
    const found = await alerts(user, 3);
    expect(found.map((n) => [n.type, n.metadata?.periodKey, n.metadata?.spent])).toEqual([
      ['spend_limit_approaching', '2026-10-05', '85.00'],
      ['spend_limit_exceeded', '2026-10-04', '105.00'],
      ['spend_limit_approaching', '2026-10-04', '80.00'],
    ]);
    expect(found[1].message).toBe(
      "You've spent $105.00 today, over your $100.00 daily limit. Consider stopping for now. Free, confidential help: Gambling Help 1800 858 858, 24/7.",
    );
  });

  it('When a stake is counted with the check, then only the periods holding it include it, and counting it again adds nothing', async () => {
    const repo = createLimitCheckRepo(svc.database.db);
    const user = randomUUID();
    const day = (iso: string) => ({ start: new Date(`${iso}T00:00:00Z`), end: new Date(`${iso}T23:59:59.999Z`) });
    const ranges = [day('2026-03-10'), day('2026-03-11'), { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-31T23:59:59.999Z') }];
    const stake = (sourceId: string, amount: string, at: string) => ({ sourceId, userId: user, amount, occurredAt: new Date(at) });

    const first = await repo.addAndRead(stake('activity:a', '12.50', '2026-03-10T09:00:00Z'), ranges);
    const second = await repo.addAndRead(stake('activity:b', '7.25', '2026-03-11T09:00:00Z'), ranges);
    const again = await repo.addAndRead(stake('activity:b', '7.25', '2026-03-11T09:00:00Z'), ranges);

    expect(first).toMatchObject({ added: true, totals: ['12.50', '0', '12.50'], entries: [1, 0, 1] });
    expect(second).toMatchObject({ added: true, totals: ['12.50', '7.25', '19.75'], entries: [1, 1, 2] });
    expect(again).toMatchObject({ added: false, totals: ['12.50', '7.25', '19.75'], entries: [1, 1, 2] });
    expect((await repo.read(user, ranges)).totals).toEqual(second.totals);
  });

  it("When stakes are counted as a batch, then each one's figures are as if counted one after another, a source given twice counting once", async () => {
    const repo = createLimitCheckRepo(svc.database.db);
    const [user, other] = [randomUUID(), randomUUID()];
    const day = (iso: string) => ({ start: new Date(`${iso}T00:00:00Z`), end: new Date(`${iso}T23:59:59.999Z`) });
    const ranges = [day('2026-03-10'), day('2026-03-11'), { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-31T23:59:59.999Z') }];
    // Source ids are unique across people: these are this test's own.
    const stake = (who: string, source: string, amount: string, at: string) => ({
      entry: { sourceId: `batch:${user}:${source}`, userId: who, amount, occurredAt: new Date(at) },
      ranges,
    });
    await repo.addAndRead(stake(user, 'earlier', '1.00', '2026-03-10T08:00:00Z').entry, ranges);

    const batch = await repo.addAllAndRead([
      stake(user, 'a', '12.50', '2026-03-10T09:00:00Z'),
      stake(other, 'o', '3.00', '2026-03-10T09:30:00Z'),
      stake(user, 'b', '7.25', '2026-03-11T09:00:00Z'),
      stake(user, 'a', '12.50', '2026-03-10T09:00:00Z'),
      stake(user, 'earlier', '1.00', '2026-03-10T08:00:00Z'),
    ]);

    expect(batch.map((b) => b.added)).toEqual([true, true, true, false, false]);
    expect(batch[0]).toMatchObject({ totals: ['13.50', '0', '13.50'], entries: [2, 0, 2] });
    expect(batch[1]).toMatchObject({ totals: ['3.00', '0', '3.00'], entries: [1, 0, 1] });
    expect(batch[2]).toMatchObject({ totals: ['13.50', '7.25', '20.75'], entries: [2, 1, 3] });
    expect(batch[3]).toMatchObject({ totals: ['13.50', '7.25', '20.75'], entries: [2, 1, 3] });
    expect((await repo.read(user, ranges)).totals).toEqual(['13.50', '7.25', '20.75']);
  });

  it('When the same stake is delivered again, under the same or a new message id, then it makes one notification', async () => {
    const user = randomUUID();
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 10 }).expect(200);
    const event = stakeEvent(user, '12.00', new Date().toISOString());
    await svc.bus.publish(event);
    await svc.bus.publish(event);
    await svc.bus.publish({ ...event, id: randomUUID() });
    await alerts(user, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await list(user)).toHaveLength(1);
  });

  it('When the service restarts, then events of the time it was down still make their notification, once', async () => {
    const user = randomUUID();
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ weeklySpendLimit: 10 }).expect(200);
    const event = stakeEvent(user, '11.00', new Date().toISOString());
    if (mode === 'distributed') await svc.restart((publish) => publish(event));
    else {
      // The in-process bus lives and dies with the process; the publisher's outbox keeps events (service-kit's outbox tests).
      await svc.restart();
      await svc.bus.publish(event);
    }
    await svc.bus.publish(event);
    expect((await alerts(user, 1)).map((n) => n.type)).toEqual(['spend_limit_exceeded']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await list(user)).toHaveLength(1);
  });
});
