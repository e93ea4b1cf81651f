import { sql } from 'drizzle-orm';
import type { StatementProduct } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { activities, sessions } from './schema';

/** One product's spend and return in one month of the person's zone (NUMERIC sums as text). */
export interface MonthProductRow {
  month: string;
  product: StatementProduct;
  spend: string;
  return: string;
}

/** An activity or session of the month, with what its net is made of. */
export interface StatementLineRow {
  id: string;
  kind: 'activity' | 'session';
  type: string;
  label: string | null;
  at: Date;
  /** The local date in the person's zone, 'YYYY-MM-DD'. */
  day: string;
  spend: string;
  return: string;
  status: 'win' | 'loss' | 'pending' | 'active' | 'ended';
}

export interface StatementsRepo {
  /** Spend and return per month (in `timeZone`) and product, within [start, end] when given, else over all history. */
  monthTotals(userId: string, timeZone: string, range?: { start: Date; end: Date }): Promise<MonthProductRow[]>;
  /** The activities logged and sessions started within [start, end], oldest first. */
  lines(userId: string, timeZone: string, range: { start: Date; end: Date }): Promise<StatementLineRow[]>;
}

// A wager or ticket's return is its win amount when it won; a session's is its cash-out (nothing while it runs).
const activityProduct = sql`case ${activities.type} when 'wagering' then 'wagering' when 'lottery' then 'lottery' when 'slot' then 'pokies' else 'tables' end`;
const sessionProduct = sql`case ${sessions.type} when 'slot' then 'pokies' else 'tables' end`;

/**
 * The statement's reads. Both are ranges of the indexes that carry every summed column
 * (activities_user_created_idx, sessions_user_started_idx): index-only scans whatever the history.
 */
export function createStatementsRepo(db: Db): StatementsRepo {
  return {
    async monthTotals(userId, timeZone, range) {
      const start = range?.start ?? null;
      const end = range?.end ?? null;
      const within = (column: typeof activities.createdAt | typeof sessions.startedAt) =>
        sql`${column} between coalesce(${start}::timestamptz, '-infinity') and coalesce(${end}::timestamptz, 'infinity')`;
      const result = await db.execute<MonthProductRow & Record<string, unknown>>(sql`
        select month, product, sum(spend)::text as spend, sum(ret)::text as return from (
          select to_char(${activities.createdAt} at time zone ${timeZone}, 'YYYY-MM') as month, ${activityProduct} as product,
                 ${activities.amount} as spend, case when ${activities.isWin} then coalesce(${activities.winAmount}, 0) else 0 end as ret
            from ${activities} where ${activities.userId} = ${userId} and ${within(activities.createdAt)}
          union all
          select to_char(${sessions.startedAt} at time zone ${timeZone}, 'YYYY-MM'), ${sessionProduct},
                 ${sessions.totalDeposited}, coalesce(${sessions.finalAmount}, 0)
            from ${sessions} where ${sessions.userId} = ${userId} and ${within(sessions.startedAt)}
        ) as lines
        group by month, product
        order by month desc, product`);
      return result.rows;
    },
    async lines(userId, timeZone, { start, end }) {
      const result = await db.execute<Omit<StatementLineRow, 'at'> & { at: string | Date }>(sql`
        select id, kind, type, label, at, to_char(at at time zone ${timeZone}, 'YYYY-MM-DD') as day, spend, return, status from (
          select ${activities.id} as id, 'activity' as kind, ${activities.type} as type, ${activities.subtype} as label, ${activities.createdAt} as at,
                 ${activities.amount}::text as spend,
                 (case when ${activities.isWin} then coalesce(${activities.winAmount}, 0) else 0 end)::text as return,
                 case when not ${activities.isCompleted} then 'pending' when ${activities.isWin} then 'win' else 'loss' end as status
            from ${activities} where ${activities.userId} = ${userId} and ${activities.createdAt} between ${start} and ${end}
          union all
          select ${sessions.id}, 'session', ${sessions.type}, ${sessions.venue}, ${sessions.startedAt},
                 ${sessions.totalDeposited}::text, coalesce(${sessions.finalAmount}, 0)::text,
                 case when ${sessions.endedAt} is null then 'active' else 'ended' end
            from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.startedAt} between ${start} and ${end}
        ) as lines
        order by at, id`);
      return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },
  };
}
