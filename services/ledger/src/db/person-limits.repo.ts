import { eq, lt, or, isNull, sql, type SQL } from 'drizzle-orm';
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
  /** get and spendIn in one statement (every wager's answer asks both): the limits copy, if any, and the spend in each range. */
  getWithSpendIn(userId: string, ranges: Array<{ start: Date; end: Date }>): Promise<{ limits: PersonLimits | undefined; spent: string[] }>;
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
      const result = await db.execute<Record<string, string>>(spendInRanges(userId, ranges));
      const row = result.rows[0];
      return ranges.map((_r, i) => row[`s${i}`]);
    },
    async getWithSpendIn(userId, ranges) {
      const copy = sql`(select json_build_object(
          'daily', ${personLimits.dailySpendLimit}::text, 'weekly', ${personLimits.weeklySpendLimit}::text, 'monthly', ${personLimits.monthlySpendLimit}::text,
          'pending', ${personLimits.pendingLimitChanges}, 'autoCompleteAiLosses', ${personLimits.autoCompleteAiLosses})
        from ${personLimits} where ${personLimits.userId} = ${userId}) as copy`;
      const result = await db.execute<Record<string, string> & { copy: CopyJson | null }>(spendInRanges(userId, ranges, copy));
      const row = result.rows[0];
      const found = row.copy;
      const limits = found
        ? {
            settings: {
              ...DEFAULT_SETTINGS,
              dailySpendLimit: found.daily,
              weeklySpendLimit: found.weekly,
              monthlySpendLimit: found.monthly,
              autoCompleteAILosses: found.autoCompleteAiLosses,
            },
            pending: found.pending,
          }
        : undefined;
      return { limits, spent: ranges.map((_r, i) => row[`s${i}`]) };
    },
  };
}

interface CopyJson {
  daily: string | null;
  weekly: string | null;
  monthly: string | null;
  pending: PendingLimitChange[];
  autoCompleteAiLosses: boolean;
}

/**
 * Spend (stakes, tickets, deposits and buy-ins) in each range, in one statement over the union of the
 * ranges, as columns s0, s1…; `also` adds a column.
 */
function spendInRanges(userId: string, ranges: Array<{ start: Date; end: Date }>, also?: SQL) {
  const low = ranges.length ? new Date(Math.min(...ranges.map((r) => r.start.getTime()))) : new Date(0);
  const high = ranges.length ? new Date(Math.max(...ranges.map((r) => r.end.getTime()))) : new Date(0);
  const sums = ranges.map((r, i) => sql`coalesce(sum(spend.amount) filter (where spend.created_at between ${r.start} and ${r.end}), 0)::text as ${sql.identifier(`s${i}`)}`);
  const columns = also ? [...sums, also] : sums;
  return sql`
    select ${sql.join(columns, sql`, `)}
    from (
      select ${activities.amount} as amount, ${activities.createdAt} as created_at from ${activities}
        where ${activities.userId} = ${userId} and ${activities.createdAt} between ${low} and ${high}
      union all
      select ${deposits.amount}, ${deposits.createdAt} from ${deposits}
        where ${deposits.userId} = ${userId} and ${deposits.createdAt} between ${low} and ${high}
    ) as spend`;
}
