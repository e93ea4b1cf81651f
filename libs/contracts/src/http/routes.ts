import type { z, ZodType } from 'zod';
import type { BodyLimit } from '../constants';
import * as identity from './identity.http';
import * as ledger from './ledger.http';
import * as statements from './statements.http';
import * as bankCheck from './bank-check.http';
import * as scanner from './scanner.http';
import * as insights from './insights.http';
import * as alerts from './alerts.http';
import * as selfCheck from './self-check.http';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ServiceName = 'gateway' | 'identity' | 'ledger' | 'scanner' | 'insights' | 'alerts';

/** One call of the public API: who answers it and what goes in and out. */
export interface ApiRoute {
  /** Stable name, used as the OpenAPI operationId and by typed clients. */
  operationId: string;
  method: HttpMethod;
  /** Express style, e.g. '/api/activities/:id'. */
  path: string;
  service: ServiceName;
  /** 'user' needs a signed-in session; 'public' is open to signed-out visitors. */
  auth: 'user' | 'public';
  /** Body size limit, enforced at the gateway and again by the service (default 1 MB). */
  bodyLimit?: BodyLimit;
  summary: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** 'application/json' unless stated. */
  bodyContentType?: 'application/json' | 'multipart/form-data';
  response?: ZodType;
  /** The status of a successful answer when it is not 200 (e.g. 202 for work that goes on after the answer). */
  successStatus?: 200 | 201 | 202;
  /** 'application/json' unless stated. */
  responseContentType?: string;
  /**
   * Errors the operation gives that its shape does not imply (route-statuses.ts derives 400, 401, 403, 413, 500 and
   * 503 from the row): its domain's 404s and 409s, a refused scan's 422, a throttle's 429, a dependency's own 503.
   */
  errors?: readonly DeclaredError[];
  /**
   * How long the gateway waits for the service's answer before it answers 503 with Retry-After (default
   * 5000): longer only for work that waits on an outside service of its own (OpenAI, with its own timeout).
   */
  answerTimeoutMs?: number;
  /** 3xx answers besides the success: 302 (a browser sent on elsewhere), 304 (a conditional GET whose copy is current). */
  redirects?: readonly RedirectStatus[];
  /**
   * A write that creates something: it takes an `Idempotency-Key` header (http/idempotency.ts), and the
   * binder answers a repeat of the key with the first answer, or a 422 when the request differs. Such a
   * row declares that 422 in `errors`.
   */
  idempotent?: true;
  /**
   * A call whose success ends the person's sessions: 'others' (all but the caller's) or 'all'. The gateway ends
   * them in its store before it passes the answer on, so no other browser is still signed in once the caller is
   * told; identity's event does the same again for a gateway that missed the answer.
   */
  endsSessions?: 'others' | 'all';
  /**
   * Work or mail that must not be triggered without end: the binder counts each request against these
   * limits (rate-limiter-flexible, http/rate-limits.ts) before the handler and answers 429 with Retry-After
   * over them. Declared once here; RATE_LIMITS in a service's environment may change the numbers.
   */
  rateLimit?: readonly RateLimit[];
}

/** One limit of a row: at most `points` requests per `windowSec` seconds for each caller address, person or email. */
export interface RateLimit {
  /** What is counted: the caller's IP address, the signed-in person, or the address in the body's `email` field. */
  per: 'address' | 'person' | 'email';
  points: number;
  windowSec: number;
}

/** Error statuses a row may declare (the others are derived from its shape). */
export type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;
/** A declared error: its status, or the status with when it happens and whether a Retry-After header comes with it. */
export type DeclaredError = DeclaredErrorStatus | { status: DeclaredErrorStatus; when?: string; retryAfter?: true };
export type RedirectStatus = 302 | 304;

