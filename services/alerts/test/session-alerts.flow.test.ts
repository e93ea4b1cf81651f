import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, SUBJECTS, type Notification } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';

// One session minute lasts 40 ms here: the 30-minute mark comes 1.2 s after the start, 45 at 1.8 s, 60 at 2.4 s.
const MINUTE_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['embedded', 'distributed'] as const)('session-duration alerts (%s mode)', (mode) => {
  let svc: TestService;
  // A clock that can be moved: daytime in Australia (02:00Z, noon or 1pm in Sydney) unless a test
  // wants the late-night note. Job delays stay relative to it.
  const utcToday = (hour: number) => {
    const now = new Date();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  };
  const daytime = () => utcToday(2) - Date.now();
  let offsetMs = daytime();
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    svc = await startTestService({
      mode,
      jobsTable: alertsJobsTable,
      create: createAlertsService,
      configSchema: alertsConfigSchema,
      env: { SESSION_ALERT_MINUTE_MS: String(MINUTE_MS) },
      clock,
    });
  });
  afterAll(() => svc.stop());
  afterEach(() => {
    offsetMs = daytime();
  });

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const list = async (userId: string): Promise<Notification[]> => ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body);
  const marks = async (userId: string) =>
    (await list(userId))
      .filter((n) => n.type === 'session_duration')
      .map((n) => n.metadata?.minutes)
      .sort((a, b) => a! - b!);
  const publish = (subject: string, payload: object, id = randomUUID()) => svc.bus.publish({ id, subject, occurredAt: new Date().toISOString(), payload });
  const start = (userId: string, sessionId = randomUUID(), type: 'slot' | 'table' = 'slot', timeZone?: string) =>
    publish(SUBJECTS.ledgerSessionStarted, { userId, sessionId, type, venue: null, startedAt: clock().toISOString(), ...(timeZone ? { timeZone } : {}) }).then(() => sessionId);
  const end = (userId: string, sessionId: string) =>
    publish(SUBJECTS.ledgerSessionEnded, {
      userId,
      sessionId,
      type: 'slot',
      totalDeposited: '0.00',
      finalAmount: '0.00',
      startedAt: clock().toISOString(),
      endedAt: clock().toISOString(),
    });

  it('When a pokies session runs, then alerts come at 30, 45 and 60 minutes with the spend so far, and stop when it ends', async () => {
    const user = randomUUID();
    const sessionId = await start(user);
    await publish(SUBJECTS.ledgerSessionDepositAdded, {
      userId: user,
      sessionId,
      depositId: randomUUID(),
      sessionType: 'slot',
      amount: '50.00',
      totalDeposited: '50.00',
      createdAt: clock().toISOString(),
    });

    await eventually('the 60-minute alert', async () => (await marks(user)).includes(60), 8000);
    await end(user, sessionId);
    await sleep(90 * MINUTE_MS); // past where the 90-minute mark would have been

    expect(await marks(user)).toEqual([30, 45, 60]);
    const [sixty, fortyFive, thirty] = (await list(user)).filter((n) => n.type === 'session_duration');
    expect(thirty).toMatchObject({ title: '30 minutes of pokies', message: "Your pokies session has run 30 minutes. You've deposited $50.00 so far.", isRead: false });
    expect(thirty.metadata).toMatchObject({ sessionId, minutes: 30, checkIn: false, spent: '50.00' });
    expect(fortyFive).toMatchObject({ title: 'A quick check-in', metadata: { checkIn: true } });
    expect(sixty.message).toContain('1800 858 858');
    expect(await list(randomUUID())).toEqual([]);
  });

  it('When the start event is delivered twice, even under two message ids, then each mark alerts once', async () => {
    const user = randomUUID();
    const sessionId = randomUUID();
    const payload = { userId: user, sessionId, type: 'table', venue: 'Crown', startedAt: clock().toISOString() };
    const id = randomUUID();
    await publish(SUBJECTS.ledgerSessionStarted, payload, id);
    await publish(SUBJECTS.ledgerSessionStarted, payload, id);
    await publish(SUBJECTS.ledgerSessionStarted, payload);

    await eventually('the 45-minute alert', async () => (await marks(user)).includes(45), 8000);
    await end(user, sessionId);
    expect(await marks(user)).toEqual([30, 45]);
  });

  it('When session-duration alerts are off, then a running session makes no notification', async () => {
    const user = randomUUID();
    await request(svc.handler).patch('/api/settings').set(as(user)).send({ sessionDurationAlerts: false }).expect(200);
    const sessionId = await start(user);
    await sleep(50 * MINUTE_MS);
    await end(user, sessionId);
    expect(await list(user)).toEqual([]);
  });

  it('When the session ends before its first mark, then no alert ever comes', async () => {
    const user = randomUUID();
    const sessionId = await start(user);
    await sleep(5 * MINUTE_MS);
    await end(user, sessionId);
    await sleep(40 * MINUTE_MS);
    expect(await list(user)).toEqual([]);
  });

  it('When the service restarts between scheduling and firing, then the 30-minute alert still comes, once', async () => {
    const user = randomUUID();
    const sessionId = await start(user);
    await eventually(
      'the timer is recorded',
      async () => (await svc.database.pool.query('select 1 from alerts.session_timers where session_id = $1', [sessionId])).rowCount === 1,
    );
    await svc.restart();

    await eventually('the 30-minute alert after the restart', async () => (await marks(user)).includes(30), 8000);
    await end(user, sessionId);
    expect(await marks(user)).toEqual(expect.arrayContaining([30]));
    expect((await marks(user)).filter((m) => m === 30)).toHaveLength(1);
  });

  it("When a session runs past midnight in the person's zone, then one late-night note with the helpline comes too", async () => {
    // 1am in Sydney in daylight-saving time (+11), midnight outside it: late night either way.
    offsetMs = utcToday(14) - Date.now();
    const user = randomUUID();
    const sessionId = await start(user, undefined, 'slot', 'Australia/Sydney');

    await eventually('the 45-minute alert', async () => (await marks(user)).includes(45), 8000);
    await end(user, sessionId);
    const lateNotes = (await list(user)).filter((n) => n.type === 'session_late_night');
    expect(lateNotes).toHaveLength(1);
    expect(lateNotes[0].message).toContain('Gambling Help 1800 858 858');
  });
});
