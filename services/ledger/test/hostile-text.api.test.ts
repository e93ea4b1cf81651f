import { Activity, ErrorBody, Session } from '@tally/contracts';
import { startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

/** Text people may legitimately type that looks like code: stored and answered exactly. */
const LOOKS_LIKE_CODE = ['<script>alert("x")</script><img src=x onerror=alert(1)>', "Randwick'); DROP TABLE ledger.activities; --", '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}'];

/** Every free-text field of the ledger's requests: where it goes, its label and limit. */
const FIELDS = [
  { field: 'details', label: 'Details', max: 500, body: (v: string) => wager(5, { details: v }) },
  { field: 'description', label: 'Description', max: 500, body: (v: string) => wager(5, { description: v }) },
  { field: 'racetrack', label: 'Racetrack', max: 100, body: (v: string) => wager(5, { racetrack: v }) },
  { field: 'betType', label: 'Bet type', max: 40, body: (v: string) => wager(5, { betType: v }) },
  { field: 'horseSelections', label: 'Horse selections', max: 200, body: (v: string) => wager(5, { horseSelections: v }) },
  { field: 'subtype', label: 'Lottery type', max: 60, body: (v: string) => ticket(5, { subtype: v }) },
  { field: 'description', label: 'Description', max: 500, body: (v: string) => ticket(5, { description: v }) },
  { field: 'details', label: 'Details', max: 500, body: (v: string) => ticket(5, { details: v }) },
];

describe('hostile text on the ledger', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const nothingStored = async (userId: string) => expect((await kit.listActivities(userId)).body).toEqual([]);

  describe.each(FIELDS)('POST /api/activities field $field ($label)', ({ field, label, max, body }) => {
    it.each([
      ['a NUL character', 'Randwick\u0000'],
      ['only a NUL character', '\u0000'],
      ['another control character', 'bell\u0007'],
      ['a lone surrogate', 'half \ud800 a pair'],
    ])('When it holds %s, then responds 400 naming the field and stores nothing', async (_what, value) => {
      const user = kit.newUser();
      const res = await kit.postActivity(user, body(value));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body)).toMatchObject({ message: `${label} must not contain control characters`, code: 'COMMON.INVALID_INPUT' });
      await nothingStored(user);
    });

    it('When it holds 5,000 characters, then responds 400 with its limit and stores nothing', async () => {
      const user = kit.newUser();
      const res = await kit.postActivity(user, body('x'.repeat(5000)));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${label} must be at most ${max} characters`);
      await nothingStored(user);
    });

    it.each(LOOKS_LIKE_CODE)('When it holds %s (up to its limit), then it is stored and answered exactly as sent', async (text) => {
      const user = kit.newUser();
      const value = text.slice(0, max);
      const res = await kit.postActivity(user, body(value));
      expect(res.status).toBe(201);
      expect(Activity.parse(res.body)[field as keyof Activity]).toBe(value);
      expect((await kit.listActivities(user)).body[0][field]).toBe(value);
    });

    it('When it is not text, then responds 400 naming the field', async () => {
      const res = await kit.postActivity(kit.newUser(), { ...body('x'), [field]: { $gt: '' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${label} must be text`);
    });
  });

  it('When notes span lines, then tabs and line breaks are kept in details and description', async () => {
    const res = await kit.postActivity(kit.newUser(), wager(5, { details: 'R4\tWin\nR5\tPlace', description: 'line one\r\nline two' }));
    expect(res.body).toMatchObject({ details: 'R4\tWin\nR5\tPlace', description: 'line one\r\nline two' });
  });

  it.each([
    ['the event type', { subtype: 'Racing\u0000' }, 'Event type must be Racing or Sports Betting'],
    ['the race date', { raceDate: '2026-03-01\u0000' }, 'Race date must be YYYY-MM-DD'],
    ['the race time', { raceTime: '14:35\u0000' }, 'Race time must be in HH:MM format'],
    ['the race type', { racingSubtype: 'Horses\u0000' }, 'Race type must be Horses or Greyhounds'],
    ['the amount', { amount: '5\u0000' }, 'Must be a valid amount'],
    ['the race number', { raceNumber: '4\u0000' }, 'Race number must be between 1-20'],
  ])('When %s of a wager holds a NUL, then responds 400 with its message', async (_what, extra, message) => {
    const user = kit.newUser();
    const res = await kit.postActivity(user, wager(5, extra));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    await nothingStored(user);
  });

  it('When a JSON key holds a NUL, then it is ignored like any unknown key', async () => {
    const res = await kit.postActivity(kit.newUser(), { ...wager(5), 'det\u0000ails': 'x' });
    expect(res.status).toBe(201);
    expect(res.body.details).toBeNull();
  });

  describe('POST /api/sessions venue', () => {
    it.each([
      ['a NUL character', 'Crown\u0000Casino', 'Venue must not contain control characters'],
      ['5,000 characters', 'v'.repeat(5000), 'Venue must be at most 100 characters'],
    ])('When it holds %s, then responds 400 and starts nothing', async (_what, venue, message) => {
      const user = kit.newUser();
      const res = await kit.startSession(user, { type: 'slot', venue });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await kit.http().get('/api/sessions/active').set(kit.as(user))).body).toBeNull();
    });

    it.each(LOOKS_LIKE_CODE)('When it holds %s, then it is stored and answered exactly as sent', async (venue) => {
      const user = kit.newUser();
      const session = Session.parse((await kit.startSession(user, { type: 'table', venue }).expect(201)).body);
      expect(session.venue).toBe(venue);
      expect((await kit.http().get('/api/sessions/active').set(kit.as(user))).body.venue).toBe(venue);
    });
  });

  it.each([
    ['/api/activities?limit=5%00', 'Limit must be a whole number between 1 and 1000'],
    ['/api/stats?startDate=2026-03-01T00:00:00Z%00', 'Must be an ISO date-time'],
    ['/api/sessions?endDate=%00', 'Must be an ISO date-time'],
    ['/api/sessions?cursor=%3Cscript%3E', 'The page cursor is not valid'],
  ])('When the query of %s holds hostile text, then responds 400 with a message', async (path, message) => {
    const res = await kit.http().get(path).set(kit.as(kit.newUser()));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('When a path id holds a NUL, then responds 400', async () => {
    const user = kit.newUser();
    const res = await kit.http().post('/api/sessions/abc%00/end').set(kit.as(user)).send({ finalAmount: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Must be a valid id');
  });
});
