import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, SUBJECTS, type Notification } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

/**
 * The clock stands 1.5 s before October closes in Perth (2026-11-01 00:00 at +8 is 2026-10-31T16:00Z), which is
 * already 1 November in Sydney (+11): the Perth person's statement notice comes when the clock passes midnight.
 */
describe.each(['embedded', 'distributed'] as const)('monthly statement notice (%s mode)', (mode) => {
  let svc: TestService;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    svc = await startTestService({ mode, jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema, clock });
  });
  afterAll(() => svc.stop());

  const list = async (userId: string): Promise<Notification[]> =>
    ListNotificationsResponse.parse(
      (
        await request(svc.handler)
          .get('/api/notifications')
          .set({ Authorization: svc.auth.header(userId) })
      ).body,
    );
  const statements = async (userId: string) => (await list(userId)).filter((n) => n.type === 'monthly_statement_ready');
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('When a month closes in the person’s zone, then one notice per month comes, not for a Sydney person yet, and not after Clear All Data', async () => {
    offsetMs = Date.parse('2026-10-31T15:59:58.500Z') - Date.now();
    const [perth, sydney, cleared] = [randomUUID(), randomUUID(), randomUUID()];
    const now = () => clock().toISOString();
    await svc.bus.publish(stakeEvent(perth, '10.00', now(), { timeZone: 'Australia/Perth' }));
    await svc.bus.publish(stakeEvent(perth, '15.00', now(), { timeZone: 'Australia/Perth' }));
    await svc.bus.publish(stakeEvent(sydney, '10.00', now(), { timeZone: 'Australia/Sydney' }));
    await svc.bus.publish(stakeEvent(cleared, '10.00', now(), { timeZone: 'Australia/Perth' }));
    // Consumers run apart: the clear is sent once the stake is counted, as it would come after it.
    await eventually(
      'the stake counted',
      async () => ((await svc.database.pool.query('select 1 from alerts.spend_entries where user_id = $1', [cleared])).rowCount ?? 0) > 0 || undefined,
    );
    await svc.bus.publish({ id: randomUUID(), subject: SUBJECTS.identityUserDataCleared, occurredAt: now(), payload: { userId: cleared, requestId: randomUUID() } });
    expect(await statements(perth)).toEqual([]);

    const [notice] = await eventually(
      'the Perth notice',
      async () => {
        const found = await statements(perth);
        return found.length ? found : undefined;
      },
      10_000,
    );
    expect(notice).toMatchObject({
      title: 'Your October 2026 statement is ready',
      message: 'Your activity statement for October 2026 is ready in Reports: what you spent and got back, and how the month compares with the Lower-Risk Gambling Guidelines.',
      metadata: { month: '2026-10' },
      isRead: false,
    });
    expect(Date.parse(notice.createdAt)).toBeGreaterThanOrEqual(Date.parse('2026-10-31T16:00:00.000Z'));
    await sleep(500);
    expect(await statements(perth)).toHaveLength(1);
    expect(await statements(sydney)).toEqual([]);
    expect(await statements(cleared)).toEqual([]);
  });

  it('When a stake arrives for a month already closed, then its notice comes at once, and a replay makes no second one', async () => {
    offsetMs = Date.parse('2026-12-05T02:00:00.000Z') - Date.now();
    const user = randomUUID();
    const event = stakeEvent(user, '20.00', '2026-11-20T02:00:00.000Z', { timeZone: 'Australia/Sydney' });
    await svc.bus.publish(event);
    await svc.bus.publish({ ...event, id: randomUUID(), payload: { ...(event.payload as object), activityId: randomUUID() } });
    const found = await eventually('the November notice', async () => {
      const notices = await statements(user);
      return notices.length ? notices : undefined;
    });
    expect(found.map((n) => n.metadata?.month)).toEqual(['2026-11']);
    await sleep(500);
    expect(await statements(user)).toHaveLength(1);
  });
});
