import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListNotificationsResponse, SUBJECTS, type Notification, type ResultCheckedEvent } from '@tally/contracts';
import { eventually, startTestService, type TestService } from '@tally/service-kit/testing';
import { alertsConfigSchema, alertsJobsTable, createAlertsService } from '../src/create-alerts-service';

describe.each(['embedded', 'distributed'] as const)('AI result notifications from scanner.result.checked (%s mode)', (mode) => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ mode, jobsTable: alertsJobsTable, create: createAlertsService, configSchema: alertsConfigSchema });
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });
  const list = async (userId: string): Promise<Notification[]> => ListNotificationsResponse.parse((await request(svc.handler).get('/api/notifications').set(as(userId))).body);
  const first = (userId: string) => eventually('a notification', async () => (await list(userId))[0]);
  const checked = (userId: string, extra: Partial<ResultCheckedEvent> = {}) => {
    const payload: ResultCheckedEvent = {
      userId,
      activityId: randomUUID(),
      status: 'loss',
      confidence: 0.95,
      winAmount: null,
      details: null,
      checkedAt: '2026-03-11T10:00:00.000Z',
      stake: '20.00',
      racetrack: 'Flemington',
      raceNumber: 4,
      horseNumber: null,
      betType: 'Trifecta',
      type: 'wagering',
      subtype: 'Racing',
      ...extra,
    };
    return { payload, sent: svc.bus.publish({ id: randomUUID(), subject: SUBJECTS.scannerResultChecked, occurredAt: payload.checkedAt, payload }) };
  };

  it('When a check suggests a win, then an ai_result_check notification names the bet, the amount and the confidence, with what opens the activity', async () => {
    const user = randomUUID();
    const { payload, sent } = checked(user, { status: 'win', winAmount: '182.40', confidence: 0.88 });
    await sent;
    const note = await first(user);
    expect(note).toMatchObject({ type: 'ai_result_check', title: 'Possible win on your ticket', isRead: false });
    expect(note.message).toBe('The result check suggests your Trifecta at Flemington R4 won $182.40 (88% confidence). Open it to confirm the amount or adjust it.');
    expect(note.metadata).toMatchObject({ activityId: payload.activityId, racetrack: 'Flemington', raceNumber: 4, betType: 'Trifecta', amount: '20.00', confidence: 0.88 });
  });

  it('When a sure loss arrives and Auto-Complete AI Losses is on, then the notification says it was marked as a loss', async () => {
    const user = randomUUID();
    await request(svc.handler).put('/api/settings').set(as(user)).send({ autoCompleteAILosses: true }).expect(200);
    await checked(user, { type: 'lottery', subtype: 'Saturday Lotto', racetrack: null, raceNumber: null, betType: null, stake: '8.00' }).sent;
    const note = await first(user);
    expect(note.message).toBe('The result check found your Saturday Lotto ticket did not win (95% confidence), so it was marked as a loss of $8.00. You can still change it.');
  });

  it('When a loss arrives with the switch off, then it is only suggested', async () => {
    const user = randomUUID();
    await checked(user).sent;
    expect((await first(user)).message).toBe('The result check suggests your Trifecta at Flemington R4 did not win (95% confidence). Open it to confirm or adjust.');
  });

  it('When the check could not decide, then ai_result_undetermined asks the person to update it', async () => {
    const user = randomUUID();
    await checked(user, { status: 'undetermined', confidence: 0.2, racetrack: null, raceNumber: null, betType: null, subtype: 'Sports Betting' }).sent;
    const note = await first(user);
    expect(note).toMatchObject({ type: 'ai_result_undetermined', title: 'Please update your ticket' });
    expect(note.message).toBe("We couldn't confirm the result of your $20.00 Sports Betting bet. Please update it yourself when you know how it went.");
  });

  it('When the same check is delivered twice, under a new message id too, then there is one notification, and only for its person', async () => {
    const [user, other] = [randomUUID(), randomUUID()];
    const { payload, sent } = checked(user);
    await sent;
    await svc.bus.publish({ id: randomUUID(), subject: SUBJECTS.scannerResultChecked, occurredAt: payload.checkedAt, payload });
    await first(user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await list(user)).toHaveLength(1);
    expect(await list(other)).toEqual([]);
  });
});
