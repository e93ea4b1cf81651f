import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Activity, ActivityCreatedEvent, ErrorBody, ListActivitiesResponse, SUBJECTS, type EventEnvelope } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { createLedgerService, ledgerJobsTable } from '../src/create-ledger-service';

const wager = (amount: unknown = 25, extra: Record<string, unknown> = {}) => ({ type: 'wagering', subtype: 'Racing', amount, isCompleted: false, ...extra });

describe('ledger activities API', () => {
  let svc: TestService;
  const published: EventEnvelope[] = [];
  const alice = randomUUID();
  const bob = randomUUID();

  beforeAll(async () => {
    svc = await startTestService({ jobsTable: ledgerJobsTable, create: createLedgerService });
    await svc.bus.subscribe({ subject: SUBJECTS.ledgerActivityCreated, durable: 'test-capture', handle: async (e) => void published.push(e) });
  });
  afterAll(() => svc.stop());

  const as = (userId: string | null) => ({ Authorization: svc.auth.header(userId) });
  const count = async (userId: string) => ListActivitiesResponse.parse((await request(svc.handler).get('/api/activities').set(as(userId))).body).length;

  describe('POST /api/activities', () => {
    it('When a wager is valid, then responds 201 with the activity and publishes ledger.activity.created', async () => {
      const res = await request(svc.handler)
        .post('/api/activities')
        .set(as(alice))
        .send(wager(85, { racetrack: 'Randwick', raceNumber: 4, betType: 'Win', horseNumber: 7, raceTime: '14:35' }));

      expect(res.status).toBe(201);
      const activity = Activity.parse(res.body);
      expect(activity).toMatchObject({ type: 'wagering', subtype: 'Racing', amount: '85.00', isCompleted: false, racetrack: 'Randwick', raceNumber: 4 });
      const event = await eventually('the event', async () => published.find((e) => (e.payload as { activityId: string }).activityId === activity.id));
      expect(ActivityCreatedEvent.parse(event.payload)).toMatchObject({ userId: alice, amount: '85.00', type: 'wagering' });
    });

    it('When a lottery ticket is logged, then its amount is kept exactly', async () => {
      const res = await request(svc.handler).post('/api/activities').set(as(alice)).send({ type: 'lottery', subtype: 'Saturday Lotto', amount: '12.35', isCompleted: false });
      expect(res.status).toBe(201);
      expect(Activity.parse(res.body).amount).toBe('12.35');
    });

    it.each([
      ['a negative stake', wager(-5)],
      ['no subtype', { type: 'wagering', amount: 5 }],
      ['an unknown type', { type: 'pokies-ish', subtype: 'x', amount: 5 }],
      ['a race number of 21', wager(5, { raceNumber: 21 })],
      ['a bad race time', wager(5, { raceTime: '25:00' })],
      ['three decimals', wager(1.005)],
    ])('When the body has %s, then responds 400 with a message and stores nothing', async (_what, body) => {
      const before = await count(bob);
      const res = await request(svc.handler).post('/api/activities').set(as(bob)).send(body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message.length).toBeGreaterThan(3);
      expect(await count(bob)).toBe(before);
    });

    it('When the JSON is malformed, then responds 400 saying so', async () => {
      const res = await request(svc.handler).post('/api/activities').set(as(bob)).set('Content-Type', 'application/json').send('{"type":');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request body is not valid JSON.');
    });

    it('When the race messages apply, then they are the spec wording', async () => {
      const res = await request(svc.handler)
        .post('/api/activities')
        .set(as(bob))
        .send(wager(5, { raceNumber: 0 }));
      expect(res.body.message).toBe('Race number must be between 1-20');
    });

    it('When the body is over 14 MB, then responds 413', async () => {
      const huge = 'data:image/png;base64,' + 'A'.repeat(15 * 1024 * 1024);
      const res = await request(svc.handler)
        .post('/api/activities')
        .set(as(bob))
        .send(wager(5, { ticketImage: huge }));
      expect(res.status).toBe(413);
    });
  });

  describe('GET /api/activities', () => {
    it('When a limit is given, then returns that many, newest first', async () => {
      const carol = randomUUID();
      for (const amount of [1, 2, 3]) await request(svc.handler).post('/api/activities').set(as(carol)).send(wager(amount));
      const res = await request(svc.handler).get('/api/activities?limit=2').set(as(carol));
      expect(res.status).toBe(200);
      expect(ListActivitiesResponse.parse(res.body).map((a) => a.amount)).toEqual(['3.00', '2.00']);
    });

    it('When the limit is not a number, then responds 400', async () => {
      expect((await request(svc.handler).get('/api/activities?limit=lots').set(as(alice))).status).toBe(400);
    });

    it("When another person asks, then they never see the first person's activities", async () => {
      const dave = randomUUID();
      await request(svc.handler).post('/api/activities').set(as(alice)).send(wager(9));
      const res = await request(svc.handler).get('/api/activities').set(as(dave));
      expect(res.body).toEqual([]);
    });
  });

  describe('without the gateway', () => {
    it.each([
      ['no token', undefined],
      ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.bad'],
    ])('When called with %s, then responds 401', async (_what, header) => {
      const req = request(svc.handler).get('/api/activities');
      const res = await (header ? req.set('Authorization', header) : req);
      expect(res.status).toBe(401);
    });

    it('When the token names no person, then responds 401', async () => {
      expect((await request(svc.handler).get('/api/activities').set(as(null))).status).toBe(401);
    });

    it('When the route is unknown, then responds 404 with a message', async () => {
      const res = await request(svc.handler).get('/api/nope').set(as(alice));
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body).message).toBe('Not found.');
    });
  });
});
