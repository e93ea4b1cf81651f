import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, SUBJECTS, type RegisterRequest } from '@tally/contracts';
import { registrationAttemptEmail } from '../mail/registration-attempt-email';
import { appLinks } from './app-links';
import { createVerificationLink, sendVerificationEmail } from './email-verification';
import type { IdentityDeps } from './identity-deps';
import { assertAcceptablePassword } from './password-policy';

/**
 * Creates the account, announces it, and emails the verification link. A taken address gets the same answer after
 * the same work (the password is hashed either way, one email is sent either way): its owner is emailed that someone
 * tried, with links to sign in and to set a new password, and nothing else changes (docs/adr/0016).
 */
export async function registerUser(deps: IdentityDeps, input: RegisterRequest): Promise<void> {
  assertAcceptablePassword(input.password);
  const passwordHash = await deps.passwords.hash(input.password);
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const created = await deps.work.run(async (scope) => {
    const row = await scope.users.insert({
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      timeZone,
    });
    if (!row) return null;
    await scope.publish(SUBJECTS.identityUserRegistered, { userId: row.id, timeZone });
    return { row, link: await createVerificationLink(deps, scope, row) };
  });
  if (created) {
    await sendVerificationEmail(deps, created.row.email, created.link);
    return;
  }
  const links = appLinks(deps.publicUrl);
  try {
    await deps.mailer.send(registrationAttemptEmail(input.email, { signIn: links.signIn, forgotPassword: links.forgotPassword }));
  } catch (err) {
    // Logged, not thrown: a failure here must answer like a new registration's failed email does.
    deps.logger.error({ err }, 'Registration attempt email could not be sent');
  }
}
