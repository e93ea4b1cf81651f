import { ListStatementsResponse, MonthlyStatement } from '@tally/contracts';
import { startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

/**
 * A fixture history with hand-computed statements. Sydney is on daylight time (+11) from 4 October 2026, Perth
 * stays at +8: 2026-10-31T13:30Z is 00:30 on 1 November in Sydney but 21:30 on 31 October in Perth.
 */
describe('ledger statements API', () => {
  let kit: LedgerKit;
  const sydney = '7a0c1f2e-1111-4d6a-9a51-000000000001';
  const perth = '7a0c1f2e-2222-4d6a-9a51-000000000002';
  const stranger = '7a0c1f2e-3333-4d6a-9a51-000000000003';

  const at = async <T>(iso: string, action: () => Promise<T>) => {
    kit.setTime(iso);
    return action();
  };
  const session = async (userId: string, type: 'slot' | 'table', startIso: string, deposits: number[], finalAmount: number) => {
    const started = (await at(startIso, () => kit.startSession(userId, { type, venue: type === 'slot' ? 'The Star' : 'Crown', isActive: true }).expect(201))).body;
    for (const amount of deposits) await kit.deposit(userId, started.id, amount).expect(201);
    await kit.endSession(userId, started.id, finalAmount).expect(200);
  };
  const get = (userId: string, path: string) => kit.http().get(path).set(kit.as(userId));

  beforeAll(async () => {
    kit = await startLedger();
    kit.setZone(sydney, 'Australia/Sydney');
    kit.setZone(perth, 'Australia/Perth');
    kit.setZone(stranger, 'Australia/Sydney');
    // Sydney: a year-old table session, a June loss, three products in October, a November wager at its first half hour.
    await session(sydney, 'table', '2025-10-15T01:00:00.000Z', [200], 260);
    await at('2026-06-10T01:00:00.000Z', () => kit.postActivity(sydney, wager(10, { isCompleted: true, isWin: false })).expect(201));
    await at('2026-10-05T01:00:00.000Z', () => kit.postActivity(sydney, wager(50, { isCompleted: true, isWin: true, winAmount: 120 })).expect(201));
    await at('2026-10-12T02:00:00.000Z', () => kit.postActivity(sydney, ticket('20.00')).expect(201));
    await session(sydney, 'slot', '2026-10-20T09:00:00.000Z', [100, 50], 30);
    await at('2026-10-31T13:30:00.000Z', () => kit.postActivity(sydney, wager(40, { subtype: 'Sports Betting', isCompleted: true, isWin: false })).expect(201));
    // Perth: the same instant is still October; 00:30 on 1 November in Perth is 16:30Z.
    await at('2026-10-31T13:30:00.000Z', () => kit.postActivity(perth, wager(40, { isCompleted: true, isWin: false })).expect(201));
    await at('2026-10-31T16:30:00.000Z', () => kit.postActivity(perth, ticket('5.00')).expect(201));
    kit.setTime('2026-11-15T00:00:00.000Z');
  });
  afterAll(() => kit.stop());

  it('When a Sydney person asks for October, then the figures match the hand-computed ones', async () => {
    const statement = MonthlyStatement.parse((await get(sydney, '/api/statements/2026-10').expect(200)).body);
    expect(statement).toMatchObject({
      month: '2026-10',
      timeZone: 'Australia/Sydney',
      start: '2026-09-30T14:00:00.000Z', // 1 October 00:00 at +10 (daylight time starts on the 4th)
      end: '2026-10-31T12:59:59.999Z', // 31 October 23:59:59.999 at +11
      isClosed: true,
      totals: { spend: '220.00', return: '150.00', net: '-70.00' },
      products: [
        { product: 'wagering', spend: '50.00', return: '120.00', net: '70.00' },
        { product: 'lottery', spend: '20.00', return: '0.00', net: '-20.00' },
        { product: 'pokies', spend: '150.00', return: '30.00', net: '-120.00' },
        { product: 'tables', spend: '0.00', return: '0.00', net: '0.00' },
      ],
      sameMonthLastYear: { month: '2025-10', spend: '200.00', return: '260.00', net: '60.00' },
      guidelines: { daysGambled: 3, types: ['racing', 'lottery', 'pokies'], maxDays: 4, maxTypes: 2, withinDays: true, withinTypes: false },
    });
    expect(statement.lastSixMonths).toEqual([
      { month: '2026-05', spend: '0.00', return: '0.00', net: '0.00' },
      { month: '2026-06', spend: '10.00', return: '0.00', net: '-10.00' },
      { month: '2026-07', spend: '0.00', return: '0.00', net: '0.00' },
      { month: '2026-08', spend: '0.00', return: '0.00', net: '0.00' },
      { month: '2026-09', spend: '0.00', return: '0.00', net: '0.00' },
      { month: '2026-10', spend: '220.00', return: '150.00', net: '-70.00' },
    ]);
    expect(statement.transactions.map((t) => [t.product, t.label, t.spend, t.return, t.net, t.status])).toEqual([
      ['wagering', 'Racing', '50.00', '120.00', '70.00', 'win'],
      ['lottery', 'Saturday Lotto', '20.00', '0.00', '-20.00', 'pending'],
      ['pokies', 'Pokies session at The Star', '150.00', '30.00', '-120.00', 'ended'],
    ]);
    expect(statement.guidelines.summary).toBe(
      'In October 2026 you gambled on 3 days and used 3 types of gambling (racing, lottery, pokies). That is more than the Lower-Risk Gambling Guidelines suggest gambling on no more than 4 days a month and with no more than 2 types: too many types.',
    );
  });

  it("When the wager at 00:30 on 1 November Sydney time is asked for, then it is in the Sydney person's November and the Perth person's October", async () => {
    const november = MonthlyStatement.parse((await get(sydney, '/api/statements/2026-11').expect(200)).body);
    expect(november).toMatchObject({
      isClosed: false,
      totals: { spend: '40.00', return: '0.00', net: '-40.00' },
      guidelines: { daysGambled: 1, types: ['sports'], withinDays: true, withinTypes: true },
    });
    const perthOctober = MonthlyStatement.parse((await get(perth, '/api/statements/2026-10').expect(200)).body);
    expect(perthOctober).toMatchObject({
      timeZone: 'Australia/Perth',
      start: '2026-09-30T16:00:00.000Z',
      end: '2026-10-31T15:59:59.999Z',
      totals: { spend: '40.00', net: '-40.00' },
    });
    const perthNovember = MonthlyStatement.parse((await get(perth, '/api/statements/2026-11').expect(200)).body);
    expect(perthNovember.totals).toEqual({ spend: '5.00', return: '0.00', net: '-5.00' });
  });

  it('When the months are listed, then those with activity come newest first, the running month not closed', async () => {
    const list = ListStatementsResponse.parse((await get(sydney, '/api/statements').expect(200)).body);
    expect(list).toEqual({
      timeZone: 'Australia/Sydney',
      months: [
        { month: '2026-11', isClosed: false, totals: { spend: '40.00', return: '0.00', net: '-40.00' } },
        { month: '2026-10', isClosed: true, totals: { spend: '220.00', return: '150.00', net: '-70.00' } },
        { month: '2026-06', isClosed: true, totals: { spend: '10.00', return: '0.00', net: '-10.00' } },
        { month: '2025-10', isClosed: true, totals: { spend: '200.00', return: '260.00', net: '60.00' } },
      ],
    });
  });

  it('When the PDF is asked for, then it is a PDF named for the month', async () => {
    const res = await get(sydney, '/api/statements/2026-10/pdf')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tally-statement-2026-10.pdf"');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('When the month is not YYYY-MM, then 400 with the message', async () => {
    for (const month of ['2026-13', '2026-1', 'october', '1999-12']) {
      const res = await get(sydney, `/api/statements/${month}`).expect(400);
      expect(JSON.stringify(res.body)).toContain('Month must be YYYY-MM');
    }
    await get(sydney, '/api/statements/2026-00/pdf').expect(400);
  });

  it('When a month of 2000 is asked for, then the months it is compared with reach back into 1999', async () => {
    const statement = MonthlyStatement.parse((await get(sydney, '/api/statements/2000-02').expect(200)).body);
    expect(statement.lastSixMonths.map((m) => m.month)).toEqual(['1999-09', '1999-10', '1999-11', '1999-12', '2000-01', '2000-02']);
    expect(statement.sameMonthLastYear).toEqual({ month: '1999-02', spend: '0.00', return: '0.00', net: '0.00' });
  });

  it("When another person asks for the same months, then they get nothing of the first person's", async () => {
    expect((await get(stranger, '/api/statements').expect(200)).body).toEqual({ timeZone: 'Australia/Sydney', months: [] });
    const theirs = MonthlyStatement.parse((await get(stranger, '/api/statements/2026-10').expect(200)).body);
    expect(theirs.totals).toEqual({ spend: '0.00', return: '0.00', net: '0.00' });
    expect(theirs.transactions).toEqual([]);
    expect(theirs.sameMonthLastYear.spend).toBe('0.00');
  });

  it('When signed out, then 401', async () => {
    await kit.http().get('/api/statements').set(kit.as(null)).expect(401);
    await kit.http().get('/api/statements/2026-10/pdf').set(kit.as(null)).expect(401);
  });
});
