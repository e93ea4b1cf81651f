import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@tally/contracts';
import { startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

/**
 * After identity.user.deleted, ledger keeps a tombstone (ADR 0012): a request still signed for the person
 * (the gateway's token outlives the account for a moment) is refused with 401 and writes nothing, and an
 * event naming them that comes late (published before the deletion, or held while the bus was down) is not applied.
 */
describe('a person identity has deleted', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const event = (subject: string, payload: object) => kit.svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload });
  const settingsChanged = (userId: string) =>
    event(SUBJECTS.alertsSettingsChanged, {
      userId,
      changedAt: new Date().toISOString(),
      autoCompleteAILosses: false,
      dailySpendLimit: '100.00',
      weeklySpendLimit: null,
      monthlySpendLimit: null,
      sessionDurationAlerts: true,
      pendingLimitChanges: [],
    });
  const rows = async (table: string, userId: string) => (await kit.svc.database.pool.query(`select 1 from ledger.${table} where user_id = $1`, [userId])).rowCount;

  it('When a write comes with the old token after the deletion, then it is refused with 401 and leaves no row; a late event of theirs is not applied', async () => {
    const [gone, other] = [kit.newUser(), kit.newUser()];
    await kit.postActivity(gone, wager(10)).expect(201);
    await event(SUBJECTS.identityUserDeleted, { userId: gone });

    const refused = await kit.postActivity(gone, wager(20));
    const session = await kit.startSession(gone);
    await settingsChanged(gone);

    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { message: 'This account has been deleted.', code: expect.any(String) } });
    expect(session.status).toBe(401);
    expect([await rows('activities', gone), await rows('sessions', gone), await rows('person_limits', gone)]).toEqual([0, 0, 0]);
    await kit.postActivity(other, wager(10)).expect(201);
    await settingsChanged(other);
    expect(await rows('person_limits', other)).toBe(1);
  });
});
