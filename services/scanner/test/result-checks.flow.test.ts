import { randomUUID } from 'node:crypto';
import { AI_AUTO_COMPLETE_MIN_CONFIDENCE, SUBJECTS, type EventEnvelope, type LotteryTicketDetails } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { POWERBALL_1520, SATURDAY_LOTTO_4600, SATURDAY_LOTTO_4601 } from './fixtures/lottery-draws';
import { createScriptedReader, pngDataUrl, reading } from './helpers/scripted-reader';
import { activityCreated, startScanner, type ScannerUnderTest } from './helpers/scanner-test-kit';
import { startStandInOpenAi, type StandInOpenAi } from '@tally/service-kit/testing';
import { startStandInResultsFeed } from './helpers/stand-in-results-feed';

const RETRY_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lotto = (drawNumber: number, drawDate: string, games: number[][], game = 'Saturday Lotto'): LotteryTicketDetails => ({
  game,
  draws: [{ drawNumber, drawDate }],
  drawTime: null,
  games: games.map((numbers) => ({ numbers, powerball: null })),
});

describe.each(['embedded', 'distributed'] as const)('AI result checks (%s mode)', (mode) => {
  const scripted = createScriptedReader();
  let feed: Awaited<ReturnType<typeof startStandInResultsFeed>>;
  let openAi: StandInOpenAi;
  let svc: ScannerUnderTest;
  let png: string;

  beforeAll(async () => {
    feed = await startStandInResultsFeed([SATURDAY_LOTTO_4600, SATURDAY_LOTTO_4601, POWERBALL_1520]);
    openAi = await startStandInOpenAi();
    // Photos are read by the scripted reader; the model is asked only about races.
    openAi.answerWith((req) =>
      JSON.stringify(req.body.messages).includes('check the results')
        ? { content: JSON.stringify({ status: 'win', confidence: 0.72, winAmount: 35.5, details: 'Horse 7 won race 5 at Randwick.' }) }
        : { status: 500 },
    );
    svc = await startScanner({
      mode,
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: openAi.baseUrl,
        OPENAI_TIMEOUT_MS: '2000',
        LOTTERY_RESULTS_URL: feed.url,
        RESULT_CHECK_RACE_DELAY_MS: '1',
        RESULT_CHECK_DRAW_DELAY_MS: '1',
        RESULT_CHECK_DEFAULT_DELAY_MS: '400',
        RESULT_CHECK_RETRY_MS: String(RETRY_MS),
        RESULT_CHECK_RETRIES: '2',
      },
      overrides: { openLocalReader: scripted.open },
    });
    png = await pngDataUrl();
  });
  afterAll(async () => {
    await svc.stop();
    await feed.close();
    await openAi.close();
  });

  /** Scans a draw ticket for `userId` and answers its kept scan's id. */
  async function scanLottery(userId: string, lottery: LotteryTicketDetails): Promise<string> {
    scripted.readsAs(`${lottery.game} DRAW ${lottery.draws[0]!.drawNumber}`, reading({ type: 'lottery', amount: '8.45', subtype: lottery.game }, lottery));
    const res = await svc.scanImage(userId, png);
    expect(res.status).toBe(200);
    return res.body.scanId;
  }
  const lotteryLogged = (userId: string, scanId: string | null) => activityCreated(userId, { type: 'lottery', subtype: 'Saturday Lotto', amount: '8.45', scanId });
  const checked = (activityId: string, what = 'the result check') => eventually(what, async () => (await svc.checkedEvents(activityId))[0], 8000);

  it('When a scanned lotto ticket won, then the win and its amount over all games are published once, through the bus', async () => {
    const delivered: EventEnvelope[] = [];
    await svc.bus.subscribe({ subject: SUBJECTS.scannerResultChecked, durable: `test-checked-${randomUUID().slice(0, 8)}`, handle: async (e) => void delivered.push(e) });
    const user = randomUUID();
    const scanId = await scanLottery(
      user,
      lotto(4600, '2025-06-14', [
        [3, 11, 18, 27, 1, 2],
        [3, 11, 18, 21, 40, 41],
        [4, 5, 6, 8, 9, 10],
      ]),
    );
    const activity = lotteryLogged(user, scanId);

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    const result = await checked(activity.activityId);
    expect(result).toMatchObject({
      userId: user,
      status: 'win',
      winAmount: '41.40',
      confidence: 0.85,
      stake: '8.45',
      racetrack: null,
      type: 'lottery',
      subtype: 'Saturday Lotto',
    });
    expect(result.details).toContain('division 4');
    await eventually('the event on the bus', async () => delivered.find((e) => (e.payload as { activityId: string }).activityId === activity.activityId));
    expect((await svc.keptScans(user))[0]?.activityId).toBe(activity.activityId);
  });

  it('When a scanned lotto ticket won nothing, then a loss is published', async () => {
    const user = randomUUID();
    const scanId = await scanLottery(user, lotto(4601, '2025-06-21', [[3, 11, 18, 27, 35, 42]]));
    const activity = lotteryLogged(user, scanId);

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    const result = await checked(activity.activityId);
    expect(result).toMatchObject({ status: 'loss', winAmount: null });
    // The numbers were read from a photo: a loss is confirmed by the person, never auto-completed.
    expect(result.confidence).toBeLessThan(AI_AUTO_COMPLETE_MIN_CONFIDENCE);
  });

  it('When the draw or its dividends are not published yet, then the check asks again later and uses the result once it is out', async () => {
    const user = randomUUID();
    const draw4602 = { ...SATURDAY_LOTTO_4601, drawNumber: 4602, drawDate: '2025-06-28' };
    const scanId = await scanLottery(user, lotto(4602, '2025-06-28', [[1, 9, 14, 22, 30, 44]]));
    const activity = lotteryLogged(user, scanId);

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);
    const asked = () => feed.asked.filter((q) => q === 'Saturday Lotto draw=4602').length;
    await eventually('the first question', async () => asked() === 1);
    feed.publish({ ...draw4602, dividends: [] }); // numbers out, dividends not yet
    await eventually('the second question', async () => asked() === 2);
    expect(await svc.checkedEvents(activity.activityId)).toEqual([]);
    feed.publish(draw4602);

    expect(await checked(activity.activityId)).toMatchObject({ status: 'win', winAmount: '1048320.62' });
    expect(asked()).toBe(3);
  });

  it('When the draw never gets published, then after the retries the ticket is undetermined', async () => {
    const user = randomUUID();
    const scanId = await scanLottery(user, lotto(9999, '2025-07-05', [[1, 2, 3, 4, 5, 6]]));
    const activity = lotteryLogged(user, scanId);

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    const result = await checked(activity.activityId);
    expect(result).toMatchObject({ status: 'undetermined', winAmount: null, confidence: 0 });
    expect(result.details).toContain('not published');
    expect(feed.asked.filter((q) => q === 'Saturday Lotto draw=9999')).toHaveLength(3);
  });

  it("When an activity names another person's scan, then the scan is ignored and the ticket is undetermined", async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const scanId = await scanLottery(owner, lotto(4600, '2025-06-14', [[3, 11, 18, 27, 35, 42]]));
    const activity = lotteryLogged(other, scanId);

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    const result = await checked(activity.activityId);
    expect(result).toMatchObject({ userId: other, status: 'undetermined' });
    expect(result.details).toContain('No draw numbers');
    expect((await svc.keptScans(owner))[0]?.activityId).toBeNull();
  });

  it('When a race has been run, then the model is asked with the bet and its validated answer is published', async () => {
    const user = randomUUID();
    const before = openAi.requests.length;
    const activity = activityCreated(user, {
      racetrack: 'Randwick',
      raceDate: '2025-06-14',
      raceTime: '14:35',
      raceNumber: 5,
      horseNumber: 7,
      betType: 'Win',
      racingSubtype: 'Horses',
      eventAt: new Date(Date.now() - 60_000).toISOString(),
    });

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    expect(await checked(activity.activityId)).toMatchObject({
      status: 'win',
      confidence: 0.72,
      winAmount: '35.50',
      racetrack: 'Randwick',
      raceNumber: 5,
      horseNumber: 7,
      betType: 'Win',
    });
    const asked = openAi.requests.slice(before).find((r) => JSON.stringify(r.body.messages).includes('Randwick'));
    expect(asked?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('When a sports bet has no time and no source, then after the default delay it is undetermined', async () => {
    const user = randomUUID();
    const activity = activityCreated(user, { subtype: 'Sports Betting' });

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);
    await sleep(150);
    expect(await svc.checkedEvents(activity.activityId)).toEqual([]);

    const result = await checked(activity.activityId);
    expect(result).toMatchObject({ status: 'undetermined', confidence: 0 });
    expect(result.details).toBe("Tally can't look up sports results for you, so please update this bet yourself once the game is over.");
  });

  it('When the activity is completed before its check, then the check is cancelled (also when the completion comes first)', async () => {
    const user = randomUUID();
    const waiting = activityCreated(user, { eventAt: new Date(Date.now() + 700).toISOString(), racetrack: 'Randwick' });
    const completedFirst = activityCreated(user, { eventAt: new Date(Date.now() - 1000).toISOString(), racetrack: 'Randwick' });
    const completion = (activityId: string) => ({
      userId: user,
      activityId,
      type: 'wagering',
      subtype: 'Racing',
      amount: '10.00',
      isWin: false,
      winAmount: null,
      completedAt: new Date().toISOString(),
    });

    await svc.publish(SUBJECTS.ledgerActivityCreated, waiting);
    await eventually('the waiting check', async () => (await svc.checksOf(user)).length === 1);
    if (mode === 'embedded') await eventually('its job', async () => (await svc.jobRows(`result-check-${waiting.activityId}-0`)).length === 1);
    await svc.publish(SUBJECTS.ledgerActivityCompleted, completion(waiting.activityId));
    await svc.publish(SUBJECTS.ledgerActivityCompleted, completion(completedFirst.activityId));
    await eventually('both completions', async () => (await svc.checksOf(user)).filter((c) => c.state === 'completed').length === 2);
    await svc.publish(SUBJECTS.ledgerActivityCreated, completedFirst);
    await sleep(1500);

    expect(await svc.checkedEvents(waiting.activityId)).toEqual([]);
    expect(await svc.checkedEvents(completedFirst.activityId)).toEqual([]);
    if (mode === 'embedded') expect(await svc.jobRows(`result-check-${waiting.activityId}-0`)).toEqual([]); // removed, not run
  });

  it('When the creation is delivered again, even under another message id, then one result is published', async () => {
    const user = randomUUID();
    const activity = activityCreated(user, { subtype: 'Sports Betting' });
    const id = randomUUID();

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity, id);
    await svc.publish(SUBJECTS.ledgerActivityCreated, activity, id);
    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);
    await checked(activity.activityId);
    await sleep(600);

    expect(await svc.checkedEvents(activity.activityId)).toHaveLength(1);
  });

  it('When the service restarts before the check is due, then the check still runs, once', async () => {
    const user = randomUUID();
    const activity = activityCreated(user, { subtype: 'Sports Betting' });
    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);
    await eventually('the waiting check', async () => (await svc.checksOf(user)).length === 1);

    await svc.restart();

    expect(await checked(activity.activityId, 'the check after the restart')).toMatchObject({ status: 'undetermined' });
    await sleep(300);
    expect(await svc.checkedEvents(activity.activityId)).toHaveLength(1);
  });

  it('When a ticket is logged already completed, then nothing is checked, and neither of its events costs a transaction', async () => {
    const user = randomUUID();
    const activity = activityCreated(user, { type: 'lottery', subtype: '$5', isCompleted: true });
    const createdId = randomUUID();
    const completedId = randomUUID();
    const completion = { userId: user, activityId: activity.activityId, type: 'lottery', subtype: '$5', amount: '5.00', isWin: false, winAmount: null };

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity, createdId);
    await svc.publish(SUBJECTS.ledgerActivityCompleted, { ...completion, completedAt: new Date().toISOString(), loggedWithResult: true }, completedId);
    await sleep(700);

    expect(await svc.checksOf(user)).toEqual([]);
    expect(await svc.checkedEvents(activity.activityId)).toEqual([]);
    expect(await svc.markersOf(createdId)).toEqual([]);
    expect(await svc.markersOf(completedId)).toEqual([]);
    // A completion of one that waited is applied (and marked) as before.
    const laterId = randomUUID();
    await svc.publish(SUBJECTS.ledgerActivityCompleted, { ...completion, completedAt: new Date().toISOString() }, laterId);
    await eventually('the completion marked', async () => (await svc.markersOf(laterId)).length === 1);
    expect((await svc.checksOf(user)).map((c) => c.state)).toEqual(['completed']);
  });
});

