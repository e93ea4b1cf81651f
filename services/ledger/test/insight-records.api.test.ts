import { InsightRecordsResponse } from '@tally/contracts';
import { startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

describe('GET /internal/insight-records', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const read = (userId: string, query = '') => kit.http().get(`/internal/insight-records${query}`).set(kit.as(userId));

  it("When insights asks with a person's token, then it gets their activities, sessions with deposit times and limits, and nobody else's", async () => {
    const [user, other] = [kit.newUser(), kit.newUser()];
    kit.setTime('2026-03-10T01:00:00.000Z');
    const bet = (await kit.postActivity(user, wager('25.50'))).body;
    await kit.http().patch(`/api/activities/${bet.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true, winAmount: 40 });
    const started = (await kit.startSession(user)).body;
    await kit.deposit(user, started.id, 20);
    await kit.deposit(user, started.id, '10.50');
    await kit.endSession(user, started.id, 5);
    await kit.postActivity(other, wager(99));

    const res = await read(user);

    expect(res.status).toBe(200);
    const body = InsightRecordsResponse.parse(res.body);
    expect(body.activities).toEqual([
      { type: 'wagering', subtype: 'Racing', amountCents: 2550, isCompleted: true, isWin: true, winCents: 4000, at: Date.parse(bet.createdAt), completedAt: expect.any(Number) },
    ]);
    expect(body.sessions).toEqual([
      expect.objectContaining({ type: 'slot', startedAt: Date.parse(started.startedAt), depositedCents: 3050, finalCents: 500, endedAt: expect.any(Number) }),
    ]);
    expect(body.sessions[0]!.deposits.map((d) => d.cents)).toEqual([2000, 1050]);
    expect(body.limits).toEqual({ dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: null });
    expect(InsightRecordsResponse.parse((await read(kit.newUser())).body)).toEqual({
      activities: [],
      sessions: [],
      limits: { dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: null },
      bankMonths: [],
    });
  });

  it('When a start is given, then only records from it on come back', async () => {
    const user = kit.newUser();
    kit.setTime('2026-03-01T00:00:00.000Z');
    await kit.postActivity(user, wager(5));
    kit.setTime('2026-03-20T00:00:00.000Z');
    await kit.postActivity(user, wager(6));

    const res = await read(user, '?since=2026-03-10T00:00:00.000Z');

    expect(res.body.activities.map((a: { amountCents: number }) => a.amountCents)).toEqual([600]);
  });

  it('When the start is not a date-time, then responds 400', async () => {
    expect((await read(kit.newUser(), '?since=yesterday')).status).toBe(400);
  });
});
