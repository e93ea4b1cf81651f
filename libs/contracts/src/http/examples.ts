import type { ErrorBody } from '../errors';
import { ERROR_CODES } from '../errors';
import { LEDGER_MESSAGES, SERVER_MESSAGES } from '../messages';
import type { ApiAnswer, ApiBody, OperationId } from './routes';

/**
 * Example requests and answers of the public API, in one place: the OpenAPI document shows them
 * (openapi.ts) and examples.test.ts parses each with its operation's schemas, so they cannot drift
 * from the contracts. Answers are written as the server sends them (money as decimal strings).
 */
export type OperationExamples<K extends OperationId> = {
  /** Named request bodies (the first is the one a viewer shows by default). */
  body?: Record<string, ApiBody<K>>;
  response?: ApiAnswer<K>;
};

const userId = '3f0c6c1e-8a52-4c55-9d3b-6f1f0c2a7b10';
const activityId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const sessionId = '0b8a3c52-41f4-4d6e-8f0a-2d1c9e7b6a54';
const depositId = 'c4d2e1f0-9a8b-4c7d-8e6f-5a4b3c2d1e0f';

const user = {
  id: userId,
  username: 'ann@example.com',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  profileImageUrl: null,
  hasCompletedOnboarding: true,
  emailVerified: true,
  timeZone: 'Australia/Sydney',
  createdAt: '2026-11-01T09:30:00.000Z',
} satisfies ApiAnswer<'getUser'>;

/** A pending $25 Win bet on horse 7 in race 5 at Randwick, as the ledger answers it. */
const racingWager = {
  id: activityId,
  type: 'wagering',
  subtype: 'Racing',
  amount: '25.00',
  details: null,
  description: null,
  isCompleted: false,
  isWin: null,
  winAmount: null,
  wonAmount: null,
  ticketImage: null,
  hasTicketImage: false,
  ticketImageUrl: null,
  createdAt: '2026-11-22T04:05:00.000Z',
  racetrack: 'Randwick',
  raceDate: '2026-11-22',
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
} satisfies ApiAnswer<'getActivity'>;

const slotSession = {
  id: sessionId,
  type: 'slot',
  venue: 'The Star',
  isActive: true,
  startedAt: '2026-11-22T08:00:00.000Z',
  endedAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  totalDeposited: '20.00',
  totalDeposits: '20.00',
  finalAmount: null,
  depositsCount: 1,
} satisfies ApiAnswer<'getSession'>['session'];

const settings = {
  autoCompleteAILosses: false,
  dailySpendLimit: '40.00',
  weeklySpendLimit: '150.00',
  monthlySpendLimit: null,
  sessionDurationAlerts: true,
  pendingLimitChanges: [],
} satisfies ApiAnswer<'getSettings'>;

const notification = {
  id: '5d6e7f80-1a2b-4c3d-9e4f-a0b1c2d3e4f5',
  type: 'spend_limit_approaching',
  title: 'Approaching your daily limit',
  message: 'You have spent $32.00 of your $40.00 daily limit.',
  isRead: false,
  createdAt: '2026-11-22T04:05:01.000Z',
  metadata: { period: 'daily', limit: '40.00', spent: '32.00' },
} satisfies ApiAnswer<'listNotifications'>[number];

