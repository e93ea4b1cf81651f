import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@tally/service-kit';
import type { UserRow } from '../db/schema';
import { verificationEmail } from '../mail/verification-email';
import type { IdentityDeps } from './identity-deps';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Creates a single-use, expiring link in the caller's transaction. Only the token's hash is stored,
 * so a copy of the database cannot verify anyone's address; the row is the authority, which is
 * why the token itself needs no signature.
 */
export async function createVerificationLink(deps: IdentityDeps, tx: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock().getTime() + deps.verificationTtlHours * 3_600_000);
  await deps.verifications.add(tx, { tokenHash: hashToken(token), userId: user.id, email: user.email, expiresAt });
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
  const user = await deps.users.findByEmail(email);
  if (!user || user.emailVerifiedAt) return;
  const link = await deps.db.transaction((tx) => createVerificationLink(deps, tx, user));
  await sendVerificationEmail(deps, user.email, link);
}

/** Uses a link: true when the address is now verified. */
export async function verifyEmail(deps: IdentityDeps, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claim = await deps.verifications.consume(tx, hashToken(token), deps.clock());
    if (!claim) return false;
    const user = await deps.users.findById(claim.userId, tx);
    if (!user || user.email !== claim.email) return false;
    if (!user.emailVerifiedAt) await deps.users.update(tx, user.id, { emailVerifiedAt: deps.clock() });
    return true;
  });
}