/** Every call of the public API by operationId (spec section 7 plus the account calls). */
export const API_ENDPOINTS = {
  getUser: { method: 'GET', path: '/api/user', service: 'identity', auth: 'user', summary: 'The signed-in user (401 when signed out)', response: identity.UserResponse },
  login: {
    method: 'POST',
    path: '/api/login',
    service: 'gateway',
    auth: 'public',
    bodyLimit: 'credentials',
    summary: 'Sign in: identity checks the credentials, the gateway starts a new session',
    body: identity.LoginRequest,
    response: identity.LoginResponse,
    errors: [
      { status: 401, when: 'The email or password is wrong' },
      { status: 403, when: 'The password is right but the email address is not verified yet (code IDENTITY.EMAIL_NOT_VERIFIED)' },
      { status: 429, when: 'Too many failed sign-ins for this email from this address, for this email, or from this address' },
    ],
  },
  logout: { method: 'POST', path: '/api/logout', service: 'gateway', auth: 'public', summary: 'Sign out: ends the current session', response: identity.LogoutResponse },
  register: {
    method: 'POST',
    path: '/api/register',
    service: 'identity',
    auth: 'public',
    summary: 'Create an account and send the verification email (the same answer for a taken address, whose owner is emailed instead)',
    body: identity.RegisterRequest,
    successStatus: 201,
    response: identity.RegisterResponse,
    // Unconfirmed registrations: confirming an address gives the place it is confirmed from one back (ADR 0015).
    rateLimit: [{ per: 'address', points: 10, windowSec: 60 }],
  },
  resendVerification: {
    method: 'POST',
    path: '/api/resend-verification',
    service: 'identity',
    auth: 'public',
    summary: 'Send the verification email again (same answer whether or not the address exists or is verified)',
    body: identity.ResendVerificationRequest,
    response: identity.ResendVerificationResponse,
    rateLimit: [
      { per: 'email', points: 3, windowSec: 900 },
      { per: 'address', points: 20, windowSec: 60 },
    ],
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/forgot-password',
    service: 'identity',
    auth: 'public',
    bodyLimit: 'credentials',
    summary: 'Email a link to set a new password (same answer whether or not the address has an account)',
    body: identity.ForgotPasswordRequest,
    response: identity.ForgotPasswordResponse,
    // Mail to someone's address, like resend-verification: few per address, a flood from one place refused.
    rateLimit: [
      { per: 'email', points: 3, windowSec: 900 },
      { per: 'address', points: 20, windowSec: 60 },
    ],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    service: 'identity',
    auth: 'public',
    bodyLimit: 'credentials',
    summary: 'Set a new password with the emailed token (single use, one hour): verifies the address and ends every session of the account',
    body: identity.ResetPasswordRequest,
    response: identity.ResetPasswordResponse,
    errors: [{ status: 400, when: 'The link is invalid, used or expired (code IDENTITY.INVALID_RESET_TOKEN), or the password is too weak' }],
    // Each try hashes a password: a flood from one place is refused.
    rateLimit: [{ per: 'address', points: 20, windowSec: 60 }],
  },
  verifyEmail: {
    method: 'GET',
    path: '/api/verify-email',
    service: 'identity',
    auth: 'public',
    summary: 'Confirm the email address from the emailed link (a browser may be redirected to the app)',
    query: identity.VerifyEmailQuery,
    response: identity.VerifyEmailResponse,
    redirects: [302],
  },
  patchUserSettings: {
    method: 'PATCH',
    path: '/api/user/settings',
    service: 'identity',
    auth: 'user',
    summary: 'Mark the onboarding tour completed',
    body: identity.PatchUserSettingsRequest,
    response: identity.UserResponse,
  },
  patchProfile: {
    method: 'PATCH',
    path: '/api/user/profile',
    service: 'identity',
    auth: 'user',
    summary: 'Change first name, last name or time zone (email cannot change)',
    body: identity.PatchProfileRequest,
    response: identity.UserResponse,
  },
  changePassword: {
    method: 'PATCH',
    path: '/api/user/password',
    service: 'identity',
    auth: 'user',
    summary: "Change the password; the user's other sessions end",
    endsSessions: 'others',
    body: identity.ChangePasswordRequest,
    response: identity.ChangePasswordResponse,
    errors: [{ status: 429, when: 'Too many wrong current passwords: the person is signed out everywhere and told by email' }],
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/user/avatar',
    service: 'identity',
    auth: 'user',
    bodyLimit: 'avatar',
    summary: 'Upload a profile picture (multipart field avatar)',
    body: identity.AvatarUploadForm,
    bodyContentType: 'multipart/form-data',
    response: identity.AvatarUploadResponse,
  },
  getAvatar: {
    method: 'GET',
    path: '/api/user/avatar/:avatarId',
    service: 'identity',
    auth: 'user',
    summary: 'A stored profile picture, re-encoded (private; revalidated by its ETag on each view)',
    params: identity.AvatarParams,
    responseContentType: 'image/webp',
    errors: [404],
    redirects: [304],
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user',
    service: 'identity',
    auth: 'user',
    summary: "Delete the account and all the person's data; every session ends",
    endsSessions: 'all',
    body: identity.DeleteAccountRequest,
    response: identity.DeleteAccountResponse,
    errors: [{ status: 429, when: 'Too many wrong passwords: the person is signed out everywhere and told by email' }],
  },
  clearData: {
    method: 'POST',
    path: '/api/user/data/clear',
    service: 'identity',
    auth: 'user',
    summary: "Clear All Data: every service deletes the person's tracked data (the account, settings and limits stay); 202, then poll the request",
    successStatus: 202,
    response: identity.ClearDataResponse,
    errors: [IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
  },
  getClearDataRequest: {
    method: 'GET',
    path: '/api/user/data/clear/:requestId',
    service: 'identity',
    auth: 'user',
    summary: 'Where a Clear All Data request stands: pending (with the services still deleting) or done; 404 for anyone else',
    params: identity.ClearDataParams,
    response: identity.ClearDataResponse,
    errors: [404],
  },

  getStats: {
    method: 'GET',
    path: '/api/stats',
    service: 'ledger',
    auth: 'user',
    summary: 'Spend, return and net over a period',
    query: ledger.StatsQuery,
    response: ledger.StatsResponse,
  },
  listStatements: {
    method: 'GET',
    path: '/api/statements',
    service: 'ledger',
    auth: 'user',
    summary: "Months with activity, newest first, in the person's time zone, with their spend, return and net",
    response: statements.ListStatementsResponse,
  },
  getStatement: {
    method: 'GET',
    path: '/api/statements/:month',
    service: 'ledger',
    auth: 'user',
    summary: 'The monthly activity statement: totals and products, six months, the same month last year, the guideline check and the transactions',
    params: statements.StatementParams,
    response: statements.MonthlyStatement,
  },
  getStatementPdf: {
    method: 'GET',
    path: '/api/statements/:month/pdf',
    service: 'ledger',
    auth: 'user',
    summary: 'The monthly activity statement as a PDF (tally-statement-YYYY-MM.pdf), with the helplines',
    params: statements.StatementParams,
    responseContentType: 'application/pdf',
  },
  getBankCheck: {
    method: 'GET',
    path: '/api/bank-check',
    service: 'ledger',
    auth: 'user',
    summary: "The bank check's kept months (per operator, sent and came back) beside Tally's figures, and the remembered descriptor decisions",
    response: bankCheck.BankCheckResponse,
  },
  keepBankMonths: {
    method: 'PUT',
    path: '/api/bank-check/months',
    service: 'ledger',
    auth: 'user',
    summary: 'Keep per-month, per-operator sums read from a bank statement on the device (replaces the same months)',
    body: bankCheck.KeepBankMonthsRequest,
    response: bankCheck.BankCheckResponse,
  },
  putBankCheckDecision: {
    method: 'PUT',
    path: '/api/bank-check/decisions/:descriptorKey',
    service: 'ledger',
    auth: 'user',
    summary: 'Remember that the person confirmed or dismissed a statement descriptor (its hash, made on the device)',
    params: bankCheck.BankCheckDecisionParams,
    body: bankCheck.PutBankCheckDecisionRequest,
    response: bankCheck.PutBankCheckDecisionResponse,
  },
  addBankCheckDifference: {
    method: 'POST',
    path: '/api/bank-check/months/:month/difference',
    service: 'ledger',
    auth: 'user',
    summary: "Log a kept month's gap (bank sent - Tally spend) as one entry marked as from the bank check",
    params: bankCheck.BankCheckMonthParams,
    successStatus: 201,
    response: ledger.CreateActivityResponse,
    errors: [
      { status: 404, when: 'No bank figures are kept for that month' },
      { status: 409, when: 'The difference was already added, or Tally already has everything the bank shows' },
      IDEMPOTENCY_KEY_REUSED,
    ],
    idempotent: true,
  },
  listActivities: {
    method: 'GET',
    path: '/api/activities',
    service: 'ledger',
    auth: 'user',
    summary: 'Activities, pending first then newest, a page at a time (X-Next-Cursor)',
    query: ledger.ListActivitiesQuery,
    response: ledger.ListActivitiesResponse,
  },
  listActivitiesByDate: {
    method: 'GET',
    path: '/api/activities/by-date',
    service: 'ledger',
    auth: 'user',
    summary: 'Activities created within a period',
    query: ledger.ActivitiesByDateQuery,
    response: ledger.ActivitiesByDateResponse,
  },
  createActivity: {
    method: 'POST',
    path: '/api/activities',
    service: 'ledger',
    auth: 'user',
    bodyLimit: 'ticketImage',
    summary: 'Log a wager or a lottery ticket',
    body: ledger.CreateActivityRequest,
    successStatus: 201,
    response: ledger.CreateActivityResponse,
    errors: [IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
  },
  getActivity: {
    method: 'GET',
    path: '/api/activities/:id',
    service: 'ledger',
    auth: 'user',
    summary: 'One activity (owner only), for the detail dialog',
    params: ledger.ActivityParams,
    response: ledger.GetActivityResponse,
    errors: [404],
  },
  getActivityTicketImage: {
    method: 'GET',
    path: '/api/activities/:id/ticket-image',
    service: 'ledger',
    auth: 'user',
    summary: "An activity's ticket image (owner only; the activity's ticketImageUrl)",
    params: ledger.TicketImageParams,
    responseContentType: 'image/*',
    errors: [404],
    redirects: [304],
  },
  updateActivity: {
    method: 'PATCH',
    path: '/api/activities/:id',
    service: 'ledger',
    auth: 'user',
    summary: 'Record the result of an activity, or correct what was logged (amount, event or game, notes)',
    params: ledger.ActivityParams,
    body: ledger.UpdateActivityRequest,
    response: ledger.UpdateActivityResponse,
    errors: [404],
  },
  deleteActivity: {
    method: 'DELETE',
    path: '/api/activities/:id',
    service: 'ledger',
    auth: 'user',
    summary: 'Delete a wager or lottery ticket (owner only): it no longer counts in spend, limits, reports or statements',
    params: ledger.ActivityParams,
    response: ledger.DeleteActivityResponse,
    errors: [404],
  },
  listSessions: {
    method: 'GET',
    path: '/api/sessions',
    service: 'ledger',
    auth: 'user',
    summary: 'Sessions, newest first, by limit or period',
    query: ledger.ListSessionsQuery,
    response: ledger.ListSessionsResponse,
  },
  getActiveSession: {
    method: 'GET',
    path: '/api/sessions/active',
    service: 'ledger',
    auth: 'user',
    summary: 'The active session, or null',
    response: ledger.ActiveSessionResponse,
  },
  startSession: {
    method: 'POST',
    path: '/api/sessions',
    service: 'ledger',
    auth: 'user',
    summary: 'Start a slot or table session',
    body: ledger.CreateSessionRequest,
    successStatus: 201,
    response: ledger.CreateSessionResponse,
    errors: [{ status: 409, when: 'Another session is active' }, IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
  },
  addDeposit: {
    method: 'POST',
    path: '/api/sessions/:id/deposits',
    service: 'ledger',
    auth: 'user',
    summary: 'Add a deposit (slot) or buy-in (table)',
    params: ledger.SessionParams,
    body: ledger.AddDepositRequest,
    successStatus: 201,
    response: ledger.AddDepositResponse,
    errors: [404, { status: 409, when: 'The session has ended' }, IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
  },
  endSession: {
    method: 'POST',
    path: '/api/sessions/:id/end',
    service: 'ledger',
    auth: 'user',
    summary: 'End a session with its final cash-out amount',
    params: ledger.SessionParams,
    body: ledger.EndSessionRequest,
    response: ledger.EndSessionResponse,
    errors: [404, { status: 409, when: 'The session has already ended' }, IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
  },
  getSession: {
    method: 'GET',
    path: '/api/sessions/:id',
    service: 'ledger',
    auth: 'user',
    summary: 'One session (owner only) with its deposits or buy-ins, for its detail dialog',
    params: ledger.SessionParams,
    response: ledger.SessionDetailResponse,
    errors: [404],
  },
  updateSession: {
    method: 'PATCH',
    path: '/api/sessions/:id',
    service: 'ledger',
    auth: 'user',
    summary: "Correct a session's venue or, once ended, its final amount",
    params: ledger.SessionParams,
    body: ledger.UpdateSessionRequest,
    response: ledger.UpdateSessionResponse,
    errors: [404, { status: 409, when: 'A final amount for a session that has not ended' }],
  },
  deleteSession: {
    method: 'DELETE',
    path: '/api/sessions/:id',
    service: 'ledger',
    auth: 'user',
    summary: 'Delete a session with its deposits or buy-ins (owner only)',
    params: ledger.SessionParams,
    response: ledger.DeleteSessionResponse,
    errors: [404],
  },
  updateDeposit: {
    method: 'PATCH',
    path: '/api/sessions/:id/deposits/:depositId',
    service: 'ledger',
    auth: 'user',
    summary: "Correct a deposit's or buy-in's amount; the session's total follows",
    params: ledger.DepositParams,
    body: ledger.UpdateDepositRequest,
    response: ledger.UpdateDepositResponse,
    errors: [404],
  },
  deleteDeposit: {
    method: 'DELETE',
    path: '/api/sessions/:id/deposits/:depositId',
    service: 'ledger',
    auth: 'user',
    summary: "Delete a deposit or buy-in; the session's total follows",
    params: ledger.DepositParams,
    response: ledger.DeleteDepositResponse,
    errors: [404],
  },
  listLotteryGames: {
    method: 'GET',
    path: '/api/lottery-results/games/supported',
    service: 'ledger',
    auth: 'user',
    summary: 'Lottery games offered in the lottery dialog',
    response: ledger.LotteryGamesResponse,
  },

  interpretTicketImage: {
    method: 'POST',
    path: '/api/interpret-ticket-image',
    service: 'scanner',
    auth: 'user',
    bodyLimit: 'ticketImage',
    // Waits on OpenAI (its own timeout, 20 s) before the local fallback.
    answerTimeoutMs: 30_000,
    summary: 'Read a ticket photo',
    body: scanner.InterpretTicketImageRequest,
    response: scanner.InterpretTicketImageResponse,
    errors: [
      { status: 422, when: 'Too little text could be read from the photo, or no reader could read it' },
      { status: 503, when: 'Every reader is busy', retryAfter: true },
      IDEMPOTENCY_KEY_REUSED,
    ],
    idempotent: true,
    rateLimit: [{ per: 'person', points: 30, windowSec: 600 }],
  },
  interpretTicket: {
    method: 'POST',
    path: '/api/interpret-ticket',
    service: 'scanner',
    auth: 'user',
    bodyLimit: 'ticketImage',
    // Waits on OpenAI (its own timeout, 20 s) before the local fallback.
    answerTimeoutMs: 30_000,
    summary: 'Interpret text recognised on the device',
    body: scanner.InterpretTicketRequest,
    response: scanner.InterpretTicketResponse,
    errors: [IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
    rateLimit: [{ per: 'person', points: 30, windowSec: 600 }],
  },

  listInsightHistory: {
    method: 'GET',
    path: '/api/insights/history/:timeFrame',
    service: 'insights',
    auth: 'user',
    summary: 'Saved insights for a period, newest first',
    params: insights.InsightHistoryParams,
    response: insights.InsightHistoryResponse,
  },
  generateInsights: {
    method: 'POST',
    path: '/api/insights/generate',
    service: 'insights',
    auth: 'user',
    // Waits on OpenAI (its own timeout, 20 s) before the local fallback.
    answerTimeoutMs: 30_000,
    summary: 'Analyse a period and save the insight',
    body: insights.GenerateInsightsRequest,
    response: insights.GenerateInsightsResponse,
    errors: [{ status: 503, when: "The person's records could not be read from the ledger just now" }],
    rateLimit: [{ per: 'person', points: 10, windowSec: 600 }],
  },
  getInsightIncome: {
    method: 'GET',
    path: '/api/insights/income',
    service: 'insights',
    auth: 'user',
    summary: "The person's yearly income for the 1%-of-income guide (private, optional; null when not given)",
    response: insights.InsightIncomeResponse,
  },
  putInsightIncome: {
    method: 'PUT',
    path: '/api/insights/income',
    service: 'insights',
    auth: 'user',
    summary: 'Set or clear the yearly income the 1%-of-income guide uses; never sent to a model',
    body: insights.PutInsightIncomeRequest,
    response: insights.InsightIncomeResponse,
  },

  listSelfChecks: {
    method: 'GET',
    path: '/api/self-checks',
    service: 'insights',
    auth: 'user',
    summary: "The person's PGSI self-check results, newest first",
    response: selfCheck.ListSelfChecksResponse,
  },
  saveSelfCheck: {
    method: 'POST',
    path: '/api/self-checks',
    service: 'insights',
    auth: 'user',
    summary: 'Score the nine PGSI answers and keep the result',
    body: selfCheck.SaveSelfCheckRequest,
    successStatus: 201,
    response: selfCheck.SaveSelfCheckResponse,
    errors: [IDEMPOTENCY_KEY_REUSED],
    idempotent: true,
  },

  getLimitStatus: {
    method: 'GET',
    path: '/api/limits/status',
    service: 'alerts',
    auth: 'user',
    summary: "The person's limits in force with what is left of each today, this week and this month, a waiting raise, and days in a row within them",
    response: alerts.LimitStatusResponse,
  },
  getSettings: { method: 'GET', path: '/api/settings', service: 'alerts', auth: 'user', summary: 'Limits and alert settings', response: alerts.SettingsResponse },
  putSettings: {
    method: 'PUT',
    path: '/api/settings',
    service: 'alerts',
    auth: 'user',
    summary: 'Set Auto-Complete AI Losses',
    body: alerts.PutSettingsRequest,
    response: alerts.PutSettingsResponse,
  },
  patchSettings: {
    method: 'PATCH',
    path: '/api/settings',
    service: 'alerts',
    auth: 'user',
    summary: 'Set spend limits and session-duration alerts',
    body: alerts.PatchSettingsRequest,
    response: alerts.PatchSettingsResponse,
  },
  cancelPendingLimit: {
    method: 'DELETE',
    path: '/api/settings/pending-limits/:period',
    service: 'alerts',
    auth: 'user',
    summary: 'Cancel a raised or removed limit that is still cooling off',
    params: alerts.PendingLimitParams,
    response: alerts.CancelPendingLimitResponse,
  },
  getPushPublicKey: {
    method: 'GET',
    path: '/api/push/public-key',
    service: 'alerts',
    auth: 'user',
    summary: 'The VAPID public key for Web Push (null when push is not set up)',
    response: alerts.PushPublicKeyResponse,
  },
  savePushSubscription: {
    method: 'POST',
    path: '/api/push/subscriptions',
    service: 'alerts',
    auth: 'user',
    summary: "Send limit and session alerts to this device's push subscription",
    body: alerts.SavePushSubscriptionRequest,
    successStatus: 201,
    response: alerts.SavePushSubscriptionResponse,
    errors: [
      { status: 409, when: 'Another account holds this endpoint and the keys are not its keys' },
      { status: 503, when: 'Push alerts are not set up on this server' },
    ],
    rateLimit: [{ per: 'person', points: 30, windowSec: 600 }],
  },
  deletePushSubscription: {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    service: 'alerts',
    auth: 'user',
    summary: 'Stop push alerts to one device',
    body: alerts.DeletePushSubscriptionRequest,
    response: alerts.DeletePushSubscriptionResponse,
  },
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    service: 'alerts',
    auth: 'user',
    summary: 'Notifications, newest first',
    response: alerts.ListNotificationsResponse,
  },
  listUnreadNotifications: {
    method: 'GET',
    path: '/api/notifications/unread',
    service: 'alerts',
    auth: 'user',
    summary: 'Unread notifications (polled every 30 s)',
    response: alerts.UnreadNotificationsResponse,
  },
  markNotificationRead: {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    service: 'alerts',
    auth: 'user',
    summary: 'Mark one notification read',
    params: alerts.NotificationParams,
    response: alerts.MarkNotificationReadResponse,
    errors: [404],
  },
  markAllNotificationsRead: {
    method: 'PATCH',
    path: '/api/notifications/read-all',
    service: 'alerts',
    auth: 'user',
    summary: 'Mark every notification read',
    response: alerts.MarkAllNotificationsReadResponse,
  },

  getOpenApi: { method: 'GET', path: '/api/openapi.json', service: 'gateway', auth: 'public', summary: 'This API description (OpenAPI 3.1)' },
  getApiDocs: { method: 'GET', path: '/api/docs', service: 'gateway', auth: 'public', summary: 'This API description as a page to read', responseContentType: 'text/html' },
} as const satisfies Record<string, Omit<ApiRoute, 'operationId'>>;

export type OperationId = keyof typeof API_ENDPOINTS;

type Endpoint<K extends OperationId> = (typeof API_ENDPOINTS)[K];
/** What a call answers, as its contract parses it: `api.post<ApiAnswer<'createActivity'>>(…)`. */
export type ApiAnswer<K extends OperationId> = Endpoint<K> extends { response: infer R extends ZodType } ? z.output<R> : unknown;
/** What a call may send (the contract's input side: numbers or decimal strings for money). */
export type ApiBody<K extends OperationId> = Endpoint<K> extends { body: infer B extends ZodType } ? z.input<B> : never;
/** A call's query string, before parsing. */
export type ApiQuery<K extends OperationId> = Endpoint<K> extends { query: infer Q extends ZodType } ? z.input<Q> : never;

/** The one route table: every public call, in declaration order. */
export const API_ROUTES: ApiRoute[] = Object.entries(API_ENDPOINTS).map(([operationId, route]) => ({ operationId, ...route }));

/** Service-to-service calls that the gateway never forwards from outside. */
export const INTERNAL_ROUTES = {
  checkCredentials: {
    operationId: 'checkCredentials',
    method: 'POST',
    path: '/internal/credentials/check',
    service: 'identity',
    auth: 'public',
    summary: 'Gateway -> identity: check a username and password (same answer for an unknown email or a wrong password; 429 after too many tries)',
    body: identity.CredentialCheckRequest,
    response: identity.CredentialCheckResponse,
    errors: [
      { status: 401, when: 'The email or password is wrong' },
      { status: 403, when: 'The password is right but the email address is not verified yet (code IDENTITY.EMAIL_NOT_VERIFIED)' },
      { status: 429, when: 'Too many failed sign-ins for this email' },
    ],
  },
  listInsightRecords: {
    operationId: 'listInsightRecords',
    method: 'GET',
    path: '/internal/insight-records',
    service: 'ledger',
    auth: 'user',
    summary: "Insights -> ledger, with the person's own token: their activities, sessions (with deposit times) and limits, for the insight markers",
    query: insights.InsightRecordsQuery,
    response: insights.InsightRecordsResponse,
  },
} as const satisfies Record<string, ApiRoute>;
