import { TooManyRequestsError } from '@tally/service-kit';
import type { Attempt, AttemptCounter } from '../attempts/attempt-counter';

const WINDOW_MS = 15 * 60_000;

/**
 * How many password guesses are allowed in 15 minutes (ADR 0003). Every guess is counted before its
 * password is checked, so guesses sent at once are refused past the limit rather than all checked.
 * - An address from one IP address: 5. The usual lockout; it locks only that IP out of the account.
 * - An address from every IP together: 20. Caps guesses spread over many IPs; it takes 4 IPs' worth to lock the owner out.
 * - One IP address over every address: PASSWORD_GUESSES_PER_IP (500). Stops one IP spraying many accounts,
 *   generous for shared NATs (and for the security suite's fuzzer, which signs in hundreds of times).
 * - The current password of a signed-in person (password change, account deletion): 5.
 */
export const PASSWORD_LIMITS = { addressFromIp: 5, address: 20, currentPassword: 5, windowMs: WINDOW_MS } as const;

const signInAttempts = (email: string, ip: string, perIp: number): Array<Attempt & { max: number }> => [
  { key: `email-ip:${email}|${ip}`, email, windowMs: WINDOW_MS, max: PASSWORD_LIMITS.addressFromIp },
  { key: `email:${email}`, email, windowMs: WINDOW_MS, max: PASSWORD_LIMITS.address },
  { key: `ip:${ip}`, windowMs: WINDOW_MS, max: perIp },
];

/** Counts a sign-in guess for the address from the IP, and refuses it (429) past any limit. */
export async function countSignInGuess(counter: AttemptCounter, email: string, ip: string, perIp: number, now: Date): Promise<void> {
  const attempts = signInAttempts(email, ip, perIp);
  const counted = await counter.count(attempts, now);
  const over = counted.filter((c) => c.count > attempts.find((a) => a.key === c.key)!.max);
  if (over.length) {
    const wait = Math.max(...over.map((c) => c.retryAfterSeconds));
    throw new TooManyRequestsError(tooMany('Too many failed sign-in attempts.', wait), wait);
  }
}

/** The right password: the address starts afresh, and the IP's count takes this guess back. */
export async function signInSucceeded(counter: AttemptCounter, email: string, ip: string): Promise<void> {
  const [fromIp, address, byIp] = signInAttempts(email, ip, 0);
  await counter.forget([fromIp.key, address.key]);
  await counter.uncount(byIp.key);
}

/** Counts a guess at a signed-in person's current password; `over` is the first refusal of the window, or a later one. */
export async function countCurrentPasswordGuess(
  counter: AttemptCounter,
  userId: string,
  now: Date,
): Promise<{ refused: false } | { refused: true; first: boolean; retryAfterSeconds: number }> {
  const [counted] = await counter.count([{ key: currentPasswordKey(userId), userId, windowMs: WINDOW_MS }], now);
  if (counted.count <= PASSWORD_LIMITS.currentPassword) return { refused: false };
  return { refused: true, first: counted.count === PASSWORD_LIMITS.currentPassword + 1, retryAfterSeconds: counted.retryAfterSeconds };
}

export const currentPasswordKey = (userId: string) => `password:${userId}`;

export function tooMany(what: string, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
