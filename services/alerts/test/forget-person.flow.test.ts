import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_SETTINGS, ListNotificationsResponse, SUBJECTS } from '@tally/contracts';
import { startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsJobsTable, createAlertsService } from '../src/create-alerts-service';

describe('on identity.user.data_cleared and identity.user.deleted', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ jobsTable: alertsJobsTable, create: createAlertsService });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const notifications = async (userId: string) => ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body);
  const settings = async (userId: string) => (await request(svc.handler).get('/api/settings').set(as(userId)).expect(200)).body;
  const event = (subject: string, payload: object) => svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload });
  const stake = (userId: string, amount: string) =>
    event(SUBJECTS.ledgerActivityCreated, {
      userId,
      activityId: randomUUID(),
      type: 'wagering',
      subtype: 'Racing',
      amount,
      isCompleted: false,
      createdAt: new Date().toISOString(),
    });

  /** A person with a daily limit of 100, a zone, and $85 staked today: one approaching alert. */
  const fill = async (userId: string) => {
    await event(SUBJECTS.identityUserRegistered, { userId, timeZone: 'Australia/Perth' });
    await request(svc.handler).patch('/api/settings').set(as(userId)).send({ dailySpendLimit: 100 }).expect(200);
    await stake(userId, '85.00');
    expect((await notifications(userId)).map((n) => n.type)).toEqual(['spend_limit_approaching']);
  };

  it("When a person clears all data, then their notifications and counted spend go, their settings stay, and nobody else's change", async () => {
    const [cleared, other] = [randomUUID(), randomUUID()];
    await fill(cleared);
    await fill(other);

    await event(SUBJECTS.identityUserDataCleared, { userId: cleared });

    expect(await notifications(cleared)).toEqual([]);
    expect(await settings(cleared)).toMatchObject({ dailySpendLimit: '100.00' });
    // Spend starts again from nothing: $85 more is the first 80% of today, so the alert comes again.
    await stake(cleared, '85.00');
    expect((await notifications(cleared)).map((n) => n.type)).toEqual(['spend_limit_approaching']);
    expect(await notifications(other)).toHaveLength(1);
  });

  it("When a person deletes their account, then their settings go too, and nobody else's change", async () => {
    const [deleted, other] = [randomUUID(), randomUUID()];
    await fill(deleted);
    await fill(other);

    await event(SUBJECTS.identityUserDeleted, { userId: deleted });

    expect(await notifications(deleted)).toEqual([]);
    expect(await settings(deleted)).toEqual({ ...DEFAULT_SETTINGS, pendingLimitChanges: [] });
    expect(await notifications(other)).toHaveLength(1);
    expect(await settings(other)).toMatchObject({ dailySpendLimit: '100.00' });
  });

  it('When the same event is delivered twice, then the second delivery removes nothing logged since', async () => {
    const user = randomUUID();
    await fill(user);
    const cleared = { id: randomUUID(), subject: SUBJECTS.identityUserDataCleared, occurredAt: new Date().toISOString(), payload: { userId: user } };
    await svc.bus.publish(cleared);
    await stake(user, '85.00');
    await svc.bus.publish(cleared);
    expect(await notifications(user)).toHaveLength(1);
  });
});
