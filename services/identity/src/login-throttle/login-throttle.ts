/** Failed sign-ins allowed per email in the window before sign-in is refused for that email. */
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/** Counts failed sign-ins per email (whether or not an account exists), over a sliding window. */
export interface LoginThrottle {
  /** Seconds until the email may try again, or 0 when it may try now. */
  retryAfterSeconds(email: string, now: Date): Promise<number>;
  recordFailure(email: string, now: Date): Promise<void>;
  clear(email: string): Promise<void>;
  close(): Promise<void>;
}

/** When the oldest failure that still counts leaves the window. */
export function retryAfterFrom(failureTimes: number[], now: number): number {
  const recent = failureTimes.filter((t) => t > now - LOCKOUT.windowMs).sort((a, b) => a - b);
  if (recent.length < LOCKOUT.maxFailures) return 0;
  const oldestCounting = recent[recent.length - LOCKOUT.maxFailures];
  return Math.max(1, Math.ceil((oldestCounting + LOCKOUT.windowMs - now) / 1000));
}
