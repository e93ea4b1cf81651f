import { ERROR_CODES, type LoginRequest, type User } from '@tally/contracts';
import { AuthenticationError, TooManyRequestsError } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import type { IdentityDeps } from './identity-deps';

/**
 * One answer for a wrong email or a wrong password, after the same amount of work; after 5
 * failures for an email within 15 minutes, 429 until the oldest leaves the window (counted the
 * same whether or not the email has an account, so the lockout reveals nothing).
 */
export async function checkCredentials(deps: Pick<IdentityDeps, 'work' | 'throttle' | 'clock' | 'passwords'>, input: LoginRequest): Promise<User> {
  const now = deps.clock();
  const wait = await deps.throttle.retryAfterSeconds(input.username, now);
  if (wait > 0) throw new TooManyRequestsError(tooManyMessage(wait), wait);
  const row = await deps.work.repos.users.findByEmail(input.username);
  const valid = await deps.passwords.verify(input.password, row?.passwordHash ?? (await deps.passwords.dummyHash()));
  if (!row || !valid) {
    await deps.throttle.recordFailure(input.username, now);
    throw new AuthenticationError('Invalid email or password.', ERROR_CODES.badCredentials);
  }
  await deps.throttle.clear(input.username);
  // Hashes from before argon2id (or with weaker parameters) are replaced while the password is at hand.
  if (deps.passwords.needsRehash(row.passwordHash)) {
    const passwordHash = await deps.passwords.hash(input.password);
    await deps.work.run(({ users }) => users.update(row.id, { passwordHash }));
  }
  return toUser(row);
}

function tooManyMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
