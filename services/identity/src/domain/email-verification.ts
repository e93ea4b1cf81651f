import { createHash, randomBytes } from 'node:crypto';
import type { UserRow } from '../db/schema';
import type { VerificationsRepo } from '../db/verifications.repo';
import { verificationEmail } from '../mail/verification-email';
import type { IdentityDeps } from './identity-deps';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Creates a single-use, expiring link in the caller's unit of work. Only the token's hash is stored,
 * so a copy of the database cannot verify anyone's address; the row is the authority, which is
 * why the token itself needs no signature.
 */
export async function createVerificationLink(deps: IdentityDeps, scope: { verifications: VerificationsRepo }, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock().getTime() + deps.verificationTtlHours * 3_600_000);
  await scope.verifications.add({ tokenHash: hashToken(token), userId: user.id, email: user.email, expiresAt });
  return `${deps.publicUrl.replace(/\/$/, '')}/api/verify-email?token=${token}`;
}

/** Sends the link; a failure is logged, not thrown, because the person can ask for another. */
export async function sendVerificationEmail(deps: IdentityDeps, email: string, link: string): Promise<boolean> {
  try {
    await deps.mailer.send(verificationEmail(email, link, deps.verificationTtlHours));
    return true;
  } catch (err) {
    deps.logger.error({ err, to: email }, 'Verification email could not be sent');
    return false;
  }
}

/** POST /api/resend-verification: the same answer whether or not the address exists or is verified. */
export async function resendVerification(deps: IdentityDeps, email: string): Promise<void> {
  const user = await deps.work.repos.users.findByEmail(email);
  if (!user || user.emailVerifiedAt) return;
  const link = await deps.work.run((scope) => createVerificationLink(deps, scope, user));
  await sendVerificationEmail(deps, user.email, link);
}

/** Uses a link: true when the address is now verified. */
export async function verifyEmail(deps: IdentityDeps, token: string): Promise<boolean> {
  return deps.work.run(async ({ verifications, users }) => {
    const claim = await verifications.consume(hashToken(token), deps.clock());
    if (!claim) return false;
    const user = await users.findById(claim.userId);
    if (!user || user.email !== claim.email) return false;
    if (!user.emailVerifiedAt) await users.update(user.id, { emailVerifiedAt: deps.clock() });
    return true;
  });
}
