import { and, eq } from 'drizzle-orm';
import type { LimitPeriod, PendingLimitChange } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { pendingLimitChanges } from './schema';

export interface PendingLimitsRepo {
  /** Every change of the person still cooling off or not yet applied, by period. */
  list(userId: string): Promise<PendingLimitChange[]>;
  /** Records (or replaces, restarting the wait) the change of one period. */
  put(userId: string, change: { period: LimitPeriod; limit: string | null; requestedAt: Date; effectiveAt: Date }): Promise<void>;
  /** Removes the period's change; returns it, or undefined when none was waiting. */
  take(userId: string, period: LimitPeriod): Promise<PendingLimitChange | undefined>;
  deleteForUser(userId: string): Promise<void>;
}

export function createPendingLimitsRepo(db: Db): PendingLimitsRepo {
  return {
    async list(userId) {
      const rows = await db.select().from(pendingLimitChanges).where(eq(pendingLimitChanges.userId, userId));
      return rows.map(toChange);
    },
    async put(userId, change) {
      const values = { limit: change.limit, requestedAt: change.requestedAt, effectiveAt: change.effectiveAt };
      await db
        .insert(pendingLimitChanges)
        .values({ userId, period: change.period, ...values })
        .onConflictDoUpdate({ target: [pendingLimitChanges.userId, pendingLimitChanges.period], set: values });
    },
    async take(userId, period) {
      const [row] = await db
        .delete(pendingLimitChanges)
        .where(and(eq(pendingLimitChanges.userId, userId), eq(pendingLimitChanges.period, period)))
        .returning();
      return row ? toChange(row) : undefined;
    },
    async deleteForUser(userId) {
      await db.delete(pendingLimitChanges).where(eq(pendingLimitChanges.userId, userId));
    },
  };
}

function toChange(row: typeof pendingLimitChanges.$inferSelect): PendingLimitChange {
  return { period: row.period as LimitPeriod, limit: row.limit, effectiveAt: row.effectiveAt.toISOString() };
}
