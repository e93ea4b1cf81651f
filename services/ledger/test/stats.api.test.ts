import { Activity, Session, StatsResponse } from '@tally/contracts';
import { startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

describe('GET /api/stats', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const stats = async (userId: string, range?: { startDate?: string; endDate?: string }) => {
    const res = await kit
      .http()
      .get('/api/stats')
      .query(range ?? {})
      .set(kit.as(userId));
    expect(res.status).toBe(200);
    return StatsResponse.parse(res.body);
  };
  const create = async (userId: string, body: object) => Activity.parse((await kit.postActivity(userId, body).expect(201)).body);
  const settle = (userId: string, id: string, isWin: boolean, winAmount?: unknown) =>
    kit.http().patch(`/api/activities/${id}`).set(kit.as(userId)).send({ isCompleted: true, isWin, winAmount }).expect(200);
  const session = async (userId: string, deposits: unknown[], finalAmount?: unknown) => {
    const started = Session.parse((await kit.startSession(userId).expect(201)).body);
    for (const amount of deposits) await kit.deposit(userId, started.id, amount).expect(201);
    if (finalAmount !== undefined) await kit.endSession(userId, started.id, finalAmount).expect(200);
    return started;
  };

  it('When nothing was logged, then every figure is zero', async () => {
    expect(await stats(kit.newUser())).toEqual({ totalSpent: '0.00', totalWon: '0.00', netLoss: '0.00', winPercentage: 0, activitiesCount: 0, returnRate: 0, pendingCount: 0 });
  });

  it('When something changes after the figures were read, then the next read shows the change (nothing stale from the read cache)', async () => {
    const user = kit.newUser();
    const activePath = () => kit.http().get('/api/sessions/active').set(kit.as(user));
    expect(await stats(user)).toMatchObject({ totalSpent: '0.00' });
    expect((await kit.listActivities(user, '?limit=5')).body).toEqual([]);
    expect((await activePath()).body).toBeNull();

    const logged = await create(user, wager(10));
    expect(await stats(user)).toMatchObject({ totalSpent: '10.00', pendingCount: 1 });
    expect((await kit.listActivities(user, '?limit=5')).body).toEqual([logged]);
    await settle(user, logged.id, true, 25);
    expect(await stats(user)).toMatchObject({ totalWon: '25.00', pendingCount: 0 });

    const started = await session(user, [20]);
    expect((await activePath()).body).toMatchObject({ id: started.id, totalDeposited: '20.00' });
    await kit.deposit(user, started.id, 5).expect(201);
    expect((await activePath()).body).toMatchObject({ totalDeposited: '25.00', depositsCount: 2 });
    await kit.endSession(user, started.id, 40).expect(200);
    expect((await activePath()).body).toBeNull();
    expect(await stats(user)).toMatchObject({ totalSpent: '35.00', totalWon: '65.00' });
  });

  it('When stakes of 0.10 and 0.20 are logged, then total spent is exactly 0.30', async () => {
    const user = kit.newUser();
    await create(user, wager(0.1));
    await create(user, wager('0.20'));
    expect(await stats(user)).toMatchObject({ totalSpent: '0.30', netLoss: '0.30', activitiesCount: 2, pendingCount: 2 });
  });

  it('When wagers, tickets and sessions are mixed, then spend, return, net, win percentage and return rate count all of them', async () => {
    const user = kit.newUser();
    const won = await create(user, wager(10));
    const lost = await create(user, wager(20));
    await create(user, wager(5));
    await settle(user, won.id, true, 35.5);
    await settle(user, lost.id, false);
    await create(user, { type: 'lottery', subtype: 'Scratchie $2', isCompleted: true, wonAmount: 4 });
    await create(user, ticket('7.35'));
    await session(user, [50, '0.10', '0.20'], '80.30');
    await session(user, [20], 0);
    await session(user, [15]);

    // Spent: 10 + 20 + 5 + 2 + 7.35 (activities) + 50.30 + 20 + 15 (sessions) = 129.65
    // Won: 35.50 + 4.00 + 80.30 + 0 = 119.80
    // Results: 3 completed activities (2 wins) + 2 ended sessions (1 win) = 3 of 5
    expect(await stats(user)).toEqual({
      totalSpent: '129.65',
      totalWon: '119.80',
      netLoss: '9.85',
      winPercentage: 60,
      activitiesCount: 8,
      returnRate: -7.6, // net -9.85 of 129.65 spent (contracts' returnRate)
      pendingCount: 2,
    });
  });

  it('When the person is ahead, then net loss is negative', async () => {
    const user = kit.newUser();
    const bet = await create(user, wager(10));
    await settle(user, bet.id, true, 25);
    expect(await stats(user)).toMatchObject({ totalSpent: '10.00', totalWon: '25.00', netLoss: '-15.00', returnRate: 150, winPercentage: 100 });
  });

  it('When a range is given, then only activities created and sessions started in it count, both ends included', async () => {
    const user = kit.newUser();
    kit.setTime('2026-02-28T12:59:59.999Z');
    await create(user, wager(1));
    kit.setTime('2026-02-28T13:00:00.000Z'); // 00:00 on 1 March in Sydney
    await create(user, wager(2));
    await session(user, [30], 10);
    kit.setTime('2026-03-31T12:59:59.000Z');
    await create(user, ticket(4));
    kit.setTime('2026-03-31T13:00:00.000Z');
    await create(user, wager(8));

    const march = await stats(user, { startDate: '2026-03-01T00:00:00.000+11:00', endDate: '2026-03-31T23:59:59.999+11:00' });

    expect(march).toMatchObject({ totalSpent: '36.00', totalWon: '10.00', netLoss: '26.00', activitiesCount: 3, pendingCount: 2, winPercentage: 0 });
    expect(await stats(user, { startDate: '2026-03-31T13:00:00.000Z' })).toMatchObject({ totalSpent: '8.00', activitiesCount: 1 });
    expect(await stats(user, { endDate: '2026-02-28T12:59:59.999Z' })).toMatchObject({ totalSpent: '1.00', activitiesCount: 1 });
  });

  it('When a session is still active, then its deposits count as spend already', async () => {
    const user = kit.newUser();
    await session(user, ['12.34', '0.66']);
    expect(await stats(user)).toMatchObject({ totalSpent: '13.00', totalWon: '0.00', activitiesCount: 1, winPercentage: 0 });
  });

  it('When another person logs, then my stats do not move', async () => {
    const me = kit.newUser();
    await create(me, wager(3));
    const other = kit.newUser();
    await create(other, wager(1000));
    await session(other, [500], 0);
    expect(await stats(me)).toMatchObject({ totalSpent: '3.00', activitiesCount: 1 });
  });

  it('When the totals pass ten digits of dollars, then they are still exact', async () => {
    const user = kit.newUser();
    await create(user, wager('9999999999.99'));
    await create(user, wager('9999999999.99'));
    expect(await stats(user)).toMatchObject({ totalSpent: '19999999999.98', netLoss: '19999999999.98' });
  });

  it('When the range reaches the ends of the calendar, then it still answers', async () => {
    const user = kit.newUser();
    await create(user, wager(1));
    expect(await stats(user, { startDate: '0001-01-01T00:00:00Z', endDate: '9999-12-31T23:59:59Z' })).toMatchObject({ totalSpent: '1.00' });
  });

  it.each([
    ['a date that is not ISO', { startDate: 'today' }, 'Must be an ISO date-time'],
    ['a reversed range', { startDate: '2026-03-02T00:00:00Z', endDate: '2026-03-01T00:00:00Z' }, 'startDate must not be after endDate'],
    ['a date that does not exist', { startDate: '2026-02-30T00:00:00Z' }, 'Must be an ISO date-time'],
  ])('When the query has %s, then responds 400 with a message', async (_what, query, message) => {
    const res = await kit.http().get('/api/stats').query(query).set(kit.as(kit.newUser()));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
