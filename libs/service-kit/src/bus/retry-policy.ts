/**
 * How often, and how far apart, a failing event is delivered to one consumer before it is moved to
 * the consumer's dead letters. One policy for both buses: the in-process bus counts attempts and
 * the outbox relay waits between them, JetStream counts deliveries and waits by `nak(delay)`.
 *
 * The defaults (10 attempts, 1 s doubling up to 60 s: about 4 minutes of failing before a dead
 * letter) keep what JetStream already did (10 deliveries, capped at 60 s) and outlast a database
 * failover, a broker restart or a deploy, while a message that can never succeed stops costing work
 * within minutes.
 */
export interface RetryPolicy {
  /** Deliveries to one consumer before the event is dead-lettered (at least 1). */
  maxAttempts: number;
  /** How long to wait after failed attempt `attempt` (1-based) before the next. */
  delayMs(attempt: number): number;
}

export interface RetryPolicyOptions {
  maxAttempts?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_INITIAL_DELAY_MS = 1000;
export const DEFAULT_MAX_DELAY_MS = 60_000;

/** Exponential backoff: `initialDelayMs` doubling after each failure, at most `maxDelayMs`. */
export function createRetryPolicy(options: RetryPolicyOptions = {}): RetryPolicy {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const initial = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  const max = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a whole number of at least 1, not ${maxAttempts}`);
  return { maxAttempts, delayMs: (attempt) => Math.min(initial * 2 ** Math.max(attempt - 1, 0), max) };
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = createRetryPolicy();
