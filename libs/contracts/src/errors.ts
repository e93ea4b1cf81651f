import { z } from 'zod';
import { knownValues } from './documented-values';

/** Stable error codes, named <AREA>.<WHAT>. */
export const ERROR_CODES = {
  invalidInput: 'COMMON.INVALID_INPUT',
  notFound: 'COMMON.NOT_FOUND',
  unauthenticated: 'COMMON.UNAUTHENTICATED',
  notAllowed: 'COMMON.NOT_ALLOWED',
  conflict: 'COMMON.CONFLICT',
  tooLarge: 'COMMON.PAYLOAD_TOO_LARGE',
  tooManyRequests: 'COMMON.TOO_MANY_REQUESTS',
  internal: 'COMMON.INTERNAL',
  unavailable: 'COMMON.SERVICE_UNAVAILABLE',
  idempotencyKeyReused: 'COMMON.IDEMPOTENCY_KEY_REUSED',
  badCredentials: 'IDENTITY.BAD_CREDENTIALS',
  wrongPassword: 'IDENTITY.WRONG_PASSWORD',
  weakPassword: 'IDENTITY.WEAK_PASSWORD',
  invalidVerificationToken: 'IDENTITY.INVALID_VERIFICATION_TOKEN',
  emailNotVerified: 'IDENTITY.EMAIL_NOT_VERIFIED',
  invalidResetToken: 'IDENTITY.INVALID_RESET_TOKEN',
  clearDataRequestNotFound: 'IDENTITY.CLEAR_DATA_REQUEST_NOT_FOUND',
  unsupportedImage: 'COMMON.UNSUPPORTED_IMAGE',
  scanFailed: 'SCANNER.SCAN_FAILED',
  activityNotFound: 'LEDGER.ACTIVITY_NOT_FOUND',
  sessionNotFound: 'LEDGER.SESSION_NOT_FOUND',
  noActiveSession: 'LEDGER.NO_ACTIVE_SESSION',
  sessionAlreadyActive: 'LEDGER.SESSION_ALREADY_ACTIVE',
  sessionEnded: 'LEDGER.SESSION_ENDED',
  sessionNotEnded: 'LEDGER.SESSION_NOT_ENDED',
  depositNotFound: 'LEDGER.DEPOSIT_NOT_FOUND',
  ticketImageNotFound: 'LEDGER.TICKET_IMAGE_NOT_FOUND',
  amountTooLarge: 'LEDGER.AMOUNT_TOO_LARGE',
  notificationNotFound: 'ALERTS.NOTIFICATION_NOT_FOUND',
  pushEndpointRefused: 'ALERTS.PUSH_ENDPOINT_REFUSED',
  pushUnavailable: 'ALERTS.PUSH_UNAVAILABLE',
  pushEndpointTaken: 'ALERTS.PUSH_ENDPOINT_TAKEN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every error answer has this shape; the front end shows `message`. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().meta(knownValues(Object.values(ERROR_CODES), 'Stable error code, <AREA>.<WHAT>')),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
