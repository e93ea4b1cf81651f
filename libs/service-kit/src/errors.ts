/**
 * Named errors: domain code throws these, one middleware turns them into HTTP answers,
 * and bus/job adapters treat InputError as permanent (no redelivery).
 */
import { ERROR_CODES } from '@tally/contracts';

export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InputError extends ServiceError {
  constructor(message: string, details?: unknown, code: string = ERROR_CODES.invalidInput) {
    super(message, 400, code, details);
  }
}
export class AuthenticationError extends ServiceError {
  constructor(message = 'Please sign in to continue.', code: string = ERROR_CODES.unauthenticated) {
    super(message, 401, code);
  }
}
export class NotAllowedError extends ServiceError {
  constructor(message = 'You are not allowed to do that.', code: string = ERROR_CODES.notAllowed) {
    super(message, 403, code);
  }
}
export class NotFoundError extends ServiceError {
  constructor(message = 'Not found.', code: string = ERROR_CODES.notFound) {
    super(message, 404, code);
  }
}
export class ConflictError extends ServiceError {
  constructor(message: string, code: string = ERROR_CODES.conflict) {
    super(message, 409, code);
  }
}
export class TooManyRequestsError extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429, ERROR_CODES.tooManyRequests, { retryAfterSeconds });
  }
}

/** 503 with Retry-After: something the request needs (a service, a store) is down or did not answer in time. */
export class UnavailableError extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
    options?: { cause?: unknown },
  ) {
    super(message, 503, ERROR_CODES.unavailable);
    if (options) this.cause = options.cause;
  }
}
