import {
  Activity,
  ActivityDeletedEvent,
  ActivityUpdatedEvent,
  CreateActivityResponse,
  DeleteDepositResponse,
  ErrorBody,
  Session,
  SessionDeletedEvent,
  SessionDepositChangedEvent,
  SessionDetailResponse,
  SessionUpdatedEvent,
  Stats,
  SUBJECTS,
  UpdateDepositResponse,
  AddDepositResponse,
} from '@tally/contracts';
import { PNG_DATA_URL, startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

/** Issue 25: every entry can be corrected or deleted by its owner, and only by its owner; each change is an event. */
describe('ledger corrections API', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const logWager = async (userId: string, body: object = wager(50)) => {
    const res = await kit.postActivity(userId, body);
    expect(res.status).toBe(201);
    return CreateActivityResponse.parse(res.body);
  };
  const patchActivity = (userId: string, id: string, body: object) => kit.http().patch(`/api/activities/${id}`).set(kit.as(userId)).send(body);
  const deleteActivity = (userId: string, id: string) => kit.http().delete(`/api/activities/${id}`).set(kit.as(userId));
  const spend = async (userId: string) => Stats.parse((await kit.stats(userId)).body).totalSpent;
  const openSession = async (userId: string) => Session.parse((await kit.startSession(userId)).body);
  const addDeposit = async (userId: string, sessionId: string, amount: number) => AddDepositResponse.parse((await kit.deposit(userId, sessionId, amount)).body);

  describe('PATCH /api/activities/:id (a correction)', () => {
    it('When the amount of a wager is corrected, then it keeps its time, stats follow and ledger.activity.updated carries old and new', async () => {
      const user = kit.newUser();
      const logged = await logWager(user);

      const res = await patchActivity(user, logged.id, { amount: '5', details: 'Mis-tap: meant $5' });

      expect(res.status).toBe(200);
      const corrected = Activity.parse(res.body);
      expect(corrected).toMatchObject({ id: logged.id, amount: '5.00', details: 'Mis-tap: meant $5', createdAt: logged.createdAt, isCompleted: false });
      expect(await spend(user)).toBe('5.00');
      const event = await kit.eventAbout(SUBJECTS.ledgerActivityUpdated, 'activityId', logged.id);
      expect(ActivityUpdatedEvent.parse(event.payload)).toMatchObject({
        userId: user,
        type: 'wagering',
        amount: '5.00',
        previousAmount: '50.00',
        createdAt: logged.createdAt,
        timeZone: 'Australia/Sydney',
      });
    });

    it('When a lottery ticket is given another game, then it is stored; a wager may only be Racing or Sports Betting', async () => {
      const user = kit.newUser();
      const lotto = CreateActivityResponse.parse((await kit.postActivity(user, ticket('7.50'))).body);
      expect(Activity.parse((await patchActivity(user, lotto.id, { subtype: 'Powerball' })).body).subtype).toBe('Powerball');

      const bet = await logWager(user);
      const res = await patchActivity(user, bet.id, { subtype: 'Powerball' });
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toBe('Event type must be Racing or Sports Betting');
    });

    it('When a correction is empty or mixes a result in, then it answers 400 and changes nothing', async () => {
      const user = kit.newUser();
      const logged = await logWager(user);
      expect((await patchActivity(user, logged.id, {})).body.message).toBe('Nothing to change');
      expect((await patchActivity(user, logged.id, { amount: 'twelve' })).body.message).toBe('Numbers only, e.g. 12.50');
      expect((await patchActivity(user, logged.id, { amount: 5, isCompleted: true, isWin: false })).status).toBe(400);
      expect(await spend(user)).toBe('50.00');
    });

    it('When someone else corrects my wager, then they get 404 and it is unchanged', async () => {
      const owner = kit.newUser();
      const logged = await logWager(owner);

      const res = await patchActivity(kit.newUser(), logged.id, { amount: 1 });

      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body)).toEqual({ message: 'Activity not found.', code: 'LEDGER.ACTIVITY_NOT_FOUND' });
      expect(await spend(owner)).toBe('50.00');
      expect(kit.eventsAbout(SUBJECTS.ledgerActivityUpdated, 'activityId', logged.id)).toHaveLength(0);
    });

    it('When a result is sent, then it is still recorded as a result', async () => {
      const user = kit.newUser();
      const logged = await logWager(user);
      const res = await patchActivity(user, logged.id, { isCompleted: true, isWin: true, winAmount: 80 });
      expect(Activity.parse(res.body)).toMatchObject({ isCompleted: true, isWin: true, winAmount: '80.00', amount: '50.00' });
    });
  });

  describe('DELETE /api/activities/:id', () => {
    it('When I delete a wager with its ticket image, then it is gone from lists and stats, the image too, and ledger.activity.deleted goes out', async () => {
      const user = kit.newUser();
      const keep = await logWager(user, wager(10));
      const logged = await logWager(user, wager(50, { ticketImage: PNG_DATA_URL }));

      const res = await deleteActivity(user, logged.id);

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: logged.id, deleted: true });
      expect((await kit.http().get(`/api/activities/${logged.id}`).set(kit.as(user))).status).toBe(404);
      expect((await kit.http().get(`/api/activities/${logged.id}/ticket-image`).set(kit.as(user))).status).toBe(404);
      expect((await kit.listActivities(user)).body.map((a: Activity) => a.id)).toEqual([keep.id]);
      expect(await spend(user)).toBe('10.00');
      const event = await kit.eventAbout(SUBJECTS.ledgerActivityDeleted, 'activityId', logged.id);
      expect(ActivityDeletedEvent.parse(event.payload)).toMatchObject({ userId: user, type: 'wagering', amount: '50.00', createdAt: logged.createdAt });
    });

    it('When someone else deletes my wager, then they get 404 and it stays; deleting twice is 404', async () => {
      const owner = kit.newUser();
      const logged = await logWager(owner);
      expect((await deleteActivity(kit.newUser(), logged.id)).status).toBe(404);
      expect(await spend(owner)).toBe('50.00');
      expect((await deleteActivity(owner, logged.id)).status).toBe(200);
      expect((await deleteActivity(owner, logged.id)).status).toBe(404);
      expect(kit.eventsAbout(SUBJECTS.ledgerActivityDeleted, 'activityId', logged.id)).toHaveLength(1);
    });
  });

  describe('sessions and their deposits', () => {
    it('When I open a session, then I see its deposits; someone else gets 404', async () => {
      const user = kit.newUser();
      const session = await openSession(user);
      await addDeposit(user, session.id, 20);
      await addDeposit(user, session.id, 30);

      const detail = SessionDetailResponse.parse((await kit.http().get(`/api/sessions/${session.id}`).set(kit.as(user))).body);

      expect(detail.session).toMatchObject({ id: session.id, totalDeposited: '50.00', depositsCount: 2 });
      expect(detail.deposits.map((d) => d.amount)).toEqual(['20.00', '30.00']);
      expect((await kit.http().get(`/api/sessions/${session.id}`).set(kit.as(kit.newUser()))).status).toBe(404);
      expect((await kit.http().get('/api/sessions/active').set(kit.as(user))).body).toMatchObject({ id: session.id });
    });

    it('When a deposit is corrected and another deleted, then the total and count follow, stats too, and each is an event', async () => {
      const user = kit.newUser();
      const session = await openSession(user);
      const first = await addDeposit(user, session.id, 50);
      const second = await addDeposit(user, session.id, 20);

      const corrected = await kit.http().patch(`/api/sessions/${session.id}/deposits/${first.deposit.id}`).set(kit.as(user)).send({ amount: '5' });
      expect(corrected.status).toBe(200);
      expect(UpdateDepositResponse.parse(corrected.body)).toMatchObject({
        deposit: { amount: '5.00', createdAt: first.deposit.createdAt },
        session: { totalDeposited: '25.00', depositsCount: 2 },
      });

      const deleted = await kit.http().delete(`/api/sessions/${session.id}/deposits/${second.deposit.id}`).set(kit.as(user));
      expect(DeleteDepositResponse.parse(deleted.body).session).toMatchObject({ totalDeposited: '5.00', depositsCount: 1 });
      expect(await spend(user)).toBe('5.00');

      const updatedEvent = await kit.eventAbout(SUBJECTS.ledgerSessionDepositUpdated, 'depositId', first.deposit.id);
      expect(SessionDepositChangedEvent.parse(updatedEvent.payload)).toMatchObject({ amount: '5.00', totalDeposited: '25.00', sessionType: 'slot' });
      const deletedEvent = await kit.eventAbout(SUBJECTS.ledgerSessionDepositDeleted, 'depositId', second.deposit.id);
      expect(SessionDepositChangedEvent.parse(deletedEvent.payload)).toMatchObject({ amount: '20.00', totalDeposited: '5.00' });
    });

    it('When someone else corrects or deletes my deposit, or names it under another session, then they get 404 and nothing changes', async () => {
      const owner = kit.newUser();
      const other = kit.newUser();
      const session = await openSession(owner);
      const { deposit } = await addDeposit(owner, session.id, 40);
      const othersSession = await openSession(other);

      const path = `/api/sessions/${session.id}/deposits/${deposit.id}`;
      expect((await kit.http().patch(path).set(kit.as(other)).send({ amount: 1 })).status).toBe(404);
      expect((await kit.http().delete(path).set(kit.as(other))).status).toBe(404);
      const crossed = await kit.http().delete(`/api/sessions/${othersSession.id}/deposits/${deposit.id}`).set(kit.as(other));
      expect(ErrorBody.parse(crossed.body)).toEqual({ message: 'Deposit not found.', code: 'LEDGER.DEPOSIT_NOT_FOUND' });
      expect(await spend(owner)).toBe('40.00');
    });

    it('When a session is corrected, then the venue changes at once and the final amount only once it has ended', async () => {
      const user = kit.newUser();
      const session = await openSession(user);
      await addDeposit(user, session.id, 100);
      const patch = (body: object, as = user) => kit.http().patch(`/api/sessions/${session.id}`).set(kit.as(as)).send(body);

      expect(Session.parse((await patch({ venue: 'Crown' })).body).venue).toBe('Crown');
      const early = await patch({ finalAmount: 40 });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ message: 'End the session to record its final amount.', code: 'LEDGER.SESSION_NOT_ENDED' });
      await kit.endSession(user, session.id, 10);
      expect(Session.parse((await patch({ finalAmount: '40' })).body)).toMatchObject({ finalAmount: '40.00', isActive: false });
      expect(Stats.parse((await kit.stats(user)).body)).toMatchObject({ totalSpent: '100.00', totalWon: '40.00' });
      expect((await patch({ venue: 'Elsewhere' }, kit.newUser())).status).toBe(404);
      const event = await kit.eventAbout(SUBJECTS.ledgerSessionUpdated, 'sessionId', session.id);
      expect(SessionUpdatedEvent.parse(event.payload)).toMatchObject({ venue: 'Crown', finalAmount: null });
    });

    it('When I delete a session, then it goes with its deposits, a new one may start, and the event names every deposit; someone else gets 404', async () => {
      const user = kit.newUser();
      const session = await openSession(user);
      const a = await addDeposit(user, session.id, 10);
      const b = await addDeposit(user, session.id, 15);

      expect((await kit.http().delete(`/api/sessions/${session.id}`).set(kit.as(kit.newUser()))).status).toBe(404);
      const res = await kit.http().delete(`/api/sessions/${session.id}`).set(kit.as(user));

      expect(res.body).toEqual({ id: session.id, deleted: true });
      expect((await kit.http().get(`/api/sessions/${session.id}`).set(kit.as(user))).status).toBe(404);
      expect((await kit.http().get('/api/sessions/active').set(kit.as(user))).body).toBeNull();
      expect(await spend(user)).toBe('0.00');
      expect((await kit.startSession(user)).status).toBe(201);
      const event = await kit.eventAbout(SUBJECTS.ledgerSessionDeleted, 'sessionId', session.id);
      expect(SessionDeletedEvent.parse(event.payload).depositIds.sort()).toEqual([a.deposit.id, b.deposit.id].sort());
    });
  });
});
