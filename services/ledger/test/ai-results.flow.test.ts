import { randomUUID } from 'node:crypto';
import { ActivityCreatedEvent, Activity, SUBJECTS, type ResultCheckedEvent } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { startLedger, ticket, wager, type LedgerKit } from './helpers/ledger-test-kit';

describe('AI result checks: the created event tells scanner what to check, and its answer is kept', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const publish = (subject: string, payload: object) => kit.svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload } as never);
  const settings = (userId: string, autoCompleteAILosses: boolean) =>
    publish(SUBJECTS.alertsSettingsChanged, {
      userId,
      autoCompleteAILosses,
      dailySpendLimit: null,
      weeklySpendLimit: null,
      monthlySpendLimit: null,
      sessionDurationAlerts: true,
      pendingLimitChanges: [],
      changedAt: new Date().toISOString(),
    });
  const checked = (userId: string, activityId: string, extra: Partial<ResultCheckedEvent> = {}) =>
    publish(SUBJECTS.scannerResultChecked, {
      userId,
      activityId,
      status: 'loss',
      confidence: 0.95,
      winAmount: null,
      details: 'Saturday Lotto draw 4575: no division won by any of the 10 games.',
      checkedAt: '2026-03-11T10:00:00.000Z',
      stake: '8.00',
      racetrack: null,
      raceNumber: null,
      horseNumber: null,
      betType: null,
      ...extra,
    });
  const activity = async (userId: string, id: string) => {
    const list = await kit.listActivities(userId).expect(200);
    return Activity.array()
      .parse(list.body)
      .find((a) => a.id === id);
  };
  const log = async (userId: string, body: object) => (await kit.postActivity(userId, body).expect(201)).body.id as string;

  it("When a race is logged from a scan, then the created event carries the scan and the race's start in the person's zone", async () => {
    const user = kit.newUser();
    kit.setZone(user, 'Australia/Perth');
    const scanId = randomUUID();
    const id = await log(
      user,
      wager(20, {
        racetrack: 'Ascot',
        raceDate: '2026-07-04',
        raceTime: '14:35',
        raceNumber: 5,
        betType: 'Trifecta',
        isBoxed: true,
        horseSelections: '1,3,5',
        racingSubtype: 'Horses',
        scanId,
      }),
    );
    const event = ActivityCreatedEvent.parse((await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', id)).payload);
    expect(event).toMatchObject({ scanId, eventAt: '2026-07-04T06:35:00.000Z', timeZone: 'Australia/Perth', isBoxed: true, racingSubtype: 'Horses', betType: 'Trifecta' });
  });

  it('When a race has no time, then the event has no start; a lottery ticket carries its scan', async () => {
    const user = kit.newUser();
    const raceId = await log(user, wager(5, { raceDate: '2026-07-04' }));
    expect(ActivityCreatedEvent.parse((await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', raceId)).payload).eventAt).toBeNull();
    const scanId = randomUUID();
    const ticketId = await log(user, ticket('8.00', { scanId }));
    expect(ActivityCreatedEvent.parse((await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', ticketId)).payload).scanId).toBe(scanId);
  });

  it('When a scan id is not a uuid, then the entry is refused and nothing is saved', async () => {
    const user = kit.newUser();
    const res = await kit.postActivity(user, wager(5, { scanId: 'not-a-scan' })).expect(400);
    expect(JSON.stringify(res.body)).toContain('Scan id must be a scan this app made');
    expect((await kit.listActivities(user).expect(200)).body).toEqual([]);
  });

  it('When a check suggests a win, then the activity keeps the suggestion and stays pending for the person to confirm', async () => {
    const user = kit.newUser();
    const id = await log(user, ticket('8.00'));
    await checked(user, id, { status: 'win', confidence: 0.97, winAmount: '15.25', details: 'Division 5 on game 3.' });
    const kept = await eventually('the AI result', async () => ((await activity(user, id))?.aiResultChecked ? activity(user, id) : undefined));
    expect(kept).toMatchObject({
      isCompleted: false,
      aiResultChecked: true,
      aiResultStatus: 'win',
      aiResultConfidence: 0.97,
      aiResultWinAmount: '15.25',
      aiResultDetails: 'Division 5 on game 3.',
    });
  });

  it('When Auto-Complete AI Losses is off, then a sure loss is only suggested', async () => {
    const user = kit.newUser();
    await settings(user, false);
    const id = await log(user, ticket('8.00'));
    await checked(user, id);
    const kept = await eventually('the AI result', async () => ((await activity(user, id))?.aiResultChecked ? activity(user, id) : undefined));
    expect(kept).toMatchObject({ isCompleted: false, aiResultStatus: 'loss' });
    expect(kit.eventsAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', id)).toEqual([]);
  });

  it('When Auto-Complete AI Losses is on, then a sure loss completes the activity as a loss and says so; an unsure one does not', async () => {
    const user = kit.newUser();
    await settings(user, true);
    const sure = await log(user, ticket('8.00'));
    const unsure = await log(user, ticket('9.00'));
    await checked(user, sure, { confidence: 0.95 });
    await checked(user, unsure, { confidence: 0.6 });
    const completed = await kit.eventAbout(SUBJECTS.ledgerActivityCompleted, 'activityId', sure);
    expect(completed.payload).toMatchObject({ isWin: false, winAmount: null, completedAt: '2026-03-11T10:00:00.000Z' });
    expect(await activity(user, sure)).toMatchObject({ isCompleted: true, isWin: false, aiResultStatus: 'loss' });
    await eventually('the unsure result kept', async () => (await activity(user, unsure))?.aiResultChecked || undefined);
    expect(await activity(user, unsure)).toMatchObject({ isCompleted: false, aiResultStatus: 'loss', aiResultConfidence: 0.6 });
  });

  it('When the person already settled the activity, then a later AI loss keeps their result', async () => {
    const user = kit.newUser();
    await settings(user, true);
    const id = await log(user, ticket('8.00'));
    await kit.http().patch(`/api/activities/${id}`).set(kit.as(user)).send({ isCompleted: true, isWin: true, winAmount: 30 }).expect(200);
    await checked(user, id);
    await eventually('the AI result', async () => (await activity(user, id))?.aiResultChecked || undefined);
    expect(await activity(user, id)).toMatchObject({ isCompleted: true, isWin: true, winAmount: '30.00', aiResultStatus: 'loss' });
  });

  it("When a check names someone else's activity, then nothing of theirs changes", async () => {
    const [owner, stranger] = [kit.newUser(), kit.newUser()];
    await settings(stranger, true);
    const id = await log(owner, ticket('8.00'));
    await checked(stranger, id);
    // A later check for the owner proves the stranger's was consumed first (one durable, in order).
    await checked(owner, id, { status: 'undetermined', confidence: 0.3 });
    await eventually('the owner check', async () => (await activity(owner, id))?.aiResultChecked || undefined);
    expect(await activity(owner, id)).toMatchObject({ isCompleted: false, aiResultStatus: 'undetermined' });
  });
});
