import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, SUBJECTS, type EventEnvelope, type Notification } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

const envelope = (subject: string, payload: object, at = new Date().toISOString()): EventEnvelope => ({ id: randomUUID(), subject, occurredAt: at, payload });

/** Issue 25 (ADR 0007): counted spend and limits follow a corrected or deleted wager, deposit or session. */
describe.each(['embedded', 'distributed'] as const)('counted spend follows corrections (%s mode)', (mode) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ mode, jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const counted = async (userId: string) =>
    (await svc.database.pool.query<{ total: string }>('select coalesce(sum(amount), 0)::text as total from alerts.spend_entries where user_id = $1', [userId])).rows[0].total;
  const countedBecomes = (userId: string, total: string) => eventually(`counted spend ${total}`, async () => ((await counted(userId)) === total ? true : undefined));
  const limitAlerts = async (userId: string): Promise<Notification[]> =>
    ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body).filter((n) => n.type.startsWith('spend_limit'));

  it('When a $50 mis-tap that passed the daily limit is corrected to $5, then counted spend drops, the alert stays, and the real crossing alerts again', async () => {
    const user = randomUUID();
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ dailySpendLimit: 40 }).expect(200);
    const at = new Date().toISOString();
    const activityId = randomUUID();
    await svc.bus.publish(stakeEvent(user, '50.00', at, { activityId, timeZone: 'Australia/Sydney' }));
    await eventually('the exceeded alert', async () => ((await limitAlerts(user)).length === 1 ? true : undefined));

    await svc.bus.publish(
      envelope(SUBJECTS.ledgerActivityUpdated, {
        userId: user,
        activityId,
        type: 'wagering',
        subtype: 'Racing',
        amount: '5.00',
        previousAmount: '50.00',
        isCompleted: false,
        isWin: null,
        winAmount: null,
        createdAt: at,
        updatedAt: new Date().toISOString(),
        timeZone: 'Australia/Sydney',
      }),
    );
    await countedBecomes(user, '5.00');
    expect((await limitAlerts(user)).map((n) => n.type)).toEqual(['spend_limit_exceeded']);

    // The real wager: $40 more takes the day to $45, past the limit again, and the person is told again.
    await svc.bus.publish(stakeEvent(user, '40.00', new Date().toISOString(), { timeZone: 'Australia/Sydney' }));
    const found = await eventually('a second exceeded alert', async () => {
      const list = await limitAlerts(user);
      return list.length === 2 ? list : undefined;
    });
    expect(found.map((n) => [n.type, n.metadata?.spent])).toEqual([
      ['spend_limit_exceeded', '45.00'],
      ['spend_limit_exceeded', '50.00'],
    ]);
  });

  it('When a wager is deleted before its creation reaches alerts, then it never counts', async () => {
    const user = randomUUID();
    const at = new Date().toISOString();
    const activityId = randomUUID();
    await svc.bus.publish(envelope(SUBJECTS.ledgerActivityDeleted, { userId: user, activityId, type: 'wagering', amount: '30.00', createdAt: at, deletedAt: at }));
    await eventually('the deletion is recorded', async () =>
      (await svc.database.pool.query('select 1 from alerts.spend_entries where user_id = $1', [user])).rowCount === 1 ? true : undefined,
    );
    await svc.bus.publish(stakeEvent(user, '30.00', at, { activityId }));
    await svc.bus.publish(stakeEvent(user, '2.00', at));
    await countedBecomes(user, '2.00');
  });

  it('When a deposit is corrected, another deleted, then the session deleted, then counted spend follows each and the timer stops', async () => {
    const user = randomUUID();
    const sessionId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const at = new Date().toISOString();
    const deposit = (depositId: string, amount: string, total: string) =>
      envelope(SUBJECTS.ledgerSessionDepositAdded, { userId: user, sessionId, depositId, sessionType: 'slot', amount, totalDeposited: total, createdAt: at });
    await svc.bus.publish(envelope(SUBJECTS.ledgerSessionStarted, { userId: user, sessionId, type: 'slot', venue: null, startedAt: at }));
    await svc.bus.publish(deposit(first, '50.00', '50.00'));
    await svc.bus.publish(deposit(second, '20.00', '70.00'));
    await countedBecomes(user, '70.00');

    const changed = (subject: string, depositId: string, amount: string, total: string) =>
      envelope(subject, { userId: user, sessionId, depositId, sessionType: 'slot', amount, totalDeposited: total, createdAt: at, changedAt: new Date().toISOString() });
    await svc.bus.publish(changed(SUBJECTS.ledgerSessionDepositUpdated, first, '5.00', '25.00'));
    await countedBecomes(user, '25.00');
    await svc.bus.publish(changed(SUBJECTS.ledgerSessionDepositDeleted, second, '20.00', '5.00'));
    await countedBecomes(user, '5.00');
    await eventually('the timer quotes the new total', async () =>
      (await svc.database.pool.query<{ t: string }>('select total_deposited::text as t from alerts.session_timers where session_id = $1', [sessionId])).rows[0]?.t === '5.00'
        ? true
        : undefined,
    );

    await svc.bus.publish(
      envelope(SUBJECTS.ledgerSessionDeleted, { userId: user, sessionId, type: 'slot', depositIds: [first], deletedAt: new Date().toISOString(), timeZone: 'Australia/Sydney' }),
    );
    await countedBecomes(user, '0.00');
    await eventually('the timer is stopped', async () =>
      (await svc.database.pool.query('select 1 from alerts.session_timers where session_id = $1 and ended_at is not null', [sessionId])).rowCount === 1 ? true : undefined,
    );
  });
});
