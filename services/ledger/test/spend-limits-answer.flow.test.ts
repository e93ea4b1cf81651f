import { randomUUID } from 'node:crypto';
import { CreateActivityResponse, AddDepositResponse, SUBJECTS } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

describe('the answer to a wager or deposit names the spend limits it reached', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const limits = async (userId: string, changes: Record<string, unknown>, changedAt = new Date().toISOString()) => {
    const payload = {
      userId,
      autoCompleteAILosses: false,
      dailySpendLimit: null,
      weeklySpendLimit: null,
      monthlySpendLimit: null,
      sessionDurationAlerts: true,
      pendingLimitChanges: [],
      changedAt,
      ...changes,
    };
    await kit.svc.bus.publish({ id: randomUUID(), subject: SUBJECTS.alertsSettingsChanged, occurredAt: changedAt, payload });
  };
  const stake = async (userId: string, amount: number) => CreateActivityResponse.parse((await kit.postActivity(userId, wager(amount)).expect(201)).body).spendLimits;
  const row = (userId: string) => kit.svc.database.pool.query('select * from ledger.person_limits where user_id = $1', [userId]).then((r) => r.rows[0]);

  it('When a person has no limits, then the answer says none', async () => {
    expect(await stake(kit.newUser(), 500)).toEqual([]);
  });

  it('When stakes cross 80% and then 100% of the daily limit, then the answers say approaching, then exceeded, and the wager is saved', async () => {
    const user = kit.newUser();
    kit.setTime('2026-03-10T01:00:00.000Z');
    await limits(user, { dailySpendLimit: '100.00', weeklySpendLimit: '1000.00' });
    expect(await stake(user, 50)).toEqual([]);
    expect(await stake(user, 30)).toEqual([{ period: 'daily', level: 'approaching', limit: '100.00', spent: '80.00' }]);
    expect(await stake(user, 40)).toEqual([{ period: 'daily', level: 'exceeded', limit: '100.00', spent: '120.00' }]);
    expect((await kit.listActivities(user)).body).toHaveLength(3);
  });

  it("When deposits and lottery tickets add up, then they count too, in the person's own day", async () => {
    const user = kit.newUser();
    kit.setZone(user, 'Australia/Perth');
    await limits(user, { dailySpendLimit: '50.00' });
    // 11:30pm in Perth on the 9th, then 12:30am on the 10th: different days.
    kit.setTime('2026-03-09T15:30:00.000Z');
    await kit.postActivity(user, ticket('45.00')).expect(201);
    kit.setTime('2026-03-09T16:30:00.000Z');
    const session = (await kit.startSession(user).expect(201)).body;
    const first = AddDepositResponse.parse((await kit.deposit(user, session.id, 20).expect(201)).body);
    expect(first.spendLimits).toEqual([]);
    const second = AddDepositResponse.parse((await kit.deposit(user, session.id, 25).expect(201)).body);
    expect(second.spendLimits).toEqual([{ period: 'daily', level: 'approaching', limit: '50.00', spent: '45.00' }]);
    expect(await stake(user, 5)).toEqual([{ period: 'daily', level: 'exceeded', limit: '50.00', spent: '50.00' }]);
  });

  it('When a raise is still cooling off, then the old limit stays in force until its time', async () => {
    const user = kit.newUser();
    kit.setTime('2026-03-10T01:00:00.000Z');
    await limits(user, { dailySpendLimit: '20.00', pendingLimitChanges: [{ period: 'daily', limit: '500.00', effectiveAt: '2026-03-11T01:00:00.000Z' }] });
    expect(await stake(user, 25)).toEqual([{ period: 'daily', level: 'exceeded', limit: '20.00', spent: '25.00' }]);
    kit.setTime('2026-03-11T02:00:00.000Z');
    expect(await stake(user, 25)).toEqual([]);
  });

  it('When an older settings event arrives after a newer one, then the newer limits stay', async () => {
    const user = kit.newUser();
    await limits(user, { dailySpendLimit: '10.00' }, '2026-03-10T02:00:00.000Z');
    await limits(user, { dailySpendLimit: '999.00' }, '2026-03-10T01:00:00.000Z');
    expect((await row(user)).daily_spend_limit).toBe('10.00');
  });

  it("When one person sets a limit, then another person's answers are untouched", async () => {
    const [limited, other] = [kit.newUser(), kit.newUser()];
    await limits(limited, { dailySpendLimit: '1.00' });
    expect(await stake(other, 100)).toEqual([]);
  });

  it('When the account is deleted, then the copy of its limits goes; Clear All Data keeps it', async () => {
    const user = kit.newUser();
    await limits(user, { dailySpendLimit: '10.00' });
    await kit.svc.bus.publish({
      id: randomUUID(),
      subject: SUBJECTS.identityUserDataCleared,
      occurredAt: new Date().toISOString(),
      payload: { userId: user, requestId: randomUUID() },
    });
    expect(await row(user)).toBeDefined();
    await kit.svc.bus.publish({ id: randomUUID(), subject: SUBJECTS.identityUserDeleted, occurredAt: new Date().toISOString(), payload: { userId: user } });
    await eventually('the copy is gone', async () => (await row(user)) === undefined);
  });
});
