import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, SERVER_MESSAGES, SUBJECTS, type ResetPasswordRequest } from '@tally/contracts';
import { InputError } from '@tally/service-kit';
import { passwordResetEmail } from '../mail/password-reset-email';
import { appLinks } from './app-links';
import type { IdentityDeps } from './identity-deps';
import { currentPasswordKey } from './password-attempt-limits';
import { assertAcceptablePassword } from './password-policy';

/** A reset link works for one hour (docs/adr/0016). */
export const PASSWORD_RESET_TTL_MS = 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * POST /api/forgot-password: emails a single-use link when the address has an account, and nothing otherwise;
 * the caller answers the same either way. Only the token's sha256 is stored.
 */
export async function requestPasswordReset(deps: IdentityDeps, email: string): Promise<void> {
  const user = await deps.work.repos.users.findByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock().getTime() + PASSWORD_RESET_TTL_MS);
  await deps.work.run(({ passwordResets }) => passwordResets.add({ tokenHash: hashToken(token), userId: user.id, email: user.email, expiresAt }));
  try {
    await deps.mailer.send(passwordResetEmail(user.email, appLinks(deps.publicUrl).resetPassword(token)));
  } catch (err) {
    // Logged, not thrown: the answer must not say whether the address has an account; the person can ask again.
    deps.logger.error({ err }, 'Password reset email could not be sent');
  }
}

/**
 * POST /api/reset-password: uses the link once, sets the password, and confirms the address (the link reached its
 * mailbox). Every session of the account ends, so whoever held the account before (a squatter) is signed out.
 */
export async function resetPassword(deps: IdentityDeps, input: ResetPasswordRequest): Promise<void> {
  // Checked before the token is used, so a refused password does not spend the link.
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const owner = await deps.work.run(async ({ passwordResets, verifications, users, publish }) => {
    const claim = await passwordResets.consume(hashToken(input.token), deps.clock());
    if (!claim) return null;
    const user = await users.findById(claim.userId);
    if (!user || user.email !== claim.email) return null;
    await users.update(user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? deps.clock() });
    await passwordResets.deleteForUser(user.id);
    await verifications.deleteForUser(user.id);
    await publish(SUBJECTS.identityUserSessionsRevoked, { userId: user.id, keepSessionId: null });
    return { email: user.email, userId: user.id };
  });
  if (!owner) throw new InputError(SERVER_MESSAGES.invalidResetToken, undefined, ERROR_CODES.invalidResetToken);
  // The guesses of whoever did not know the password no longer lock the owner out.
  await deps.attempts.forget([`email:${owner.email}`, currentPasswordKey(owner.userId)]);
}
