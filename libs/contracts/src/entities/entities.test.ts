import { Activity } from './activity';
import { Session } from './session';
import { Deposit } from './deposit';
import { ScanResult } from './scan-result';
import { Stats } from './stats';
import { InsightHistoryItem } from './insight';
import { Settings, DEFAULT_SETTINGS } from './settings';
import { Notification } from './notification';
import { OnboardingStep, ONBOARDING_STEP_IDS } from './onboarding-step';
import { BET_TYPES, BOXABLE_BET_TYPES, SINGLE_RUNNER_BET_TYPES } from './bet-type';
import { SCRATCHIE_DENOMINATIONS, scratchieAmount } from './scratchie-denomination';
import { RACE_TYPES } from './race-type';
import { WAGERING_SUBTYPES } from './wagering-subtype';
import { LotteryGame } from './lottery-game';
import { User } from './user';
import { ONBOARDING } from '../constants';

const id = '6f1c2a9e-3b7d-4c5e-9a1f-2b3c4d5e6f70';
const at = '2025-03-01T03:04:05.000Z';

describe('entities of spec section 3', () => {
  it('should accept a user and refuse one without an email', () => {
    const user = {
      id,
      username: 'ann@example.com',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: null,
      profileImageUrl: null,
      hasCompletedOnboarding: false,
      emailVerified: false,
      timeZone: 'Australia/Sydney',
      createdAt: at,
    };
    expect(User.parse(user)).toEqual(user);
    expect(User.safeParse({ ...user, email: undefined }).success).toBe(false);
  });

  it('should accept a pending wager with AI fields empty', () => {
    const activity = {
      id,
      type: 'wagering',
      subtype: 'Racing',
      amount: '10.00',
      details: null,
      description: null,
      isCompleted: false,
      isWin: null,
      winAmount: null,
      wonAmount: null,
      ticketImage: null,
      hasTicketImage: false,
      ticketImageUrl: null,
      createdAt: at,
      racetrack: 'Randwick',
      raceDate: '2025-03-01',
      raceTime: '14:35',
      raceNumber: 5,
      betType: 'Win',
      horseNumber: 7,
      horseSelections: null,
      isBoxed: null,
      racingSubtype: 'Horses',
      aiResultChecked: false,
      aiResultStatus: null,
      aiResultConfidence: null,
      aiResultWinAmount: null,
      aiResultDetails: null,
    };
    expect(Activity.parse(activity)).toEqual(activity);
    expect(Activity.safeParse({ ...activity, amount: 10 }).success).toBe(false);
    expect(Activity.safeParse({ ...activity, aiResultConfidence: 1.5 }).success).toBe(false);
  });

  it('should accept an active session and its deposit', () => {
    const session = {
      id,
      type: 'table',
      venue: null,
      isActive: true,
      startedAt: at,
      endedAt: null,
      createdAt: at,
      totalDeposited: '50.00',
      totalDeposits: '50.00',
      finalAmount: null,
      depositsCount: 1,
    };
    expect(Session.parse(session)).toEqual(session);
    expect(Session.safeParse({ ...session, type: 'wagering' }).success).toBe(false);
    expect(Deposit.parse({ id, sessionId: id, amount: '50.00', createdAt: at })).toBeTruthy();
  });

  it('should accept a scan result with unknown fields as null', () => {
    const scan = {
      type: 'lottery',
      amount: '12.50',
      description: 'Powerball',
      location: null,
      racetrack: null,
      raceDate: null,
      raceTime: null,
      raceNumber: null,
      horseNumber: null,
      horseSelections: null,
      betType: null,
      isBoxed: null,
      rawText: 'POWERBALL $12.50',
      ticketImage: null,
    };
    expect(ScanResult.parse(scan)).toEqual(scan);
  });

  it('should accept stats where the person is ahead (negative net loss)', () => {
    const stats = { totalSpent: '10.00', totalWon: '25.00', netLoss: '-15.00', winPercentage: 50, activitiesCount: 2, returnRate: 250, pendingCount: 0 };
    expect(Stats.parse(stats)).toEqual(stats);
  });

  it('should accept an insight, settings and a notification of an unknown type', () => {
    expect(InsightHistoryItem.parse({ id, createdAt: at, timeFrame: 'all', totalSpent: '1.00', totalWon: '0.00', netReturn: '-1.00', insights: 'Text' })).toBeTruthy();
    expect(Settings.parse(DEFAULT_SETTINGS)).toEqual({ ...DEFAULT_SETTINGS, sessionDurationAlerts: true });
    const notification = { id, type: 'something_new', title: 'T', message: 'M', isRead: false, createdAt: at, metadata: { activityId: id, confidence: 0.5, extra: 1 } };
    expect(Notification.parse(notification)).toEqual(notification);
  });

  it('should hold the reference lists of the spec', () => {
    expect(RACE_TYPES).toEqual(['Horses', 'Greyhounds']);
    expect(WAGERING_SUBTYPES).toEqual(['Racing', 'Sports Betting']);
    expect(BET_TYPES).toHaveLength(13);
    expect(SINGLE_RUNNER_BET_TYPES).toEqual(['Win', 'Place', 'Each Way']);
    expect(BOXABLE_BET_TYPES).toEqual(['Exacta', 'Trifecta', 'First 4']);
    expect(SCRATCHIE_DENOMINATIONS.map((d) => d.label)).toEqual(['50c', '$1', '$2', '$5', '$10', '$15', '$20']);
    expect(scratchieAmount('Scratchie $15')).toBe('15.00');
    expect(scratchieAmount('Powerball')).toBeNull();
    expect(LotteryGame.parse({ id: 'powerball', name: 'Powerball', kind: 'draw' })).toBeTruthy();
  });

  it('should have 8 onboarding steps with optional target and action', () => {
    expect(ONBOARDING_STEP_IDS).toHaveLength(ONBOARDING.steps);
    expect(OnboardingStep.parse({ id: 'reports', title: 'Reports', content: 'See your spend', icon: 'chart', target: 'nav-reports' })).toBeTruthy();
    expect(OnboardingStep.safeParse({ id: 'bogus', title: 'x', content: 'y', icon: 'z' }).success).toBe(false);
  });
});
