import { ERROR_CODES, SUBJECTS, type PatchProfileRequest, type User } from '@tally/contracts';
import { AuthenticationError, InputError } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import type { IdentityDeps } from './identity-deps';
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

/** PATCH /api/user/password: checks the current one, applies the rules, and ends the person's other sessions. */
export async function changePassword(deps: IdentityDeps, userId: string, sessionId: string | null, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const row = await requireUser(deps, userId);
  if (!(await deps.passwords.verify(input.currentPassword, row.passwordHash))) {
    throw new InputError('Your current password is incorrect.', undefined, ERROR_CODES.wrongPassword);
  }
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.work.run(async ({ users, publish }) => {
    await users.update(userId, { passwordHash });
    await publish(SUBJECTS.identityUserSessionsRevoked, { userId, keepSessionId: sessionId });
  });
}

/** DELETE /api/user: after the password, removes the account here (its failed sign-ins too) and tells every service to remove the rest. */
export async function deleteAccount(deps: IdentityDeps, userId: string, password: string): Promise<void> {
  const row = await requireUser(deps, userId);
  if (!(await deps.passwords.verify(password, row.passwordHash))) {
    throw new InputError('Your password is incorrect.', undefined, ERROR_CODES.wrongPassword);
  }
  await deps.work.run(async ({ avatars, verifications, clearRequests, users, publish, forgetIdempotencyKeys }) => {
    await avatars.deleteForUser(userId);
    await clearRequests.deleteForUser(userId);
    await forgetIdempotencyKeys(userId);
    await verifications.deleteForUser(userId);
    await users.delete(userId);
    await publish(SUBJECTS.identityUserDeleted, { userId });
  });
  // Failed sign-ins are kept by email (a table, or Redis keys): nothing of the address may outlive the account.
  await deps.throttle.clear(row.email);
}
