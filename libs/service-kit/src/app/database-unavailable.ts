/**
 * Whether an error means a store the request needs (PostgreSQL, or Redis) cannot be reached or
 * did not answer in time (down, paused, restarting, overloaded), as opposed to a fault in the
 * request or the code: such a request may simply be tried again shortly, so it answers 503 with
 * Retry-After rather than 500.
 */

// Socket errors, and PostgreSQL's SQLSTATE classes 08 (connection exception), 57P0x (operator
// intervention: admin_shutdown, crash_shutdown, cannot_connect_now), 57014 (a statement cancelled
// by statement_timeout) and 25P03 (idle_in_transaction_session_timeout ended the session).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '57014', '25P03', '08000', '08001', '08003', '08004', '08006']);
// What node-postgres throws itself, without a code, when a connection drops, cannot be had or its
// query gets no answer (query_timeout); and ioredis when a command times out or cannot be sent.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|Query read timeout|Command timed out|Reached the max retries per request limit|Stream isn't writeable|Connection is closed/i;

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError), so look through the causes. Duck-typed:
  // socket errors come from Node's own realm, where `instanceof Error` can be false (jest's VM).
  let e = err as ErrorLike | undefined;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; e = e.cause as ErrorLike | undefined, depth++) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true; // AggregateError: one per address tried
  }
  return false;
}
