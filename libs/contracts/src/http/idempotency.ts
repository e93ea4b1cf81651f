/**
 * Idempotent writes (issue 28): a POST that creates something takes an `Idempotency-Key` header;
 * the same key with the same request answers the first answer again, with another request a 422.
 * The rows that take one say `idempotent: true` in the route table (routes.ts).
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer header on a replayed answer (the first answer, sent again). */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** A key is 1 to 255 printable ASCII characters (a UUID from the browser fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;

/** How long a key and its first answer are kept (the person's retries come within seconds; a day covers a phone left offline). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new entry.',
} as const;

/** The 422 an idempotent row declares (routes.ts). */
export const IDEMPOTENCY_KEY_REUSED = { status: 422, when: 'The Idempotency-Key was already used with a different request' } as const;

/** Whether a header value is a usable key. */
export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(value);
}
