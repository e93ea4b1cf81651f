import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@tally/service-kit';
import { activities, sessions } from './schema';

/** Sums in NUMERIC, as decimal strings, and counts, for one person and period. */
export interface PeriodTotals {
  activitiesCount: number;
  activitiesSpent: string;
  activitiesWon: string;
  activitiesCompleted: number;
  activitiesWins: number;
  pendingCount: number;
  sessionsCount: number;
  sessionsSpent: string;
  sessionsWon: string;
  sessionsEnded: number;
  sessionsWins: number;
}

export interface StatsRepo {
  /** Activities created and sessions started within [start, end] (either bound optional). */
  totals(userId: string, range: { start?: Date; end?: Date }): Promise<PeriodTotals>;
}

/**
 * One statement, two aggregates: each is a range of an index that carries every column it sums
 * (activities_user_created_idx, sessions_user_started_idx), so a month is an index-only scan.
 * Money is summed by PostgreSQL in NUMERIC and leaves it as text; JS never adds floats.
 *
 * Home and reports ask for stats on every visit, so it is a named prepared statement, built on first
 * use: parsing and planning it cost PostgreSQL about as much as summing a heavy user's month (0.3 ms
 * each, of 0.6 ms), which capped GET /api/stats under load. A missing bound is -infinity or infinity,
 * so one statement (and one plan) serves every range.
 */
export function createStatsRepo(db: Db): StatsRepo {
  let statement: ReturnType<typeof prepareTotals> | undefined;
  const prepareTotals = () => {
    const userId = sql.placeholder('userId');
    const within = (column: PgColumn) =>
      and(gte(column, sql`coalesce(${sql.placeholder('start')}::timestamptz, '-infinity')`), lte(column, sql`coalesce(${sql.placeholder('end')}::timestamptz, 'infinity')`));
    const text = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::text`;
    const int = (count: SQL) => sql<number>`(${count})::int`;
    const a = db
      .select({
        activitiesCount: int(sql`count(*)`).as('activitiesCount'),
        activitiesSpent: text(sql`sum(${activities.amount})`).as('activitiesSpent'),
        activitiesWon: text(sql`sum(${activities.winAmount}) filter (where ${activities.isWin})`).as('activitiesWon'),
        activitiesCompleted: int(sql`count(*) filter (where ${activities.isCompleted})`).as('activitiesCompleted'),
        activitiesWins: int(sql`count(*) filter (where ${activities.isCompleted} and ${activities.isWin})`).as('activitiesWins'),
        pendingCount: int(sql`count(*) filter (where not ${activities.isCompleted} and ${activities.type} in ('wagering', 'lottery'))`).as('pendingCount'),
      })
      .from(activities)
      .where(and(eq(activities.userId, userId), within(activities.createdAt)))
      .as('a');
    const s = db
      .select({
        sessionsCount: int(sql`count(*)`).as('sessionsCount'),
        sessionsSpent: text(sql`sum(${sessions.totalDeposited})`).as('sessionsSpent'),
        sessionsWon: text(sql`sum(${sessions.finalAmount})`).as('sessionsWon'),
        sessionsEnded: int(sql`count(${sessions.endedAt})`).as('sessionsEnded'),
        sessionsWins: int(sql`count(*) filter (where ${sessions.finalAmount} > ${sessions.totalDeposited})`).as('sessionsWins'),
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), within(sessions.startedAt)))
      .as('s');
    return db
      .select({
        activitiesCount: a.activitiesCount,
        activitiesSpent: a.activitiesSpent,
        activitiesWon: a.activitiesWon,
        activitiesCompleted: a.activitiesCompleted,
        activitiesWins: a.activitiesWins,
        pendingCount: a.pendingCount,
        sessionsCount: s.sessionsCount,
        sessionsSpent: s.sessionsSpent,
        sessionsWon: s.sessionsWon,
        sessionsEnded: s.sessionsEnded,
        sessionsWins: s.sessionsWins,
      })
      .from(a)
      .crossJoin(s)
      .prepare('ledger_stats_totals');
  };
  return {
    async totals(userId, { start, end }) {
      statement ??= prepareTotals();
      const [row] = await statement.execute({ userId, start: start ?? null, end: end ?? null });
      return row;
    },
  };
}
