import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, ERROR_CODES, SUBJECTS, type RegisterRequest, type User } from '@tally/contracts';
import { ConflictError } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import { createVerificationLink, sendVerificationEmail } from './email-verification';
import type { IdentityDeps } from './identity-deps';
import { assertAcceptablePassword } from './password-policy';

/** Creates the account, announces it, and emails the verification link; a taken email is a 409. */
export async function registerUser(deps: IdentityDeps, input: RegisterRequest): Promise<User> {
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
  if (!created) throw new ConflictError('An account with this email already exists. Try signing in instead.', ERROR_CODES.emailTaken);
  await sendVerificationEmail(deps, created.row.email, created.link);
  return toUser(created.row);
}
