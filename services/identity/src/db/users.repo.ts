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
  insert(tx: Db, user: NewUser): Promise<UserRow | null>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** `tx` when called inside a transaction: PGlite has one connection, so using `db` there would wait forever. */
  findById(id: string, tx?: Db): Promise<UserRow | undefined>;
  update(tx: Db, id: string, changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'timeZone' | 'hasCompletedOnboarding' | 'passwordHash' | 'profileImageUrl' | 'emailVerifiedAt'>>): Promise<UserRow>;
  delete(tx: Db, id: string): Promise<void>;
}

export function createUsersRepo(db: Db): UsersRepo {
  // GET /api/user and every sign-in read one user: built once, so drizzle does not rebuild the SQL each time.
  const byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('identity_user_by_id');
  const byEmail = db.select().from(users).where(eq(users.email, sql.placeholder('email'))).limit(1).prepare('identity_user_by_email');
  return {
    async insert(tx, user) {
      const rows = await tx.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
      return rows[0] ?? null;
    },
    async findByEmail(email) {
      const rows = await byEmail.execute({ email });
      return rows[0];
    },
    async findById(id, tx) {
      const rows = tx && tx !== db ? await tx.select().from(users).where(eq(users.id, id)).limit(1) : await byId.execute({ id });
      return rows[0];
    },
    async update(tx, id, changes) {
      const [row] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },
    async delete(tx, id) {
      await tx.delete(users).where(eq(users.id, id));
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
