import { eq, lt, or, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type PendingLimitChange, type Settings } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { activities, deposits, personLimits } from './schema';

export interface PersonLimits {
  settings: Settings;
  pending: PendingLimitChange[];
}

export interface LimitsCopy {
  dailySpendLimit: string | null;
  weeklySpendLimit: string | null;
  monthlySpendLimit: string | null;
  pendingLimitChanges: PendingLimitChange[];
  autoCompleteAiLosses: boolean;
  changedAt: Date;
}

export interface PersonLimitsRepo {
  get(userId: string): Promise<PersonLimits | undefined>;
  /** Keeps alerts' latest limits; a change older than the one kept is ignored. */
  saveLimits(userId: string, limits: LimitsCopy): Promise<void>;
  deleteForUser(userId: string): Promise<void>;
  /**
   * Spend (stakes, tickets, deposits and buy-ins) in each of several ranges, in one statement
   * over the union of the ranges: index range scans on (user, created_at), whatever the history.
   */
  spendIn(userId: string, ranges: Array<{ start: Date; end: Date }>): Promise<string[]>;
}

export function createPersonLimitsRepo(db: Db): PersonLimitsRepo {
  return {
    async get(userId) {
      const [row] = await db.select().from(personLimits).where(eq(personLimits.userId, userId)).limit(1);
      if (!row) return undefined;
      const { dailySpendLimit, weeklySpendLimit, monthlySpendLimit } = row;
      return {
        settings: { ...DEFAULT_SETTINGS, dailySpendLimit, weeklySpendLimit, monthlySpendLimit, autoCompleteAILosses: row.autoCompleteAiLosses },
        pending: row.pendingLimitChanges,
      };
    },
    async saveLimits(userId, { changedAt, ...limits }) {
      const values = { ...limits, limitsChangedAt: changedAt };
      await db
        .insert(personLimits)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: personLimits.userId, set: values, setWhere: or(isNull(personLimits.limitsChangedAt), lt(personLimits.limitsChangedAt, changedAt)) });
    },
    async deleteForUser(userId) {
      await db.delete(personLimits).where(eq(personLimits.userId, userId));
    },
    async spendIn(userId, ranges) {
      if (ranges.length === 0) return [];
      const low = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
      const high = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
      const sums = ranges.map((r, i) => sql`coalesce(sum(spend.amount) filter (where spend.created_at between ${r.start} and ${r.end}), 0)::text as ${sql.identifier(`s${i}`)}`);
      const result = await db.execute<Record<string, string>>(sql`
        select ${sql.join(sums, sql`, `)}
        from (
          select ${activities.amount} as amount, ${activities.createdAt} as created_at from ${activities}
            where ${activities.userId} = ${userId} and ${activities.createdAt} between ${low} and ${high}
          union all
          select ${deposits.amount}, ${deposits.createdAt} from ${deposits}
            where ${deposits.userId} = ${userId} and ${deposits.createdAt} between ${low} and ${high}
        ) as spend`);
      const row = result.rows[0];
      return ranges.map((_r, i) => row[`s${i}`]);
    },
  };
}
