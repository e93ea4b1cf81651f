import { eq, sql } from 'drizzle-orm';
import { arrayParam, type Db } from '@tally/service-kit';
import { personVersions } from './schema';

export interface PersonVersionsRepo {
  /** Gives the person a new data version (returned); called in the transaction of every change to their data. */
  bump(userId: string): Promise<string>;
  /** bump for several people in one statement (in id order, as every transaction takes the rows' locks): each one's new version. */
  bumpAll(userIds: readonly string[]): Promise<Map<string, string>>;
  /** The person's data version, or undefined when they have none (nothing changed since their data was forgotten). */
  current(userId: string): Promise<string | undefined>;
  deleteForUser(userId: string): Promise<number>;
}

export function createPersonVersionsRepo(db: Db): PersonVersionsRepo {
  const bump = async (userId: string) => {
    const { rows } = await db.execute<{ version: string }>(sql`
      insert into ledger.person_versions (user_id, version) values (${userId}, nextval('ledger.person_version_seq'))
      on conflict (user_id) do update set version = excluded.version
      returning version::text as version`);
    return rows[0]!.version;
  };
  return {
    bump,
    async bumpAll(userIds) {
      const people = [...new Set(userIds)].sort();
      if (people.length === 0) return new Map();
      if (people.length === 1) return new Map([[people[0], await bump(people[0])]]);
      const { rows } = await db.execute<{ userId: string; version: string }>(sql`
        insert into ledger.person_versions (user_id, version)
          select person, nextval('ledger.person_version_seq') from unnest(${arrayParam(people, 'uuid')}) with ordinality as t(person, n) order by n
        on conflict (user_id) do update set version = excluded.version
        returning user_id::text as "userId", version::text as version`);
      return new Map(rows.map((row) => [row.userId, row.version]));
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
