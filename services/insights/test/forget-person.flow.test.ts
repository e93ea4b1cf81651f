import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { createInsightsService, insightsConfigSchema, insightsJobsTable } from '../src/create-insights-service';

describe.each(['embedded', 'distributed'] as const)('insights on identity.user.data_cleared and identity.user.deleted (%s mode)', (mode) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ jobsTable: insightsJobsTable, create: createInsightsService, configSchema: insightsConfigSchema, mode });
  });
  afterAll(() => svc.stop());

  const selfCheck = (userId: string) =>
    svc.database.pool.query(`insert into insights.self_checks (user_id, answers, score, band) values ($1, '{1,1,0,0,0,0,0,0,0}', 2, 'low')`, [userId]);
  const selfChecks = async (userId: string) => (await svc.database.pool.query('select 1 from insights.self_checks where user_id = $1', [userId])).rowCount;
  const answers = async (requestId: string) =>
    svc
      .published(SUBJECTS.insightsUserDataCleared)
      .filter((p) => (p as { requestId: string }).requestId === requestId)
      .map((payload) => ({ payload }));
  const publish = (subject: string, payload: object, id = randomUUID()) => svc.bus.publish({ id, subject, occurredAt: new Date().toISOString(), payload });

  it("When a person clears all data, then their self-check results go, nobody else's, and insights answers once", async () => {
    const [cleared, other, requestId, messageId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await selfCheck(cleared);
    await selfCheck(cleared);
    await selfCheck(other);

    await publish(SUBJECTS.identityUserDataCleared, { userId: cleared, requestId }, messageId);
    await publish(SUBJECTS.identityUserDataCleared, { userId: cleared, requestId }, messageId);

    await eventually('the answer written', async () => (await answers(requestId)).length === 1);
    expect(await selfChecks(cleared)).toBe(0);
    expect(await selfChecks(other)).toBe(1);
    expect((await answers(requestId))[0].payload).toEqual({ userId: cleared, requestId });
  });

  it("When a person deletes their account, then their self-check results go and nobody else's", async () => {
    const [deleted, other] = [randomUUID(), randomUUID()];
    await selfCheck(deleted);
    await selfCheck(other);

    await publish(SUBJECTS.identityUserDeleted, { userId: deleted });

    await eventually('the results gone', async () => (await selfChecks(deleted)) === 0);
    expect(await selfChecks(other)).toBe(1);
  });

  it('When the payload has no request id, then it is dropped and nothing is removed', async () => {
    const userId = randomUUID();
    await selfCheck(userId);
    await publish(SUBJECTS.identityUserDataCleared, { userId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await selfChecks(userId)).toBe(1);
  });
});
