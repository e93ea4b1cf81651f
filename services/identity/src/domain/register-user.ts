import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, ERROR_CODES, PASSWORD_MIN_LENGTH, SUBJECTS, type RegisterRequest, type User } from '@tally/contracts';
import { ConflictError, InputError, type Db } from '@tally/service-kit';
import { toUser, type UsersRepo } from '../db/users.repo';
import { hashPassword } from './password-hash';

export interface RegisterDeps {
  db: Db;
  users: UsersRepo;
  outbox: { add(tx: Db, subject: string, payload: unknown): Promise<string> };
}

/** Creates the account and announces it; a taken email is a 409 with a plain message. */
export async function registerUser(deps: RegisterDeps, input: RegisterRequest): Promise<User> {
  if (input.password.length < PASSWORD_MIN_LENGTH) throw new InputError('Password must be at least 8 characters long.');
  const passwordHash = await hashPassword(input.password);
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await deps.users.insert(tx, {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      timeZone,
    });
    if (!inserted) return null;
    await deps.outbox.add(tx, SUBJECTS.identityUserRegistered, { userId: inserted.id, timeZone });
    return inserted;
  });
  if (!row) throw new ConflictError('An account with this email already exists. Try signing in instead.', ERROR_CODES.emailTaken);
  return toUser(row);
}
