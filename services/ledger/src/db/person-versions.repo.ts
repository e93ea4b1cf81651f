import { eq, sql } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { personVersions } from './schema';

export interface PersonVersionsRepo {
  /** Gives the person a new data version (returned); called in the transaction of every change to their data. */
  bump(userId: string): Promise<string>;
  /** The person's data version, or undefined when they have none (nothing changed since their data was forgotten). */
  current(userId: string): Promise<string | undefined>;
  deleteForUser(userId: string): Promise<number>;
}

export function createPersonVersionsRepo(db: Db): PersonVersionsRepo {
  return {
    async bump(userId) {
      const { rows } = await db.execute<{ version: string }>(sql`
        insert into ledger.person_versions (user_id, version) values (${userId}, nextval('ledger.person_version_seq'))
        on conflict (user_id) do update set version = excluded.version
        returning version::text as version`);
      return rows[0]!.version;
    },
    async current(userId) {
      const [row] = await db.select({ version: personVersions.version }).from(personVersions).where(eq(personVersions.userId, userId));
      return row ? String(row.version) : undefined;
    },
    async deleteForUser(userId) {
      const removed = await db.delete(personVersions).where(eq(personVersions.userId, userId)).returning({ userId: personVersions.userId });
      return removed.length;
    },
  };
}
