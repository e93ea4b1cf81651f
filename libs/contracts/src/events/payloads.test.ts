import { ALL_SUBJECTS, SUBJECTS, type Subject } from './subjects';
import { EVENT_PAYLOADS, parseEventPayload } from './payloads';

const userId = '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70';
const activityId = '0b7e6c1d-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const sessionId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const depositId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const requestId = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const at = '2025-03-01T03:04:05.000Z';

/** A realistic payload for every subject. */
const SAMPLES: Record<Subject, unknown> = {
  [SUBJECTS.ledgerActivityCreated]: {
    userId,
    activityId,
    type: 'wagering',
    subtype: 'Racing',
    amount: '10.00',
    isCompleted: false,
    createdAt: at,
    racetrack: 'Randwick',
    raceDate: '2025-03-01',
    raceTime: '14:35',
    raceNumber: 5,
    betType: 'Win',
    horseNumber: 7,
  },
  [SUBJECTS.ledgerActivityCompleted]: { userId, activityId, type: 'lottery', subtype: 'Powerball', amount: '12.50', isWin: true, winAmount: '40.00', completedAt: at },
  [SUBJECTS.ledgerSessionStarted]: { userId, sessionId, type: 'slot', venue: null, startedAt: at },
  [SUBJECTS.ledgerSessionDepositAdded]: { userId, sessionId, depositId, sessionType: 'table', amount: '50.00', totalDeposited: '100.00', createdAt: at },
  [SUBJECTS.ledgerSessionEnded]: { userId, sessionId, type: 'slot', totalDeposited: '100.00', finalAmount: '35.00', startedAt: at, endedAt: at },
  [SUBJECTS.ledgerActivityUpdated]: {
    userId,
    activityId,
    type: 'wagering',
    subtype: 'Racing',
    amount: '5.00',
    previousAmount: '50.00',
    isCompleted: false,
    isWin: null,
    winAmount: null,
    createdAt: at,
    updatedAt: at,
  },
  [SUBJECTS.ledgerActivityDeleted]: { userId, activityId, type: 'lottery', amount: '12.50', createdAt: at, deletedAt: at },
  [SUBJECTS.ledgerSessionUpdated]: { userId, sessionId, type: 'table', venue: 'The Star', totalDeposited: '100.00', finalAmount: null, updatedAt: at },
  [SUBJECTS.ledgerSessionDeleted]: { userId, sessionId, type: 'slot', depositIds: [depositId], deletedAt: at },
  [SUBJECTS.ledgerSessionDepositUpdated]: { userId, sessionId, depositId, sessionType: 'slot', amount: '20.00', totalDeposited: '70.00', createdAt: at, changedAt: at },
  [SUBJECTS.ledgerSessionDepositDeleted]: { userId, sessionId, depositId, sessionType: 'slot', amount: '20.00', totalDeposited: '50.00', createdAt: at, changedAt: at },
  [SUBJECTS.scannerResultChecked]: {
    userId,
    activityId,
    status: 'loss',
    confidence: 0.92,
    winAmount: null,
    details: 'Horse 7 finished 4th',
    checkedAt: at,
    stake: '10.00',
    racetrack: 'Randwick',
    raceNumber: 5,
    horseNumber: 7,
    betType: 'Win',
  },
  [SUBJECTS.alertsSettingsChanged]: {
    userId,
    changedAt: at,
    autoCompleteAILosses: true,
    dailySpendLimit: '100.00',
    weeklySpendLimit: null,
    monthlySpendLimit: null,
    sessionDurationAlerts: true,
    pendingLimitChanges: [{ period: 'weekly', limit: '300.00', effectiveAt: at }],
  },
  [SUBJECTS.identityUserRegistered]: { userId, timeZone: 'Australia/Sydney' },
  [SUBJECTS.identityUserTimeZoneChanged]: { userId, timeZone: 'Australia/Perth' },
  [SUBJECTS.identityUserDataCleared]: { userId, requestId },
  [SUBJECTS.ledgerUserDataCleared]: { userId, requestId },
  [SUBJECTS.alertsUserDataCleared]: { userId, requestId },
  [SUBJECTS.scannerUserDataCleared]: { userId, requestId },
  [SUBJECTS.insightsUserDataCleared]: { userId, requestId },
  [SUBJECTS.identityUserDeleted]: { userId },
  [SUBJECTS.identityUserSessionsRevoked]: { userId, keepSessionId: 'sess-123' },
};

describe('event payloads', () => {
  it('should have a payload schema for every subject', () => {
    expect(Object.keys(EVENT_PAYLOADS).sort()).toEqual([...ALL_SUBJECTS].sort());
  });

  it.each(ALL_SUBJECTS)('should parse a payload of %s', (subject) => {
    expect(parseEventPayload(subject, SAMPLES[subject])).toEqual(SAMPLES[subject]);
  });

  it.each(ALL_SUBJECTS)('should refuse a payload of %s without its user id', (subject) => {
    const { userId: _dropped, ...rest } = SAMPLES[subject] as Record<string, unknown>;
    expect(() => parseEventPayload(subject, rest)).toThrow();
  });

  it('should refuse a money amount that is a number in an event', () => {
    const payload = { ...(SAMPLES[SUBJECTS.ledgerActivityCreated] as object), amount: 10 };
    expect(EVENT_PAYLOADS[SUBJECTS.ledgerActivityCreated].safeParse(payload).success).toBe(false);
  });
});
