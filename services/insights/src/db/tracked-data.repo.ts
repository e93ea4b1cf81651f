import { eq } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { incomes, insights, selfChecks } from './schema';

/** What insights holds about a person, removed by Clear All Data and account deletion. */
export interface TrackedDataRepo {
  /**
   * Deletes every row of the person: saved insights, the income they gave (private, so it goes with
   * Clear All Data too) and PGSI self-check results. Add each new table of a person's data here; the
   * whole-stack clear test walks every table and fails on one left out. Returns counts per table.
   */
  deleteForUser(userId: string): Promise<{ insights: number; incomes: number; selfChecks: number }>;
}

export function createTrackedDataRepo(db: Db): TrackedDataRepo {
  return {
    async deleteForUser(userId) {
      const saved = await db.delete(insights).where(eq(insights.userId, userId)).returning({ id: insights.id });
      const income = await db.delete(incomes).where(eq(incomes.userId, userId)).returning({ userId: incomes.userId });
      const checks = await db.delete(selfChecks).where(eq(selfChecks.userId, userId)).returning({ id: selfChecks.id });
      return { insights: saved.length, incomes: income.length, selfChecks: checks.length };
    },
  };
}
