import { ERROR_CODES, SUBJECTS, type PatchProfileRequest, type User } from '@tally/contracts';
import { AuthenticationError, InputError, TooManyRequestsError } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import type { IdentityDeps } from './identity-deps';
import { signedOutEmail } from '../mail/signed-out-email';
import { countCurrentPasswordGuess, currentPasswordKey, tooMany } from './password-attempt-limits';
import { assertAcceptablePassword } from './password-policy';

async function requireUser(deps: Pick<IdentityDeps, 'work'>, userId: string) {
  const row = await deps.work.repos.users.findById(userId);
  if (!row) throw new AuthenticationError();
  return row;
}

/** PATCH /api/user/profile: names (blank clears) and time zone; a new zone moves every period boundary elsewhere too. */
export async function updateProfile(deps: IdentityDeps, userId: string, input: PatchProfileRequest): Promise<User> {
  const current = await requireUser(deps, userId);
  const changes = {
    ...(input.firstName !== undefined ? { firstName: input.firstName || null } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName || null } : {}),
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
  };
  const row = await deps.work.run(async ({ users, publish }) => {
    const updated = await users.update(userId, changes);
    if (input.timeZone && input.timeZone !== current.timeZone) {
      await publish(SUBJECTS.identityUserTimeZoneChanged, { userId, timeZone: input.timeZone });
    }
    return updated;
  });
  return toUser(row);
}

/** PATCH /api/user/settings: the onboarding flag. */
export async function setOnboardingCompleted(deps: IdentityDeps, userId: string, completed: boolean): Promise<User> {
  await requireUser(deps, userId);
  return toUser(await deps.work.run(({ users }) => users.update(userId, { hasCompletedOnboarding: completed })));
}

type UserRow = Awaited<ReturnType<typeof requireUser>>;

/**
 * A guess at the signed-in person's password, counted like sign-in before it is checked (a stolen
 * session must not become a way to guess the password). The first refusal of a window ends every
 * session, this one too, and tells the person by email.
 */
async function checkCurrentPassword(deps: IdentityDeps, row: UserRow, password: string, wrong: string): Promise<void> {
  const guess = await countCurrentPasswordGuess(deps.attempts, row.id, deps.clock());
  if (guess.refused) {
    if (guess.first) await signOutEverywhere(deps, row);
    throw new TooManyRequestsError(tooMany('Too many wrong passwords. You have been signed out everywhere.', guess.retryAfterSeconds), guess.retryAfterSeconds);
  }
  if (!(await deps.passwords.verify(password, row.passwordHash))) throw new InputError(wrong, undefined, ERROR_CODES.wrongPassword);
  await deps.attempts.forget([currentPasswordKey(row.id)]);
}

async function signOutEverywhere(deps: IdentityDeps, row: UserRow): Promise<void> {
  await deps.work.run(({ publish }) => publish(SUBJECTS.identityUserSessionsRevoked, { userId: row.id, keepSessionId: null }));
  // The sessions are ended whether or not the message goes: a mail server that is down must not keep them open.
  await deps.mailer.send(signedOutEmail(row.email)).catch((err: unknown) => deps.logger.warn({ err }, 'Could not send the signed-out-everywhere email'));
}

/** PATCH /api/user/password: checks the current one, applies the rules, and ends the person's other sessions. */
export async function changePassword(deps: IdentityDeps, userId: string, sessionId: string | null, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const row = await requireUser(deps, userId);
  await checkCurrentPassword(deps, row, input.currentPassword, 'Your current password is incorrect.');
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.work.run(async ({ users, publish }) => {
    await users.update(userId, { passwordHash });
    await publish(SUBJECTS.identityUserSessionsRevoked, { userId, keepSessionId: sessionId });
  });
}

/** DELETE /api/user: after the password, removes the account here (its counted password guesses too) and tells every service to remove the rest. */
export async function deleteAccount(deps: IdentityDeps, userId: string, password: string): Promise<void> {
  const row = await requireUser(deps, userId);
  await checkCurrentPassword(deps, row, password, 'Your password is incorrect.');
  await deps.work.run(async ({ avatars, verifications, passwordResets, clearRequests, users, publish, forgetIdempotencyKeys }) => {
    await avatars.deleteForUser(userId);
    await clearRequests.deleteForUser(userId);
    await forgetIdempotencyKeys(userId);
    await verifications.deleteForUser(userId);
    await passwordResets.deleteForUser(userId);
    await users.delete(userId);
    await publish(SUBJECTS.identityUserDeleted, { userId });
  });
  // Password guesses are counted by address and id (a table, or Redis keys): nothing of either may outlive the account.
  await deps.attempts.forgetPerson(row.email, row.id);
}
