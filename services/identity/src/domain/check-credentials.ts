import { ERROR_CODES, SERVER_MESSAGES, type LoginRequest, type User } from '@tally/contracts';
import { AuthenticationError, NotAllowedError } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import type { IdentityDeps } from './identity-deps';
import { countSignInGuess, signInSucceeded } from './password-attempt-limits';

/**
 * One answer for a wrong email or a wrong password, after the same amount of work. Each guess is
 * counted before its password is checked (password-attempt-limits.ts): past the limits for the email
 * from this IP, the email, or this IP, 429 until the window ends, the same whether or not the email has
 * an account, so the lockout reveals nothing.
 * The right password for an address nobody has confirmed is a 403 (EMAIL_NOT_VERIFIED): only someone who
 * knows the password learns the address is unverified.
 */
export async function checkCredentials(
  deps: Pick<IdentityDeps, 'work' | 'attempts' | 'clock' | 'passwords' | 'passwordGuessesPerIp'>,
  input: LoginRequest,
  ip: string,
): Promise<User> {
  await countSignInGuess(deps.attempts, input.username, ip, deps.passwordGuessesPerIp, deps.clock());
  const row = await deps.work.repos.users.findByEmail(input.username);
  const valid = await deps.passwords.verify(input.password, row?.passwordHash ?? (await deps.passwords.dummyHash()));
  if (!row || !valid) throw new AuthenticationError('Invalid email or password.', ERROR_CODES.badCredentials);
  await signInSucceeded(deps.attempts, input.username, ip);
  // Hashes from before argon2id (or with weaker parameters) are replaced while the password is at hand.
  if (deps.passwords.needsRehash(row.passwordHash)) {
    const passwordHash = await deps.passwords.hash(input.password);
    await deps.work.run(({ users }) => users.update(row.id, { passwordHash }));
  }
  // Whoever registers an address must show they read its mail before the account works (docs/adr/0016).
  if (!row.emailVerifiedAt) throw new NotAllowedError(SERVER_MESSAGES.emailNotVerified, ERROR_CODES.emailNotVerified);
  return toUser(row);
}
