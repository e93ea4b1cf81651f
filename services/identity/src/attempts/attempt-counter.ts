/** One thing counted: a key, its window, and whom it concerns (so deleting the person deletes it). */
export interface Attempt {
  key: string;
  windowMs: number;
  email?: string;
  userId?: string;
}

/** Where a key stands after an attempt is counted: the attempts in its window so far, this one included. */
export interface Counted {
  key: string;
  count: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in fixed windows (a window starts with a key's first attempt). `count` adds
 * one to every key in one atomic step and returns the new counts, so attempts sent at once are each
 * counted before any of them is decided: a table upsert in embedded mode, Redis INCR in distributed mode.
 */
export interface AttemptCounter {
  count(attempts: Attempt[], now: Date): Promise<Counted[]>;
  /** Takes one attempt back (a success that must not use up a shared key, such as an IP address's). */
  uncount(key: string): Promise<void>;
  forget(keys: string[]): Promise<void>;
  /** Every key that concerns the person: nothing of their address or id outlives the account. */
  forgetPerson(email: string, userId: string): Promise<void>;
  close(): Promise<void>;
}

export function retryAfterSeconds(windowEndsAtMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((windowEndsAtMs - nowMs) / 1000));
}
