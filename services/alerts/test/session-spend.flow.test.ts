import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, SUBJECTS } from '@tally/contracts';
import { startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

describe('on ledger.session.deposit_added', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const notifications = async (userId: string) => ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body);
  const limit = (userId: string, dailySpendLimit: number) => request(svc.handler).patch('/api/settings').set(as(userId)).send({ dailySpendLimit }).expect(200);
  const depositEvent = (userId: string, amount: string, depositId = randomUUID(), at = new Date().toISOString()) => ({
    id: randomUUID(),
    subject: SUBJECTS.ledgerSessionDepositAdded,
    occurredAt: at,
    payload: { userId, sessionId: randomUUID(), depositId, sessionType: 'slot', amount, totalDeposited: amount, createdAt: at },
  });
  const ticketEvent = (userId: string, amount: string) => stakeEvent(userId, amount, undefined, { type: 'lottery', subtype: 'Powerball' });

  it('When deposits reach 80% of the daily limit, then spend_limit_approaching appears with the deposits counted', async () => {
    const user = randomUUID();
    await limit(user, 100);
    await svc.bus.publish(depositEvent(user, '50.00'));
    expect(await notifications(user)).toEqual([]);

    await svc.bus.publish(depositEvent(user, '30.00'));

    const list = await notifications(user);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'spend_limit_approaching', metadata: { period: 'daily', limit: '100.00', spent: '80.00' } });
  });

  it('When lottery tickets, wagers and buy-ins add up past the limit, then spend_limit_exceeded counts all of them', async () => {
    const user = randomUUID();
    await limit(user, 50);
    await svc.bus.publish(ticketEvent(user, '12.50'));
    await svc.bus.publish({ ...depositEvent(user, '20.00'), payload: { ...depositEvent(user, '20.00').payload, sessionType: 'table' } });
    await svc.bus.publish(ticketEvent(user, '17.50'));

    expect((await notifications(user)).map((n) => [n.type, n.metadata?.spent])).toEqual([['spend_limit_exceeded', '50.00']]);
  });

  it('When the same deposit is delivered twice, even under two message ids, then it counts once', async () => {
    const user = randomUUID();
    await limit(user, 100);
    const depositId = randomUUID();
    const event = depositEvent(user, '45.00', depositId);
    await svc.bus.publish(event);
    await svc.bus.publish(event);
    await svc.bus.publish({ ...event, id: randomUUID() });
    expect(await notifications(user)).toEqual([]);
  });

  it('When the payload is not a deposit, then it is dropped and counts nothing', async () => {
    const user = randomUUID();
    await limit(user, 10);
    await svc.bus.publish({ ...depositEvent(user, '50.00'), payload: { userId: user, amount: 50 } });
    expect(await notifications(user)).toEqual([]);
  });
});
