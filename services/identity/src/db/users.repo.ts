import { eq, sql } from 'drizzle-orm';
import type { User } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { users, type UserRow } from './schema';

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  timeZone: string;
}

export interface UsersRepo {
  /** Inserts unless the email is taken; returns null when it is. */
  insert(user: NewUser): Promise<UserRow | null>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string): Promise<UserRow | undefined>;
  update(
    id: string,
    changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'timeZone' | 'hasCompletedOnboarding' | 'passwordHash' | 'profileImageUrl' | 'emailVerifiedAt'>>,
  ): Promise<UserRow>;
  delete(id: string): Promise<void>;
}

/** Users over a connection: the pool for reads, a transaction inside a unit of work. */
export function createUsersRepo(db: Db): UsersRepo {
  // GET /api/user and every sign-in read one user: built once, so drizzle does not rebuild the SQL each time.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('identity_user_by_id');
  const byEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .limit(1)
    .prepare('identity_user_by_email');
  return {
    async insert(user) {
      const rows = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return rows[0] ?? null;
    },
    async findByEmail(email) {
      const rows = await byEmail.execute({ email });
      return rows[0];
    },
    async findById(id) {
      const rows = await byId.execute({ id });
      return rows[0];
    },
    async update(id, changes) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async delete(id) {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}

/** The wire shape of a user; the username is the email (spec section 3). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.email,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    emailVerified: row.emailVerifiedAt !== null,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
  };
}
