import {
  ActiveSessionResponse,
  AddDepositResponse,
  ErrorBody,
  ListSessionsResponse,
  NEXT_CURSOR_HEADER,
  SUBJECTS,
  Session,
  SessionDepositAddedEvent,
  SessionEndedEvent,
  SessionStartedEvent,
} from '@tally/contracts';
import { startLedger, type LedgerKit } from './helpers/ledger-test-kit';

describe('ledger sessions API', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const start = async (userId: string, body?: object) => {
    const res = await kit.startSession(userId, body);
    expect(res.status).toBe(201);
    return Session.parse(res.body);
  };
  const active = async (userId: string) => ActiveSessionResponse.parse((await kit.http().get('/api/sessions/active').set(kit.as(userId))).body);

  describe('POST /api/sessions', () => {
    it('When a slot session starts, then it is active with nothing deposited, and ledger.session.started goes out', async () => {
      const user = kit.newUser();

      const session = await start(user, { type: 'slot', venue: ' The Star ', isActive: true });

      expect(session).toMatchObject({
        type: 'slot',
        venue: 'The Star',
        isActive: true,
        endedAt: null,
        totalDeposited: '0.00',
        totalDeposits: '0.00',
        finalAmount: null,
        depositsCount: 0,
      });
      const event = await kit.eventAbout(SUBJECTS.ledgerSessionStarted, 'sessionId', session.id);
      expect(SessionStartedEvent.parse(event.payload)).toEqual({
        userId: user,
        sessionId: session.id,
        type: 'slot',
        venue: 'The Star',
        startedAt: session.startedAt,
        timeZone: 'Australia/Sydney',
      });
    });

    it('When a table session starts without a venue, then the venue is null', async () => {
      expect(await start(kit.newUser(), { type: 'table', venue: '' })).toMatchObject({ type: 'table', venue: null, isActive: true });
    });

    it('When a session is already active, then a second start responds 409 with a clear message and starts nothing', async () => {
      const user = kit.newUser();
      const first = await start(user);

      const res = await kit.startSession(user, { type: 'table' });

      expect(res.status).toBe(409);
      expect(ErrorBody.parse(res.body)).toEqual({ message: 'You already have an active session. End it before starting another.', code: 'LEDGER.SESSION_ALREADY_ACTIVE' });
      expect(await active(user)).toMatchObject({ id: first.id, type: 'slot' });
      expect(ListSessionsResponse.parse((await kit.http().get('/api/sessions').set(kit.as(user))).body)).toHaveLength(1);
    });

    it('When ten starts race, then exactly one session starts and the rest get 409', async () => {
      const user = kit.newUser();
      const answers = await Promise.all(Array.from({ length: 10 }, () => kit.startSession(user)));
      expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect((await kit.http().get('/api/sessions').set(kit.as(user))).body).toHaveLength(1);
    });

    it('When the previous session has ended, then a new one may start', async () => {
      const user = kit.newUser();
      const first = await start(user);
      await kit.endSession(user, first.id, 0).expect(200);
      const second = await start(user, { type: 'table' });
      expect(await active(user)).toMatchObject({ id: second.id });
    });

    it('When another person has an active session, then mine still starts', async () => {
      await start(kit.newUser());
      await start(kit.newUser());
    });

    it.each([
      ['no type', {}, 'Session type must be slot or table'],
      ['a wagering type', { type: 'wagering' }, 'Session type must be slot or table'],
      ['isActive false', { type: 'slot', isActive: false }, 'A new session is active: isActive must be true'],
      ['a venue of 101 characters', { type: 'slot', venue: 'v'.repeat(101) }, 'Venue must be at most 100 characters'],
      ['a venue with a NUL', { type: 'slot', venue: 'Crown\u0000' }, 'Venue must not contain control characters'],
    ])('When the body has %s, then responds 400 with the message and starts nothing', async (_what, body, message) => {
      const user = kit.newUser();
      const res = await kit.startSession(user, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await active(user)).toBeNull();
    });
  });

  describe('GET /api/sessions/active', () => {
    it('When there is no active session, then answers 200 with JSON null', async () => {
      const res = await kit.http().get('/api/sessions/active').set(kit.as(kit.newUser()));
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/json');
      expect(res.text).toBe('null');
    });

    it("When another person's session is active, then mine is still null", async () => {
      await start(kit.newUser());
      expect(await active(kit.newUser())).toBeNull();
    });
  });

  describe('POST /api/sessions/:id/deposits', () => {
    it('When deposits of 0.10 and 0.20 are added, then the total is exactly 0.30, and each deposit is announced with the running total and the zone from the token', async () => {
      const user = kit.newUser();
      kit.setZone(user, 'Australia/Perth');
      const session = await start(user);

      const first = AddDepositResponse.parse((await kit.deposit(user, session.id, 0.1).expect(201)).body);
      const second = AddDepositResponse.parse((await kit.deposit(user, session.id, '0.20').expect(201)).body);

      expect(first.deposit).toMatchObject({ sessionId: session.id, amount: '0.10' });
      expect(second.session).toMatchObject({ id: session.id, totalDeposited: '0.30', totalDeposits: '0.30', depositsCount: 2, isActive: true });
      expect(await active(user)).toMatchObject({ totalDeposited: '0.30', depositsCount: 2 });
      const event = await kit.eventAbout(SUBJECTS.ledgerSessionDepositAdded, 'depositId', second.deposit.id);
      expect(SessionDepositAddedEvent.parse(event.payload)).toEqual({
        userId: user,
        sessionId: session.id,
        depositId: second.deposit.id,
        sessionType: 'slot',
        amount: '0.20',
        totalDeposited: '0.30',
        createdAt: second.deposit.createdAt,
        timeZone: 'Australia/Perth',
      });
    });

    it('When 20 deposits arrive at once, then the total and the count are exact and 20 events go out', async () => {
      const user = kit.newUser();
      const session = await start(user, { type: 'table' });

      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => kit.deposit(user, session.id, `${Math.floor((i + 1) / 10)}.${(i + 1) % 10}1`)));

      expect(answers.every((r) => r.status === 201)).toBe(true);
      // 0.11 + 0.21 + ... + 2.01 = sum(i/10 for i in 1..20) + 20 * 0.01 = 21.00 + 0.20
      expect(await active(user)).toMatchObject({ totalDeposited: '21.20', depositsCount: 20 });
      const totals = answers.map((r) => AddDepositResponse.parse(r.body).session.depositsCount).sort((a, b) => a - b);
      expect(totals).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      await kit.eventAbout(SUBJECTS.ledgerSessionDepositAdded, 'sessionId', session.id);
      const deadline = Date.now() + 3000;
      while (kit.eventsAbout(SUBJECTS.ledgerSessionDepositAdded, 'sessionId', session.id).length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(kit.eventsAbout(SUBJECTS.ledgerSessionDepositAdded, 'sessionId', session.id)).toHaveLength(20);
    });

    it('When deposits race the end of the session, then every deposit that was accepted is in the final total, and none after', async () => {
      const user = kit.newUser();
      const session = await start(user);

      const [ending, ...deposits] = await Promise.all([kit.endSession(user, session.id, 1), ...Array.from({ length: 10 }, () => kit.deposit(user, session.id, '1.00'))]);

      expect(ending.status).toBe(200);
      const accepted = deposits.filter((r) => r.status === 201).length;
      expect(deposits.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(Session.parse(ending.body)).toMatchObject({ totalDeposited: `${accepted}.00`, depositsCount: accepted, isActive: false });
      const [stored] = ListSessionsResponse.parse((await kit.http().get('/api/sessions').set(kit.as(user))).body);
      expect(stored).toMatchObject({ totalDeposited: `${accepted}.00`, depositsCount: accepted });
    });

    it.each([
      ['no amount', {}, 'Amount is required'],
      ['an empty amount', { amount: '' }, 'Amount is required'],
      ['a zero amount', { amount: 0 }, 'Must be a valid amount'],
      ['a negative amount', { amount: -5 }, 'Must be a valid amount'],
      ['text', { amount: 'five' }, 'Numbers only, e.g. 12.50'],
      ['three decimals', { amount: '1.001' }, 'Must be a valid amount'],
    ])('When the body has %s, then responds 400 with the message and adds nothing', async (_what, body, message) => {
      const user = kit.newUser();
      const session = await start(user);
      const res = await kit.http().post(`/api/sessions/${session.id}/deposits`).set(kit.as(user)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await active(user)).toMatchObject({ totalDeposited: '0.00', depositsCount: 0 });
    });

    it('When a deposit would take the total past what money can hold, then responds 400 and adds nothing', async () => {
      const user = kit.newUser();
      const session = await start(user);
      await kit.deposit(user, session.id, '9999999999.99').expect(201);
      const res = await kit.deposit(user, session.id, '0.01');
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body)).toMatchObject({ message: 'Amount is too large', code: 'LEDGER.AMOUNT_TOO_LARGE' });
      expect(await active(user)).toMatchObject({ totalDeposited: '9999999999.99', depositsCount: 1 });
    });

    it("When someone deposits into another person's session, then responds 404 and the session is unchanged", async () => {
      const owner = kit.newUser();
      const session = await start(owner);
      const res = await kit.deposit(kit.newUser(), session.id, 50);
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body)).toEqual({ message: 'Session not found.', code: 'LEDGER.SESSION_NOT_FOUND' });
      expect(await active(owner)).toMatchObject({ totalDeposited: '0.00', depositsCount: 0 });
    });

    it('When the session has ended, then responds 409 and adds nothing', async () => {
      const user = kit.newUser();
      const session = await start(user);
      await kit.endSession(user, session.id, 10).expect(200);
      const res = await kit.deposit(user, session.id, 5);
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(res.body)).toEqual({ message: 'This session has already ended.', code: 'LEDGER.SESSION_ENDED' });
      const [listed] = ListSessionsResponse.parse((await kit.http().get('/api/sessions').set(kit.as(user))).body);
      expect(listed).toMatchObject({ totalDeposited: '0.00', depositsCount: 0 });
    });

    it('When the session id is unknown or not an id, then responds 404 or 400', async () => {
      const user = kit.newUser();
      expect((await kit.deposit(user, '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70', 5)).status).toBe(404);
      expect((await kit.deposit(user, 'active', 5)).status).toBe(400);
    });
  });

  describe('POST /api/sessions/:id/end', () => {
    it('When a session ends with a final amount, then it is no longer active and ledger.session.ended goes out', async () => {
      const user = kit.newUser();
      const session = await start(user, { type: 'table', venue: 'Crown' });
      await kit.deposit(user, session.id, 100).expect(201);
      await kit.deposit(user, session.id, 50).expect(201);

      const res = await kit.endSession(user, session.id, '175.5');

      expect(res.status).toBe(200);
      const ended = Session.parse(res.body);
      expect(ended).toMatchObject({ id: session.id, isActive: false, finalAmount: '175.50', totalDeposited: '150.00', depositsCount: 2 });
      expect(ended.endedAt).toEqual(expect.any(String));
      expect(await active(user)).toBeNull();
      const event = await kit.eventAbout(SUBJECTS.ledgerSessionEnded, 'sessionId', session.id);
      expect(SessionEndedEvent.parse(event.payload)).toEqual({
        userId: user,
        sessionId: session.id,
        type: 'table',
        totalDeposited: '150.00',
        finalAmount: '175.50',
        startedAt: session.startedAt,
        endedAt: ended.endedAt,
        timeZone: 'Australia/Sydney',
      });
    });

    it('When the final amount is 0, then the session ends (nothing left)', async () => {
      const user = kit.newUser();
      const session = await start(user);
      expect((await kit.endSession(user, session.id, 0)).body).toMatchObject({ finalAmount: '0.00', isActive: false });
    });

    it.each([
      ['no final amount', {}, 'Final amount is required'],
      ['an empty final amount', { finalAmount: '' }, 'Final amount is required'],
      ['a negative final amount', { finalAmount: -1 }, 'Must be a valid amount'],
      ['text', { finalAmount: 'none' }, 'Numbers only, e.g. 12.50'],
    ])('When the body has %s, then responds 400 with the message and the session stays active', async (_what, body, message) => {
      const user = kit.newUser();
      const session = await start(user);
      const res = await kit.http().post(`/api/sessions/${session.id}/end`).set(kit.as(user)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await active(user)).toMatchObject({ id: session.id, isActive: true });
    });

    it('When the session has already ended, then responds 409 and keeps the first final amount', async () => {
      const user = kit.newUser();
      const session = await start(user);
      await kit.endSession(user, session.id, 20).expect(200);
      const res = await kit.endSession(user, session.id, 999);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('LEDGER.SESSION_ENDED');
      expect((await kit.http().get('/api/sessions').set(kit.as(user))).body[0]).toMatchObject({ finalAmount: '20.00' });
    });

    it("When someone ends another person's session, then responds 404 and it stays active", async () => {
      const owner = kit.newUser();
      const session = await start(owner);
      const res = await kit.endSession(kit.newUser(), session.id, 0);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('LEDGER.SESSION_NOT_FOUND');
      expect(await active(owner)).toMatchObject({ id: session.id, isActive: true });
      expect(kit.eventsAbout(SUBJECTS.ledgerSessionEnded, 'sessionId', session.id)).toEqual([]);
    });
  });

  describe('GET /api/sessions', () => {
    const makeHistory = async (user: string, days: string[]) => {
      const ids: string[] = [];
      for (const day of days) {
        kit.setTime(`${day}T10:00:00.000Z`);
        const session = await start(user);
        await kit.endSession(user, session.id, 5).expect(200);
        ids.push(session.id);
      }
      return ids;
    };

    it('When a limit is given, then returns that many, newest first, with their totals', async () => {
      const user = kit.newUser();
      const ids = await makeHistory(user, ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04']);
      const res = await kit.http().get('/api/sessions?limit=3').set(kit.as(user));
      expect(res.status).toBe(200);
      expect(ListSessionsResponse.parse(res.body).map((s) => s.id)).toEqual(ids.slice(1).reverse());
    });

    it('When a range is given, then returns the sessions started in it', async () => {
      const user = kit.newUser();
      const ids = await makeHistory(user, ['2026-06-01', '2026-06-02', '2026-06-03']);
      const res = await kit.http().get('/api/sessions').query({ startDate: '2026-06-02T00:00:00Z', endDate: '2026-06-03T23:59:59Z' }).set(kit.as(user));
      expect(ListSessionsResponse.parse(res.body).map((s) => s.id)).toEqual([ids[2], ids[1]]);
    });

    it('When there are more sessions than the page, then the cursor pages through them all', async () => {
      const user = kit.newUser();
      const ids = await makeHistory(user, ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
      const first = await kit.http().get('/api/sessions?limit=2').set(kit.as(user));
      const second = await kit.http().get('/api/sessions').query({ limit: 2, cursor: first.headers[NEXT_CURSOR_HEADER.toLowerCase()] }).set(kit.as(user));
      const third = await kit.http().get('/api/sessions').query({ limit: 2, cursor: second.headers[NEXT_CURSOR_HEADER.toLowerCase()] }).set(kit.as(user));
      expect([...first.body, ...second.body, ...third.body].map((s: Session) => s.id)).toEqual([...ids].reverse());
      expect(third.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    });

    it("When another person asks, then they see none of the first person's sessions", async () => {
      await makeHistory(kit.newUser(), ['2026-08-01']);
      expect((await kit.http().get('/api/sessions').set(kit.as(kit.newUser()))).body).toEqual([]);
    });

    it.each([
      ['a bad limit', { limit: 'x' }, 'Limit must be a whole number between 1 and 1000'],
      ['a reversed range', { startDate: '2026-06-03T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, 'startDate must not be after endDate'],
      ['a date that is not ISO', { startDate: '1 June' }, 'Must be an ISO date-time'],
    ])('When the query has %s, then responds 400 with a message', async (_what, query, message) => {
      const res = await kit.http().get('/api/sessions').query(query).set(kit.as(kit.newUser()));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });
});
