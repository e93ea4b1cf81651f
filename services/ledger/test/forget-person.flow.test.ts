import { randomUUID } from 'node:crypto';
import { SUBJECTS, type Subject } from '@tally/contracts';
import { PNG_DATA_URL, startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

describe.each([
  ['identity.user.data_cleared', SUBJECTS.identityUserDataCleared],
  ['identity.user.deleted', SUBJECTS.identityUserDeleted],
])('on %s', (_name, subject: Subject) => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const fill = async (userId: string) => {
    const activity = (await kit.postActivity(userId, wager(10, { ticketImage: PNG_DATA_URL })).expect(201)).body;
    const ended = (await kit.startSession(userId).expect(201)).body;
    await kit.deposit(userId, ended.id, 20).expect(201);
    await kit.endSession(userId, ended.id, 5).expect(200);
    const active = (await kit.startSession(userId, { type: 'table' }).expect(201)).body;
    await kit.deposit(userId, active.id, 30).expect(201);
    return { activity };
  };
  const publish = (userId: string, id = randomUUID(), requestId = randomUUID()) =>
    kit.svc.bus.publish({ id, subject, occurredAt: new Date().toISOString(), payload: { userId, requestId } });
  const answers = async (requestId: string) => kit.svc.published(SUBJECTS.ledgerUserDataCleared).filter((p) => (p as { requestId: string }).requestId === requestId).length;
  // After account deletion the person's writes are refused (tombstone, ADR 0012); after Clear All Data they start again.
  const deleted = subject === SUBJECTS.identityUserDeleted;

  it("When the event arrives, then the person's activities, ticket images, sessions and deposits are gone, and nobody else's", async () => {
    const [gone, kept] = [kit.newUser(), kit.newUser()];
    const { activity } = await fill(gone);
    await fill(kept);
    // Read first, so the hot reads are cached: the event must clear them as well.
    expect((await kit.listActivities(gone)).body).toHaveLength(1);
    expect((await kit.http().get('/api/sessions/active').set(kit.as(gone))).body).not.toBeNull();
    expect((await kit.stats(gone)).body).toMatchObject({ activitiesCount: 3 });

    await publish(gone);

    expect((await kit.listActivities(gone)).body).toEqual([]);
    expect((await kit.http().get('/api/sessions').set(kit.as(gone))).body).toEqual([]);
    expect((await kit.http().get('/api/sessions/active').set(kit.as(gone))).body).toBeNull();
    expect((await kit.http().get(`/api/activities/${activity.id}/ticket-image`).set(kit.as(gone))).status).toBe(404);
    expect((await kit.stats(gone)).body).toMatchObject({ totalSpent: '0.00', activitiesCount: 0 });
    expect((await kit.listActivities(kept)).body).toHaveLength(1);
    expect((await kit.http().get('/api/sessions').set(kit.as(kept))).body).toHaveLength(2);
    expect((await kit.stats(kept)).body).toMatchObject({ totalSpent: '60.00', activitiesCount: 3 });
  });

  it('When the event is delivered twice, then the second delivery changes nothing, even data logged since', async () => {
    const user = kit.newUser();
    await fill(user);
    const [id, requestId] = [randomUUID(), randomUUID()];
    await publish(user, id, requestId);
    await kit.postActivity(user, wager(1)).expect(deleted ? 401 : 201);

    await publish(user, id, requestId);

    expect((await kit.listActivities(user)).body).toHaveLength(deleted ? 0 : 1);
    expect(await answers(requestId)).toBe(subject === SUBJECTS.identityUserDataCleared ? 1 : 0);
  });

  it('When the person starts again afterwards, then a new session may start after Clear All Data, and nothing is written after deletion', async () => {
    const user = kit.newUser();
    await fill(user);
    await publish(user);
    await kit.startSession(user).expect(deleted ? 401 : 201);
    expect((await kit.http().get('/api/sessions').set(kit.as(user))).body).toHaveLength(deleted ? 0 : 1);
  });

  it('When the payload has no user id, then it is dropped and nothing is removed', async () => {
    const user = kit.newUser();
    await fill(user);
    await kit.svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: {} });
    expect((await kit.listActivities(user)).body).toHaveLength(1);
  });
});
