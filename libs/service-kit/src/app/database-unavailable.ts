/**
 * Whether an error means the database cannot be reached right now (down, restarting, shutting
 * down), as opposed to a fault in the request or the code: such a request may simply be tried
 * again shortly, so it answers 503 with Retry-After rather than 500.
 */

// Socket errors, and PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P0x (operator
// intervention: admin_shutdown, crash_shutdown, cannot_connect_now).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
// What node-postgres throws itself, without a code, when a connection drops or cannot be had.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

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
