import { Activity } from '@tally/contracts';
import { startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

/** raceNumber: true, [3], "0x10" and [[7]] were stored as 1, 3, 16 and 7; ?limit=0x10 read as 16. */
describe('ledger numbers in bodies and query strings', () => {
  let kit: LedgerKit;
  const person = '7a0c1f2e-5555-4d6a-9a51-000000000005';
  const racing = (extra: Record<string, unknown>) => wager(10, { racingSubtype: 'Horses', racetrack: 'Randwick', ...extra });
  const count = async () => ((await kit.http().get('/api/activities').set(kit.as(person)).expect(200)).body as unknown[]).length;

  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  it.each([
    ['raceNumber', true],
    ['raceNumber', false],
    ['raceNumber', [3]],
    ['raceNumber', '1e1'],
    ['raceNumber', ' 3'],
    ['raceNumber', ''],
    ['horseNumber', '0x10'],
    ['horseNumber', [[7]]],
    ['horseNumber', '0b101'],
    ['horseNumber', { n: 7 }],
    ['horseNumber', '7.5'],
  ])('When %s is %j, then 400 with the field’s message and nothing is stored', async (field, value) => {
    const before = await count();
    const res = await kit.postActivity(person, racing({ [field]: value })).expect(400);
    expect(res.body.message).toBe(field === 'raceNumber' ? 'Race number must be between 1-20' : 'Horse number must be between 1-99');
    expect(await count()).toBe(before);
  });

  it('When the numbers are JSON numbers or decimal digits, then they are stored as those numbers, and an update reads them the same way', async () => {
    const created = Activity.parse((await kit.postActivity(person, racing({ raceNumber: '7', horseNumber: 12 })).expect(201)).body);
    expect(created).toMatchObject({ raceNumber: 7, horseNumber: 12 });
    const refused = await kit.http().patch(`/api/activities/${created.id}`).set(kit.as(person)).send({ raceNumber: true });
    expect(refused.status).toBe(400);
    const updated = await kit.http().patch(`/api/activities/${created.id}`).set(kit.as(person)).send({ raceNumber: '08', horseNumber: '0x10' });
    expect(updated.status).toBe(400);
    const ok = await kit.http().patch(`/api/activities/${created.id}`).set(kit.as(person)).send({ raceNumber: '08' });
    expect([ok.status, ok.body.raceNumber]).toEqual([200, 8]);
  });

  it.each(['0x10', '1e1', '+5', '5.0', ' 5', 'true'])('When ?limit=%s, then 400', async (limit) => {
    await kit
      .http()
      .get(`/api/activities?limit=${encodeURIComponent(limit)}`)
      .set(kit.as(person))
      .expect(400);
    await kit
      .http()
      .get(`/api/sessions?limit=${encodeURIComponent(limit)}`)
      .set(kit.as(person))
      .expect(400);
  });

  it('When ?limit= is given twice, then 400; once in digits, then it is read', async () => {
    await kit.http().get('/api/activities?limit=5&limit=6').set(kit.as(person)).expect(400);
    await kit.http().get('/api/activities?limit=1').set(kit.as(person)).expect(200);
  });
});
