import { sql, type SQL } from 'drizzle-orm';
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
 */
export function createStatsRepo(db: Db): StatsRepo {
  return {
    async totals(userId, { start, end }) {
      const within = (column: SQL) => sql`${start ? sql` and ${column} >= ${start}` : sql``}${end ? sql` and ${column} <= ${end}` : sql``}`;
      const result = await db.execute<Record<keyof PeriodTotals, string | number>>(sql`
        select a.count as "activitiesCount", a.spent as "activitiesSpent", a.won as "activitiesWon",
               a.completed as "activitiesCompleted", a.wins as "activitiesWins", a.pending as "pendingCount",
               s.count as "sessionsCount", s.spent as "sessionsSpent", s.won as "sessionsWon",
               s.ended as "sessionsEnded", s.wins as "sessionsWins"
        from (
          select count(*)::int as count,
                 coalesce(sum(amount), 0)::text as spent,
                 coalesce(sum(win_amount) filter (where is_win), 0)::text as won,
                 (count(*) filter (where is_completed))::int as completed,
                 (count(*) filter (where is_completed and is_win))::int as wins,
                 (count(*) filter (where not is_completed and type in ('wagering', 'lottery')))::int as pending
          from ${activities}
          where user_id = ${userId}${within(sql`created_at`)}
        ) a, (
          select count(*)::int as count,
                 coalesce(sum(total_deposited), 0)::text as spent,
                 coalesce(sum(final_amount), 0)::text as won,
                 count(ended_at)::int as ended,
                 (count(*) filter (where final_amount > total_deposited))::int as wins
          from ${sessions}
          where user_id = ${userId}${within(sql`started_at`)}
        ) s`);
      return result.rows[0] as unknown as PeriodTotals;
    },
  };
}
