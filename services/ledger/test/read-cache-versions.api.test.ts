import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@tally/contracts';
import { startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

// The read cache with each source of data versions (ADR 0010): the database's on every read (replicas), or what the one
// ledger process committed (embedded mode). Either way a read after a change, a clearing or a deletion is never stale.
describe.each(['database', 'process'])('the read cache with READ_CACHE_VERSIONS=%s', (versions) => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger({ env: { READ_CACHE_VERSIONS: versions, READ_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => kit.stop());

  const reads = async (userId: string) => ({
    list: (await kit.listActivities(userId, '?limit=5').expect(200)).body,
    stats: (await kit.stats(userId).expect(200)).body,
    active: (await kit.http().get('/api/sessions/active').set(kit.as(userId)).expect(200)).body,
  });
  const publish = (subject: typeof SUBJECTS.identityUserDataCleared | typeof SUBJECTS.identityUserDeleted, userId: string) =>
    kit.svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: { userId, requestId: randomUUID() } });

  it('When a person reads, changes something and reads again, then the second read shows the change', async () => {
    const user = kit.newUser();
    await kit.postActivity(user, wager(10)).expect(201);
    expect((await reads(user)).stats).toMatchObject({ totalSpent: '10.00', activitiesCount: 1 });
    expect((await reads(user)).list).toHaveLength(1);

    const second = (await kit.postActivity(user, wager(5)).expect(201)).body;
    const after = await reads(user);
    expect(after.stats).toMatchObject({ totalSpent: '15.00', activitiesCount: 2 });
    expect(after.list[0]).toMatchObject({ id: second.id });

    const session = (await kit.startSession(user).expect(201)).body;
    expect((await reads(user)).active).toMatchObject({ id: session.id });
    await kit.endSession(user, session.id, 0).expect(200);
    expect((await reads(user)).active).toBeNull();
  });

  it.each([
    ['Clear All Data', SUBJECTS.identityUserDataCleared],
    ['account deletion', SUBJECTS.identityUserDeleted],
  ] as const)('When %s reaches the ledger after the reads were cached, then the next reads show nothing', async (_what, subject) => {
    const user = kit.newUser();
    await kit.postActivity(user, wager(10)).expect(201);
    expect((await reads(user)).list).toHaveLength(1);

    await publish(subject, user);

    const after = await reads(user);
    expect(after.list).toEqual([]);
    expect(after.stats).toMatchObject({ totalSpent: '0.00', activitiesCount: 0 });
  });
});
