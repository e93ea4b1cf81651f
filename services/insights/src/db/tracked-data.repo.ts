import { eq } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { selfChecks } from './schema';

/** What insights holds about a person's gambling, removed by Clear All Data and account deletion. */
export interface TrackedDataRepo {
  /** Deletes every tracked row of the person (add each new table of a person's data here); returns counts per table. */
  deleteForUser(userId: string): Promise<{ selfChecks: number }>;
}

export function createTrackedDataRepo(db: Db): TrackedDataRepo {
  return {
    async deleteForUser(userId) {
      const checks = await db.delete(selfChecks).where(eq(selfChecks.userId, userId)).returning({ id: selfChecks.id });
      return { selfChecks: checks.length };
    },
  };
}