export const API_EXAMPLES: { [K in OperationId]?: OperationExamples<K> } = {
  getUser: { response: user },
  login: { body: { signIn: { username: 'ann@example.com', password: 'correct horse battery staple' } }, response: user },
  logout: { response: { message: 'You have been signed out.' } },
  register: {
    body: {
      register: {
        username: 'ann@example.com',
        email: 'ann@example.com',
        password: 'correct horse battery staple',
        firstName: 'Ann',
        lastName: 'Lee',
        timeZone: 'Australia/Sydney',
      },
    },
    response: { message: SERVER_MESSAGES.verificationSent },
  },
  resendVerification: {
    body: { resend: { email: 'ann@example.com' } },
    response: { message: 'If that address has an account that is not yet verified, a new link is on its way.' },
  },
  patchProfile: { body: { profile: { firstName: 'Ann', timeZone: 'Australia/Perth' } }, response: { ...user, timeZone: 'Australia/Perth' } },
  changePassword: {
    body: { change: { currentPassword: 'correct horse battery staple', newPassword: 'a longer new passphrase', confirmPassword: 'a longer new passphrase' } },
    response: { message: 'Your password has been changed. Other devices have been signed out.' },
  },
  clearData: { response: { requestId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', status: 'pending', pending: ['ledger', 'scanner', 'insights', 'alerts'] } },

  getStats: {
    response: { totalSpent: '125.00', totalWon: '60.00', netLoss: '65.00', winPercentage: 33.33, activitiesCount: 4, returnRate: -52, pendingCount: 1 },
  },
  listActivities: { response: [racingWager] },
  createActivity: {
    body: {
      racingWager: {
        type: 'wagering',
        subtype: 'Racing',
        amount: 25,
        racetrack: 'Randwick',
        raceDate: '2026-11-22',
        raceTime: '14:35',
        raceNumber: 5,
        betType: 'Win',
        horseNumber: 7,
        racingSubtype: 'Horses',
      },
      sportsBet: { type: 'wagering', subtype: 'Sports Betting', amount: '10.50', description: 'Swans to win' },
      scratchie: { type: 'lottery', subtype: 'Scratchie $5' },
    },
    response: { ...racingWager, spendLimits: [{ period: 'daily', level: 'approaching', limit: '40.00', spent: '32.00' }] },
  },
  getActivity: { response: racingWager },
  updateActivity: {
    body: { result: { isCompleted: true, isWin: true, winAmount: 60 }, correction: { amount: 20 } },
    response: { ...racingWager, isCompleted: true, isWin: true, winAmount: '60.00', wonAmount: '60.00' },
  },
  deleteActivity: { response: { id: activityId, deleted: true } },
  getActiveSession: { response: slotSession },
  startSession: { body: { slot: { type: 'slot', venue: 'The Star' } }, response: { ...slotSession, totalDeposited: '0.00', totalDeposits: '0.00', depositsCount: 0 } },
  addDeposit: {
    body: { deposit: { amount: 20 } },
    response: {
      deposit: { id: depositId, sessionId, amount: '20.00', createdAt: '2026-11-22T08:01:00.000Z' },
      session: slotSession,
      spendLimits: [],
    },
  },
  endSession: {
    body: { cashOut: { finalAmount: '35.00' } },
    response: { ...slotSession, isActive: false, endedAt: '2026-11-22T09:10:00.000Z', finalAmount: '35.00' },
  },
  getSession: { response: { session: slotSession, deposits: [{ id: depositId, sessionId, amount: '20.00', createdAt: '2026-11-22T08:01:00.000Z' }] } },

  generateInsights: {
    body: { month: { timeFrame: 'month' } },
    response: {
      id: 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d',
      createdAt: '2026-11-22T10:00:00.000Z',
      timeFrame: 'month',
      totalSpent: '125.00',
      totalWon: '60.00',
      netReturn: '-65.00',
      insights: 'You logged four bets this month.\n\nMost of your spend was on racing.',
    },
  },
  saveSelfCheck: {
    body: { answers: { answers: [0, 1, 0, 0, 1, 0, 0, 0, 0] } },
    response: { id: 'b8c9d0e1-f2a3-4b4c-9d5e-6f7a8b9c0d1e', answers: [0, 1, 0, 0, 1, 0, 0, 0, 0], score: 2, band: 'low-risk', createdAt: '2026-11-22T10:05:00.000Z' },
  },

  getSettings: { response: settings },
  patchSettings: { body: { limits: { dailySpendLimit: 40, weeklySpendLimit: '150.00', monthlySpendLimit: null } }, response: settings },
  savePushSubscription: {
    body: {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/dXJhbmRvbS1kZXZpY2UtdG9rZW4',
        expirationTime: null,
        keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    },
    response: { id: 'c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e2f' },
  },
  listNotifications: { response: [notification] },
  markNotificationRead: { response: { ...notification, isRead: true } },
};

/** Example error bodies by status, as every service and the gateway write them. */
export const ERROR_EXAMPLES: Record<number, ErrorBody> = {
  400: { message: 'Bet amount is required', code: ERROR_CODES.invalidInput, details: [{ path: 'amount', message: 'Bet amount is required' }] },
  401: { message: 'Please sign in to continue.', code: ERROR_CODES.unauthenticated },
  403: { message: 'Requests from other sites are not allowed.', code: ERROR_CODES.notAllowed },
  404: { message: LEDGER_MESSAGES.activityNotFound, code: ERROR_CODES.activityNotFound },
  409: { message: LEDGER_MESSAGES.sessionAlreadyActive, code: ERROR_CODES.sessionAlreadyActive },
  413: { message: 'The request is too large.', code: ERROR_CODES.tooLarge },
  415: { message: 'Bad request.', code: ERROR_CODES.invalidInput },
  422: { message: 'Both AI and OCR processing failed. Try a clearer image.', code: ERROR_CODES.scanFailed },
  429: { message: 'Too many failed sign-in attempts. Please try again in 5 minutes.', code: ERROR_CODES.tooManyRequests, details: { retryAfterSeconds: 300 } },
  500: { message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal },
  503: { message: "Tally can't reach its database just now. Please try again shortly.", code: ERROR_CODES.unavailable },
};
