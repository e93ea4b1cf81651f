import { Activity, ActivityCompletedEvent, ActivityCreatedEvent, ErrorBody, ListActivitiesResponse, NEXT_CURSOR_HEADER, SUBJECTS } from '@tally/contracts';
import { PNG_DATA_URL, startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

describe('ledger activities API', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const count = async (userId: string) => ListActivitiesResponse.parse((await kit.listActivities(userId, '?limit=1000')).body).length;
  const create = async (userId: string, body: object) => {
    const res = await kit.postActivity(userId, body);
    expect(res.status).toBe(201);
    return Activity.parse(res.body);
  };

  describe('POST /api/activities', () => {
    it('When a racing wager is valid, then responds 201 with every field stored and publishes ledger.activity.created', async () => {
      const alice = kit.newUser();
      const body = wager(85, {
        details: 'Randwick R4 #7 Win',
        racetrack: 'Randwick',
        raceDate: '2026-03-14',
        raceTime: '14:35',
        raceNumber: 4,
        betType: 'Win',
        horseNumber: 7,
        horseSelections: null,
        isBoxed: false,
        racingSubtype: 'Horses',
      });

      const activity = await create(alice, body);

      expect(activity).toMatchObject({
        type: 'wagering',
        subtype: 'Racing',
        amount: '85.00',
        details: 'Randwick R4 #7 Win',
        description: null,
        isCompleted: false,
        isWin: null,
        winAmount: null,
        wonAmount: null,
        ticketImage: null,
        hasTicketImage: false,
        ticketImageUrl: null,
        racetrack: 'Randwick',
        raceDate: '2026-03-14',
        raceTime: '14:35',
        raceNumber: 4,
        betType: 'Win',
        horseNumber: 7,
        horseSelections: null,
        isBoxed: false,
        racingSubtype: 'Horses',
        aiResultChecked: false,
        aiResultStatus: null,
        aiResultConfidence: null,
        aiResultWinAmount: null,
        aiResultDetails: null,
      });
      const event = await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', activity.id);
      expect(ActivityCreatedEvent.parse(event.payload)).toMatchObject({
        userId: alice,
        amount: '85.00',
        type: 'wagering',
        raceNumber: 4,
        racetrack: 'Randwick',
        isCompleted: false,
      });
      expect((await kit.listActivities(alice)).body).toEqual([activity]);
    });

    it('When a sports bet and a greyhound box trifecta are logged, then both keep their fields', async () => {
      const user = kit.newUser();
      const sports = await create(user, wager('12.5', { subtype: 'Sports Betting', details: 'Swans to win' }));
      const box = await create(user, wager(24, { racingSubtype: 'Greyhounds', betType: 'Trifecta', horseSelections: '1, 4, 6', isBoxed: true }));
      expect(sports).toMatchObject({ subtype: 'Sports Betting', amount: '12.50', details: 'Swans to win' });
      expect(box).toMatchObject({ racingSubtype: 'Greyhounds', betType: 'Trifecta', horseSelections: '1, 4, 6', isBoxed: true, horseNumber: null });
    });

    it('When a lottery ticket is logged, then its amount is kept exactly', async () => {
      const activity = await create(kit.newUser(), ticket('12.35', { description: 'Saturday draw 4567' }));
      expect(activity).toMatchObject({ type: 'lottery', subtype: 'Saturday Lotto', amount: '12.35', description: 'Saturday draw 4567', racetrack: null });
    });

    it('When a scratchie is logged without a cost, then its denomination is the amount', async () => {
      const activity = await create(kit.newUser(), { type: 'lottery', subtype: 'Scratchie 50c', isCompleted: false });
      expect(activity.amount).toBe('0.50');
    });

    it('When an instant ticket is logged already won, then it is completed as a win with the won amount, and both events go out', async () => {
      const activity = await create(kit.newUser(), { type: 'lottery', subtype: 'Scratchie $5', isCompleted: true, wonAmount: '20' });
      expect(activity).toMatchObject({ amount: '5.00', isCompleted: true, isWin: true, winAmount: '20.00', wonAmount: '20.00' });
      const completed = await kit.eventAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', activity.id);
      expect(ActivityCompletedEvent.parse(completed.payload)).toMatchObject({ isWin: true, winAmount: '20.00', amount: '5.00', loggedWithResult: true });
      await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', activity.id);
    });

    it('When an instant ticket is logged already lost, then it is completed as a loss', async () => {
      const activity = await create(kit.newUser(), { type: 'lottery', subtype: 'Scratchie $2', isCompleted: true, wonAmount: null });
      expect(activity).toMatchObject({ isCompleted: true, isWin: false, winAmount: null });
    });

    it.each([
      ['no event type', { type: 'wagering', amount: 5 }, 'Event type is required'],
      ['a blank event type', wager(5, { subtype: '  ' }), 'Event type is required'],
      ['an unknown event type', wager(5, { subtype: 'Pokies' }), 'Event type must be Racing or Sports Betting'],
      ['no bet amount', { type: 'wagering', subtype: 'Racing' }, 'Bet amount is required'],
      ['an empty bet amount', wager(''), 'Bet amount is required'],
      ['a zero bet amount', wager(0), 'Must be a valid amount'],
      ['a negative stake', wager(-5), 'Must be a valid amount'],
      ['a non-numeric stake', wager('ten'), 'Numbers only, e.g. 12.50'],
      ['three decimals', wager(1.005), 'Must be a valid amount'],
      ['a race time of 25:00', wager(5, { raceTime: '25:00' }), 'Race time must be in HH:MM format'],
      ['a race time of 9:30', wager(5, { raceTime: '9:30' }), 'Race time must be in HH:MM format'],
      ['race number 0', wager(5, { raceNumber: 0 }), 'Race number must be between 1-20'],
      ['race number 21', wager(5, { raceNumber: 21 }), 'Race number must be between 1-20'],
      ['race number 2.5', wager(5, { raceNumber: 2.5 }), 'Race number must be between 1-20'],
      ['horse number 0', wager(5, { horseNumber: 0 }), 'Horse number must be between 1-99'],
      ['horse number 100', wager(5, { horseNumber: 100 }), 'Horse number must be between 1-99'],
      ['a race date that does not exist', wager(5, { raceDate: '2026-02-30' }), 'Race date must be YYYY-MM-DD'],
      ['an unknown race type', wager(5, { racingSubtype: 'Camels' }), 'Race type must be Horses or Greyhounds'],
      ['no lottery type', { type: 'lottery', amount: 5 }, 'Lottery type is required'],
      ['a blank lottery type', ticket(5, { subtype: ' ' }), 'Lottery type is required'],
      ['a lottery game without a cost', { type: 'lottery', subtype: 'Powerball' }, 'Ticket cost is required for lottery games'],
      ['a lottery game costing 0', ticket(0), 'Ticket cost is required for lottery games'],
      ['a negative lottery win amount', ticket(5, { isCompleted: true, wonAmount: -1 }), 'Must be a valid amount'],
      ['a non-numeric lottery win amount', ticket(5, { wonAmount: 'lots' }), 'Numbers only, e.g. 12.50'],
      ['an unknown activity type', { type: 'pokies-ish', subtype: 'x', amount: 5 }, 'Activity type must be wagering or lottery'],
      ['a slot activity (sessions are separate)', { type: 'slot', subtype: 'x', amount: 5 }, 'Activity type must be wagering or lottery'],
    ])('When the body has %s, then responds 400 with the message and stores nothing', async (_what, body, message) => {
      const bob = kit.newUser();
      const res = await kit.postActivity(bob, body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body)).toMatchObject({ message, code: 'COMMON.INVALID_INPUT' });
      expect(await count(bob)).toBe(0);
    });

    it('When race time, race and horse numbers are at their limits, then they are accepted', async () => {
      const activity = await create(kit.newUser(), wager(5, { raceTime: '23:59', raceNumber: 20, horseNumber: 99 }));
      expect(activity).toMatchObject({ raceTime: '23:59', raceNumber: 20, horseNumber: 99 });
      expect(await create(kit.newUser(), wager(5, { raceTime: '00:00', raceNumber: 1, horseNumber: 1, raceDate: '' }))).toMatchObject({ raceTime: '00:00', raceDate: null });
    });

    it('When the JSON is malformed, then responds 400 saying so', async () => {
      const res = await kit.http().post('/api/activities').set(kit.as(kit.newUser())).set('Content-Type', 'application/json').send('{"type":');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request body is not valid JSON.');
    });

    it('When the body is over 14 MB, then responds 413', async () => {
      const huge = 'data:image/png;base64,' + 'A'.repeat(15 * 1024 * 1024);
      const res = await kit.postActivity(kit.newUser(), wager(5, { ticketImage: huge }));
      expect(res.status).toBe(413);
    });
  });

  describe('GET /api/activities', () => {
    it('When a limit is given, then returns that many: pending first, then newest', async () => {
      const carol = kit.newUser();
      const first = await create(carol, wager(1));
      const second = await create(carol, wager(2));
      const third = await create(carol, wager(3));
      await kit.http().patch(`/api/activities/${second.id}`).set(kit.as(carol)).send({ isCompleted: true, isWin: false }).expect(200);
      await create(carol, { type: 'lottery', subtype: 'Scratchie $1', isCompleted: true, wonAmount: 0 });

      const all = ListActivitiesResponse.parse((await kit.listActivities(carol)).body);
      expect(all.map((a) => [a.amount, a.isCompleted])).toEqual([
        ['3.00', false],
        ['1.00', false],
        ['1.00', true],
        ['2.00', true],
      ]);
      const res = await kit.listActivities(carol, '?limit=2');
      expect(ListActivitiesResponse.parse(res.body).map((a) => a.id)).toEqual([third.id, first.id]);
    });

    it('When more activities exist than the page, then X-Next-Cursor leads through every one exactly once', async () => {
      const dana = kit.newUser();
      const made: string[] = [];
      for (let i = 1; i <= 7; i++) made.push((await create(dana, wager(i))).id);
      for (const id of made.slice(0, 3)) await kit.http().patch(`/api/activities/${id}`).set(kit.as(dana)).send({ isCompleted: true, isWin: true, winAmount: 1 }).expect(200);

      const seen: string[] = [];
      let query = '?limit=3';
      for (let pages = 0; pages < 10; pages++) {
        const res = await kit.listActivities(dana, query);
        seen.push(...ListActivitiesResponse.parse(res.body).map((a) => a.id));
        const next = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
        if (!next) break;
        query = `?limit=3&cursor=${encodeURIComponent(next)}`;
      }
      expect(seen).toEqual([...made.slice(3).reverse(), ...made.slice(0, 3).reverse()]);
    });

    it('When no limit is given, then a page holds 50 and says there is more', async () => {
      const erin = kit.newUser();
      await Promise.all(Array.from({ length: 51 }, (_, i) => kit.postActivity(erin, wager(i + 1))));
      const res = await kit.listActivities(erin);
      expect(res.body).toHaveLength(50);
      expect(res.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toEqual(expect.any(String));
    });

    it.each([
      ['a limit that is not a number', '?limit=lots', 'Limit must be a whole number between 1 and 1000'],
      ['a limit of 0', '?limit=0', 'Limit must be a whole number between 1 and 1000'],
      ['a limit above the maximum', '?limit=1001', 'Limit must be a whole number between 1 and 1000'],
      ['a made-up cursor', '?cursor=abc', 'The page cursor is not valid'],
      ['a cursor with a NUL', '?cursor=%00', 'The page cursor is not valid'],
    ])('When the query has %s, then responds 400 with a message', async (_what, query, message) => {
      const res = await kit.listActivities(kit.newUser(), query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it("When another person asks, then they never see the first person's activities", async () => {
      const alice = kit.newUser();
      await create(alice, wager(9));
      const res = await kit.listActivities(kit.newUser());
      expect(res.body).toEqual([]);
    });
  });

  describe('GET /api/activities/by-date', () => {
    it('When a range is given, then returns the activities created in it (inclusive), newest first, for that person only', async () => {
      const user = kit.newUser();
      kit.setTime('2026-04-01T09:00:00.000Z');
      await create(user, wager(1));
      kit.setTime('2026-04-02T09:00:00.000Z');
      const inRange = await create(user, wager(2));
      const alsoInRange = await create(user, ticket(3));
      kit.setTime('2026-04-03T09:00:00.000Z');
      await create(user, wager(4));
      await create(kit.newUser(), wager(5));

      const res = await kit.http().get('/api/activities/by-date').query({ startDate: '2026-04-02T00:00:00.000Z', endDate: '2026-04-02T23:59:59.999Z' }).set(kit.as(user));

      expect(res.status).toBe(200);
      expect(ListActivitiesResponse.parse(res.body).map((a) => a.id)).toEqual([alsoInRange.id, inRange.id]);
    });

    it('When the range is given in a local offset, then the instant it names is used', async () => {
      const user = kit.newUser();
      kit.setTime('2026-04-05T13:30:00.000Z');
      const late = await create(user, wager(1));
      const res = await kit.http().get('/api/activities/by-date').query({ startDate: '2026-04-06T00:00:00+11:00', endDate: '2026-04-06T23:59:59+11:00' }).set(kit.as(user));
      expect(res.body.map((a: Activity) => a.id)).toEqual([late.id]);
    });

    it.each([
      ['no range', {}, 'Must be an ISO date-time'],
      ['a date that is not ISO', { startDate: 'yesterday', endDate: '2026-04-02T00:00:00Z' }, 'Must be an ISO date-time'],
      ['a reversed range', { startDate: '2026-04-02T00:00:00Z', endDate: '2026-04-01T00:00:00Z' }, 'startDate must not be after endDate'],
      ['a NUL in a date', { startDate: '2026-04-01T00:00:00Z\u0000', endDate: '2026-04-02T00:00:00Z' }, 'Must be an ISO date-time'],
    ])('When the query has %s, then responds 400 with a message', async (_what, query, message) => {
      const res = await kit.http().get('/api/activities/by-date').query(query).set(kit.as(kit.newUser()));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('GET /api/activities/:id', () => {
    const getOne = (userId: string, id: string) => kit.http().get(`/api/activities/${id}`).set(kit.as(userId));

    it('When the owner asks, then answers the activity exactly as the list gives it, with the image as a URL only', async () => {
      const user = kit.newUser();
      const activity = await create(user, wager(20, { details: 'Flemington R2', raceNumber: 2, ticketImage: PNG_DATA_URL }));
      await kit.http().patch(`/api/activities/${activity.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true, winAmount: '52.4' }).expect(200);

      const res = await getOne(user, activity.id);

      expect(res.status).toBe(200);
      const [listed] = ListActivitiesResponse.parse((await kit.listActivities(user)).body);
      expect(Activity.parse(res.body)).toEqual(listed);
      expect(res.body).toMatchObject({ id: activity.id, isWin: true, winAmount: '52.40', ticketImageUrl: `/api/activities/${activity.id}/ticket-image` });
      expect(JSON.stringify(res.body)).not.toContain('base64');
    });

    it("When another person asks for someone's activity, then responds 404 exactly as for an id that does not exist", async () => {
      const owner = kit.newUser();
      const stranger = kit.newUser();
      const activity = await create(owner, wager(10, { details: 'Secret bet' }));

      const theirs = await getOne(stranger, activity.id);
      const unknown = await getOne(stranger, '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70');

      expect(theirs.status).toBe(404);
      expect(ErrorBody.parse(theirs.body)).toEqual({ message: 'Activity not found.', code: 'LEDGER.ACTIVITY_NOT_FOUND' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(theirs.body);
      expect(JSON.stringify(theirs.body)).not.toContain('Secret bet');
    });

    it.each([
      ['not an id', 'not-an-id'],
      ['an id with a NUL', '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70%00'],
    ])('When the id is %s, then responds 400 with a message', async (_what, id) => {
      const res = await getOne(kit.newUser(), id);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Must be a valid id');
    });

    it('When the path is /by-date, then the by-date route answers it, not this one', async () => {
      const res = await getOne(kit.newUser(), 'by-date');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Must be an ISO date-time');
    });
  });

  describe('PATCH /api/activities/:id', () => {
    it('When a pending wager is completed as a win with a win amount, then it is stored and ledger.activity.completed goes out', async () => {
      const user = kit.newUser();
      const activity = await create(user, wager(10));

      const res = await kit.http().patch(`/api/activities/${activity.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true, winAmount: '45.5' });

      expect(res.status).toBe(200);
      expect(Activity.parse(res.body)).toMatchObject({ id: activity.id, isCompleted: true, isWin: true, winAmount: '45.50', amount: '10.00' });
      const event = await kit.eventAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', activity.id);
      expect(ActivityCompletedEvent.parse(event.payload)).toMatchObject({ userId: user, isWin: true, winAmount: '45.50', amount: '10.00', type: 'wagering' });
      // It waited for its result: scanner must cancel a check that may be waiting.
      expect(ActivityCompletedEvent.parse(event.payload).loggedWithResult).toBeUndefined();
    });

    it('When completed as a win without an amount, or as a loss, then the win amount is null', async () => {
      const user = kit.newUser();
      const win = await create(user, wager(10));
      const loss = await create(user, ticket(5));
      const w = await kit.http().patch(`/api/activities/${win.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true });
      const l = await kit.http().patch(`/api/activities/${loss.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: false, winAmount: null });
      expect(w.body).toMatchObject({ isCompleted: true, isWin: true, winAmount: null });
      expect(l.body).toMatchObject({ isCompleted: true, isWin: false, winAmount: null });
    });

    it('When a completed loss is corrected to a win, then the new result is kept and announced', async () => {
      const user = kit.newUser();
      const activity = await create(user, wager(10));
      await kit.http().patch(`/api/activities/${activity.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: false }).expect(200);
      const res = await kit.http().patch(`/api/activities/${activity.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true, winAmount: 30 });
      expect(res.body).toMatchObject({ isWin: true, winAmount: '30.00' });
      await kit.eventAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', activity.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(kit.eventsAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', activity.id).map((e) => (e.payload as { isWin: boolean }).isWin)).toEqual([false, true]);
    });

    it('When a scratchie logged as won is corrected to a loss, then its won amount goes with the win', async () => {
      const user = kit.newUser();
      const created = await kit
        .http()
        .post('/api/activities')
        .set(kit.as(user))
        .send({ type: 'lottery', subtype: 'Scratchie $5', isCompleted: true, isWin: true, wonAmount: '10.00' });
      expect(created.body).toMatchObject({ isWin: true, winAmount: '10.00', wonAmount: '10.00' });
      const lost = await kit.http().patch(`/api/activities/${created.body.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: false });
      expect(lost.body).toMatchObject({ isWin: false, winAmount: null, wonAmount: null });
      const wonAgain = await kit.http().patch(`/api/activities/${created.body.id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true, winAmount: '12.50' });
      expect(wonAgain.body).toMatchObject({ isWin: true, winAmount: '12.50', wonAmount: '12.50' });
    });

    it.each([
      ['a negative win amount', { isCompleted: true, isWin: true, winAmount: -1 }, 'Must be a valid amount'],
      ['a non-numeric win amount', { isCompleted: true, isWin: true, winAmount: 'heaps' }, 'Numbers only, e.g. 12.50'],
      ['no win or loss', { isCompleted: true }, 'Choose win or loss'],
      ['isCompleted false', { isCompleted: false, isWin: false }, 'isCompleted must be true: a result completes the activity'],
      ['a field it cannot change', { isCompleted: true, isWin: false, amount: 1 }, undefined],
    ])('When the body has %s, then responds 400 and changes nothing', async (_what, body, message) => {
      const user = kit.newUser();
      const activity = await create(user, wager(10));
      const res = await kit.http().patch(`/api/activities/${activity.id}`).set(kit.as(user)).send(body);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      expect((await kit.listActivities(user)).body).toEqual([activity]);
    });

    it("When someone completes another person's activity, then responds 404 and the activity is unchanged", async () => {
      const owner = kit.newUser();
      const activity = await create(owner, wager(10));
      const res = await kit.http().patch(`/api/activities/${activity.id}`).set(kit.as(kit.newUser())).send({ isCompleted: true, isWin: true, winAmount: 1000 });
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body)).toEqual({ message: 'Activity not found.', code: 'LEDGER.ACTIVITY_NOT_FOUND' });
      expect((await kit.listActivities(owner)).body).toEqual([activity]);
      expect(kit.eventsAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', activity.id)).toEqual([]);
    });

    it('When the id is unknown or not an id, then responds 404 or 400', async () => {
      const user = kit.newUser();
      expect((await kit.http().patch('/api/activities/6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70').set(kit.as(user)).send({ isCompleted: true, isWin: false })).status).toBe(404);
      const bad = await kit.http().patch('/api/activities/not-an-id').set(kit.as(user)).send({ isCompleted: true, isWin: false });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Must be a valid id');
    });
  });

  describe('without the gateway', () => {
    it.each([
      ['no token', undefined],
      ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.bad'],
    ])('When called with %s, then responds 401', async (_what, header) => {
      const req = kit.http().get('/api/activities');
      const res = await (header ? req.set('Authorization', header) : req);
      expect(res.status).toBe(401);
    });

    it('When the token names no person, then every ledger route responds 401', async () => {
      const id = '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70';
      const calls = [
        kit.http().get('/api/activities'),
        kit.http().get('/api/activities/by-date'),
        kit.http().post('/api/activities').send(wager()),
        kit.http().get(`/api/activities/${id}`),
        kit.http().patch(`/api/activities/${id}`).send({ isCompleted: true, isWin: false }),
        kit.http().get(`/api/activities/${id}/ticket-image`),
        kit.http().get('/api/stats'),
        kit.http().get('/api/sessions'),
        kit.http().get('/api/sessions/active'),
        kit.http().post('/api/sessions').send({ type: 'slot' }),
        kit.http().post(`/api/sessions/${id}/deposits`).send({ amount: 5 }),
        kit.http().post(`/api/sessions/${id}/end`).send({ finalAmount: 5 }),
        kit.http().get('/api/lottery-results/games/supported'),
      ];
      for (const call of calls) expect((await call.set(kit.as(null))).status).toBe(401);
    });

    it('When the route is unknown, then responds 404 with a message', async () => {
      const res = await kit.http().get('/api/nope').set(kit.as(kit.newUser()));
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body).message).toBe('Not found.');
    });
  });
});
