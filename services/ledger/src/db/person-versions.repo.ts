import { eq, sql, type SQL } from 'drizzle-orm';
import { arrayParam, type Db } from '@tally/service-kit';
import { personVersions } from './schema';

export interface PersonVersionsRepo {
  /**
   * The statement giving several people a new data version, for the end of the transaction of every change to their
   * data (EventWriter.beforeCommit): in id order, as every transaction takes the rows' locks. `versions` reads its rows.
   */
  bumpAll(userIds: readonly string[]): VersionsBump;
  /** The person's data version, or undefined when they have none (nothing changed since their data was forgotten). */
  current(userId: string): Promise<string | undefined>;
  deleteForUser(userId: string): Promise<number>;
}

export interface VersionsBump {
  statement: SQL;
  /** Each person's new version, from the statement's rows. */
  versions(rows: Array<Record<string, unknown>>): Map<string, string>;
}

function bumpAllStatement(userIds: readonly string[]): VersionsBump {
  const people = [...new Set(userIds)].sort();
  return {
    statement: sql`
      insert into ledger.person_versions (user_id, version)
        select person, nextval('ledger.person_version_seq') from unnest(${arrayParam(people, 'uuid')}) with ordinality as t(person, n) order by n
      on conflict (user_id) do update set version = excluded.version
      returning user_id::text as "userId", version::text as version`,
    versions: (rows) => new Map(rows.map((row) => [String(row.userId), String(row.version)])),
  };
}

export function createPersonVersionsRepo(db: Db): PersonVersionsRepo {
  return {
    bumpAll: bumpAllStatement,
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
