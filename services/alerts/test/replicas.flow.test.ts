import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LimitStatusResponse, ListNotificationsResponse, type Notification } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';
import { stakeEvent } from './helpers/stake-event';

/**
 * Two alerts processes on one database, stream and queue, as two replicas: the broker hands each
 * event to one of them, and a person's stakes may be counted by both at the same moment. Every
 * notification that should exist exists once, and either replica lists the same.
 */
describe('Two alerts replicas', () => {
  let svc: TestService;
  let replicas: Array<ReturnType<typeof request>>;
  beforeAll(async () => {
    svc = await startTestService({ mode: 'distributed', jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
    const second = await svc.replica();
    replicas = [request(svc.handler), request(second.handler)];
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const limitAlerts = async (replica: ReturnType<typeof request>, userId: string): Promise<Notification[]> =>
    ListNotificationsResponse.parse((await replica.get('/api/notifications').set(as(userId)).expect(200)).body).filter((n) => n.type.startsWith('spend_limit'));

  it('When 20 people each send stakes past 80% and 100% of a daily limit at once, some twice, then each gets the 100% alert once and the 80% one at most once', async () => {
    const people = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(people.map((person, i) => replicas[i % 2].patch('/api/settings').set(as(person)).send({ dailySpendLimit: 100 }).expect(200)));
    const at = new Date().toISOString();
    const events = people.flatMap((person) => {
      const stakes = ['30.00', '30.00', '25.00', '20.00', '10.00'].map((amount) => stakeEvent(person, amount, at));
      // A redelivery of the same event, as after a publisher's retry.
      return [...stakes, stakes[3]!];
    });
    await Promise.all(events.map((event) => svc.bus.publish(event)));
    for (const person of people) {
      await eventually(`the 100% alert for ${person}`, async () => (await limitAlerts(replicas[0], person)).some((n) => n.type === 'spend_limit_exceeded'));
    }
    // Time for a late duplicate to show up, then both replicas list exactly the same.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const person of people) {
      const [first, second] = await Promise.all(replicas.map((replica) => limitAlerts(replica, person)));
      // The 100% alert once; the 80% one at most once (a stake that crosses both at once brings only the 100% one).
      expect(first.filter((n) => n.type === 'spend_limit_exceeded')).toHaveLength(1);
      expect(first.filter((n) => n.type === 'spend_limit_approaching').length).toBeLessThanOrEqual(1);
      expect(second).toEqual(first);
      // Whichever stake crossed 100% (the order of delivery varies), the alert tells what was counted then.
      expect(Number(first.find((n) => n.type === 'spend_limit_exceeded')?.metadata?.spent)).toBeGreaterThanOrEqual(100);
      // Each stake counted once across both replicas, the redelivery not at all.
      for (const replica of replicas) {
        const status = LimitStatusResponse.parse((await replica.get('/api/limits/status').set(as(person)).expect(200)).body);
        expect(status.spentSoFar.daily).toBe('115.00');
      }
    }
  });
});
