import { randomUUID, createHash } from 'node:crypto';
import { BankCheckResponse, CreateActivityResponse, InsightRecordsResponse, MonthlyStatement, SUBJECTS } from '@tally/contracts';
import { startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

const key = (descriptor: string) => createHash('sha256').update(descriptor).digest('hex');

/** Two months kept from a statement: October with two operators, November with one. Figures computed by hand below. */
const KEPT = {
  months: [
    {
      month: '2026-10',
      operators: [
        { operator: 'Sportsbet', category: 'wagering', sent: 300, cameBack: '80.00' },
        { operator: 'The Lott', category: 'lottery', sent: '20.50', cameBack: 0 },
        // A second descriptor of the same operator is summed with the first.
        { operator: 'Sportsbet', category: 'wagering', sent: '50', cameBack: '0' },
      ],
    },
    { month: '2026-11', operators: [{ operator: 'TAB', category: 'wagering', sent: 40, cameBack: 0 }] },
  ],
};

describe('ledger bank check API', () => {
  let kit: LedgerKit;
  const person = randomUUID();
  const other = randomUUID();
  const get = (userId: string) => kit.http().get('/api/bank-check').set(kit.as(userId));
  const keep = (userId: string, body: object) => kit.http().put('/api/bank-check/months').set(kit.as(userId)).send(body);
  const difference = (userId: string, month: string) => kit.http().post(`/api/bank-check/months/${month}/difference`).set(kit.as(userId));

  beforeAll(async () => {
    kit = await startLedger();
    kit.setZone(person, 'Australia/Sydney');
    kit.setZone(other, 'Australia/Perth');
    // October in Sydney: a $50 wager that won $120 and a $20 ticket: spend 70, return 120.
    kit.setTime('2026-10-05T01:00:00.000Z');
    await kit.postActivity(person, wager(50, { isCompleted: true, isWin: true, winAmount: 120 })).expect(201);
    kit.setTime('2026-10-12T01:00:00.000Z');
    await kit.postActivity(person, ticket('20.00')).expect(201);
    kit.setTime('2026-11-20T01:00:00.000Z');
  });
  afterAll(() => kit.stop());

  it('When months are kept, then each is answered beside Tally’s figures with the gap in dollars and as a share', async () => {
    const answer = BankCheckResponse.parse((await keep(person, KEPT).expect(200)).body);
    expect(answer.timeZone).toBe('Australia/Sydney');
    expect(answer.months.map((m) => m.month)).toEqual(['2026-11', '2026-10']);
    expect(answer.months[1]).toEqual({
      month: '2026-10',
      bank: { sent: '370.50', cameBack: '80.00', net: '-290.50' },
      operators: [
        { operator: 'Sportsbet', category: 'wagering', sent: '350.00', cameBack: '80.00' },
        { operator: 'The Lott', category: 'lottery', sent: '20.50', cameBack: '0.00' },
      ],
      tally: { spend: '70.00', return: '120.00', net: '50.00' },
      gap: '300.50',
      gapShare: 0.811, // 300.50 / 370.50 = 0.81106…, cut to four places
      differenceAdded: false,
    });
    expect(answer.months[0]).toMatchObject({ month: '2026-11', bank: { sent: '40.00' }, tally: { spend: '0.00' }, gap: '40.00', gapShare: 1 });
    expect((await get(person).expect(200)).body).toEqual(answer);
  });

  it('When the same month is kept again, then it replaces what was kept and leaves the other months', async () => {
    await keep(person, { months: [{ month: '2026-11', operators: [{ operator: 'TAB', category: 'wagering', sent: 60, cameBack: 10 }] }] }).expect(200);
    const answer = BankCheckResponse.parse((await get(person)).body);
    expect(answer.months.find((m) => m.month === '2026-11')?.bank).toEqual({ sent: '60.00', cameBack: '10.00', net: '-50.00' });
    expect(answer.months.find((m) => m.month === '2026-10')?.bank.sent).toBe('370.50');
  });

  it('When bad figures are sent, then the answer is 400 with a clear message and nothing changes', async () => {
    const before = (await get(person)).body;
    const cases: Array<[object, string]> = [
      [{ months: [] }, 'Send at least one month'],
      [{ months: [{ month: '2026-13', operators: [] }] }, 'Month must be YYYY-MM'],
      [{ months: [{ month: '2026-10', operators: [{ operator: 'X', category: 'wagering', sent: -5, cameBack: 0 }] }] }, 'Must be a valid amount'],
      [{ months: [{ month: '2026-10', operators: [{ operator: 'X', category: 'pokies', sent: 5, cameBack: 0 }] }] }, 'Category must be wagering, lottery, casino or venue'],
      [{ months: [{ month: '2026-10', operators: [{ operator: '', category: 'wagering', sent: 5, cameBack: 0 }] }] }, 'Operator is required'],
      [
        {
          months: [
            { month: '2026-10', operators: [] },
            { month: '2026-10', operators: [] },
          ],
        },
        'Each month may appear once',
      ],
      [
        { months: Array.from({ length: 25 }, (_, i) => ({ month: `20${10 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, operators: [] })) },
        'At most 24 months at a time',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await keep(person, body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await get(person)).body).toEqual(before);
  });

  it('When a descriptor is confirmed or dismissed, then the choice is remembered for that person only', async () => {
    const sportsbet = key('SPORTSBET MELBOURNE');
    await kit.http().put(`/api/bank-check/decisions/${sportsbet}`).set(kit.as(person)).send({ decision: 'confirmed' }).expect(200);
    await kit.http().put(`/api/bank-check/decisions/${sportsbet}`).set(kit.as(person)).send({ decision: 'dismissed' }).expect(200);
    await kit
      .http()
      .put(`/api/bank-check/decisions/${key('CLUB CAFE')}`)
      .set(kit.as(person))
      .send({ decision: 'confirmed' })
      .expect(200);
    expect(BankCheckResponse.parse((await get(person)).body).decisions).toEqual(
      [
        { descriptorKey: sportsbet, decision: 'dismissed' },
        { descriptorKey: key('CLUB CAFE'), decision: 'confirmed' },
      ].sort((a, b) => a.descriptorKey.localeCompare(b.descriptorKey)),
    );
    expect(BankCheckResponse.parse((await get(other)).body)).toEqual({ timeZone: 'Australia/Perth', months: [], decisions: [] });
    const bad = await kit.http().put('/api/bank-check/decisions/SPORTSBET').set(kit.as(person)).send({ decision: 'confirmed' }).expect(400);
    expect(bad.body.message).toContain('Descriptor key must be a SHA-256 hash');
    await kit.http().put(`/api/bank-check/decisions/${sportsbet}`).set(kit.as(person)).send({ decision: 'maybe' }).expect(400);
  });

  it('When the difference is added, then one completed entry marked as from the bank check closes the gap, in that month', async () => {
    const entry = CreateActivityResponse.parse((await difference(person, '2026-10').expect(201)).body);
    expect(entry).toMatchObject({
      type: 'wagering',
      subtype: 'Bank check',
      description: 'Bank check: October 2026',
      amount: '300.50',
      isCompleted: true,
      isWin: false,
      winAmount: null,
    });
    expect(entry.details).toContain('Added from the bank check');
    // Dated on 31 October at noon in Sydney (+11), so October's reports and statement count it.
    expect(entry.createdAt).toBe('2026-10-31T00:59:59.999Z');
    const october = BankCheckResponse.parse((await get(person)).body).months.find((m) => m.month === '2026-10')!;
    expect(october).toMatchObject({ tally: { spend: '370.50', return: '120.00' }, gap: '0.00', gapShare: 0, differenceAdded: true });
    const statement = MonthlyStatement.parse((await kit.http().get('/api/statements/2026-10').set(kit.as(person)).expect(200)).body);
    expect(statement.totals.spend).toBe('370.50');
    // The statement carries the kept bank figures (and the PDF says them).
    expect(statement.bankCheck).toEqual({ sent: '370.50', cameBack: '80.00', net: '-290.50', gap: '0.00' });
    const september = MonthlyStatement.parse((await kit.http().get('/api/statements/2026-09').set(kit.as(person)).expect(200)).body);
    expect(september.bankCheck).toBeUndefined();
    // Alerts and insights hear about it as about any entry.
    expect((await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', entry.id)).payload).toMatchObject({ subtype: 'Bank check', amount: '300.50' });
    expect((await difference(person, '2026-10').expect(409)).body.message).toBe('The difference for that month was already added.');
  });

  it('When the bank shows more came back than Tally has, then the entry is a win of that difference', async () => {
    // November: bank sent 60, came back 10; Tally has nothing. The running month: dated now.
    const entry = CreateActivityResponse.parse((await difference(person, '2026-11').expect(201)).body);
    expect(entry).toMatchObject({ amount: '60.00', isWin: true, winAmount: '10.00', createdAt: expect.stringMatching(/^2026-11-20T01:00/) });
  });

  it('When someone else asks for the difference of a month only another person kept, then the answer is 404 and nothing is logged', async () => {
    expect((await difference(other, '2026-10').expect(404)).body.message).toBe('No bank figures are kept for that month.');
    expect((await kit.listActivities(other)).body).toEqual([]);
    await difference(person, '2026-1').expect(400);
  });

  it('When insights asks for the records, then the kept months come summed per month, for that person only', async () => {
    const records = InsightRecordsResponse.parse((await kit.http().get('/internal/insight-records').set(kit.as(person)).expect(200)).body);
    expect(records.bankMonths).toEqual(expect.arrayContaining([{ month: '2026-10', sentCents: 37050 }]));
    expect(InsightRecordsResponse.parse((await kit.http().get('/internal/insight-records').set(kit.as(other)).expect(200)).body).bankMonths).toEqual([]);
  });

  it('When signed out, then every route answers 401', async () => {
    await kit.http().get('/api/bank-check').set(kit.as(null)).expect(401);
    await kit.http().put('/api/bank-check/months').set(kit.as(null)).send(KEPT).expect(401);
    await kit.http().post('/api/bank-check/months/2026-10/difference').set(kit.as(null)).expect(401);
  });

  it.each([
    ['identity.user.data_cleared', SUBJECTS.identityUserDataCleared],
    ['identity.user.deleted', SUBJECTS.identityUserDeleted],
  ])('When %s arrives, then the kept months and decisions are gone, and nobody else’s', async (_name, subject) => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    for (const userId of [gone, kept]) {
      await keep(userId, KEPT).expect(200);
      await kit
        .http()
        .put(`/api/bank-check/decisions/${key('X')}`)
        .set(kit.as(userId))
        .send({ decision: 'confirmed' })
        .expect(200);
    }
    await kit.svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: { userId: gone, requestId: randomUUID() } });
    const rows = async (userId: string) =>
      (
        await kit.svc.database.pool.query(
          `select (select count(*) from ledger.bank_check_months where user_id = $1) + (select count(*) from ledger.bank_check_decisions where user_id = $1) as n`,
          [userId],
        )
      ).rows[0].n;
    expect(Number(await rows(gone))).toBe(0);
    expect(Number(await rows(kept))).toBe(4);
  });
});
