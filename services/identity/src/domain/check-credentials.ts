import { ERROR_CODES, type LoginRequest, type User } from '@tally/contracts';
import { AuthenticationError } from '@tally/service-kit';
import { toUser, type UsersRepo } from '../db/users.repo';
import { getDummyHash, verifyPassword } from './password-hash';

/** One answer for a wrong email or a wrong password, after the same amount of work. */
export async function checkCredentials(deps: { users: UsersRepo }, input: LoginRequest): Promise<User> {
  const row = await deps.users.findByEmail(input.username);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await getDummyHash()));
  if (!row || !valid) throw new AuthenticationError('Invalid email or password.', ERROR_CODES.badCredentials);
  return toUser(row);
}