describe('AI result checks with no results source configured', () => {
  let svc: ScannerUnderTest;

  beforeAll(async () => {
    svc = await startScanner({ env: { RESULT_CHECK_RACE_DELAY_MS: '1', RESULT_CHECK_DEFAULT_DELAY_MS: '1' }, overrides: { openLocalReader: createScriptedReader().open } });
  });
  afterAll(() => svc.stop());

  it('When a race has been run and no model is configured, then it is undetermined with details saying so', async () => {
    const activity = activityCreated(randomUUID(), { racetrack: 'Flemington', raceNumber: 3, eventAt: new Date(Date.now() - 60_000).toISOString() });

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    const result = await eventually('the result check', async () => (await svc.checkedEvents(activity.activityId))[0]);
    expect(result).toMatchObject({ status: 'undetermined', confidence: 0, winAmount: null, racetrack: 'Flemington' });
    expect(result.details).toBe("Tally can't look up race results for you yet, so please check the race result and update this bet yourself.");
    expect(result.details).not.toMatch(/source|configured/i);
  });

  it('When a scratchie is pending, then it is undetermined', async () => {
    const activity = activityCreated(randomUUID(), { type: 'lottery', subtype: '$5' });

    await svc.publish(SUBJECTS.ledgerActivityCreated, activity);

    const result = await eventually('the result check', async () => (await svc.checkedEvents(activity.activityId))[0]);
    expect(result).toMatchObject({ status: 'undetermined' });
  });
});
