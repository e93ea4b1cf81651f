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
  /**
   * Spend and return per month and product for the months `from` to `to` ('YYYY-MM', both included) in `timeZone`:
   * one index range per month and table, the month's edges computed once in the zone.
   */
  monthTotals(userId: string, timeZone: string, months: { from: string; to: string }): Promise<MonthProductRow[]>;
  /**
   * Spend and return of every month (in `timeZone`) from the person's first entry to their last, newest first, months
   * without any entry left out. One index-only range sum per month and table: no per-row zone arithmetic over the
   * whole history.
   */
  monthList(userId: string, timeZone: string): Promise<Array<{ month: string; spend: string; return: string }>>;
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
    async monthTotals(userId, timeZone, { from, to }) {
      const result = await db.execute<MonthProductRow & Record<string, unknown>>(sql`
        with months as (
          select local, local at time zone ${timeZone} as starts, (local + interval '1 month') at time zone ${timeZone} as ends
          from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 month') as local
        )
        select to_char(local, 'YYYY-MM') as month, sums.product, sums.spend::text as spend, sums.ret::text as return
        from months
        cross join lateral (
          select product, sum(spend) as spend, sum(ret) as ret from (
            select ${activityProduct} as product, ${activities.amount} as spend,
                   case when ${activities.isWin} then coalesce(${activities.winAmount}, 0) else 0 end as ret
              from ${activities} where ${activities.userId} = ${userId} and ${activities.createdAt} >= starts and ${activities.createdAt} < ends
            union all
            select ${sessionProduct}, ${sessions.totalDeposited}, coalesce(${sessions.finalAmount}, 0)
              from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.startedAt} >= starts and ${sessions.startedAt} < ends
          ) as lines
          group by product
        ) as sums
        order by local desc, sums.product`);
      return result.rows;
    },
    async monthList(userId, timeZone) {
      const result = await db.execute<{ month: string; spend: string; return: string }>(sql`
        with bounds as (
          select least((select min(${activities.createdAt}) from ${activities} where ${activities.userId} = ${userId}),
                       (select min(${sessions.startedAt}) from ${sessions} where ${sessions.userId} = ${userId})) as first,
                 greatest((select max(${activities.createdAt}) from ${activities} where ${activities.userId} = ${userId}),
                          (select max(${sessions.startedAt}) from ${sessions} where ${sessions.userId} = ${userId})) as last
        ),
        months as (
          select local, local at time zone ${timeZone} as starts, (local + interval '1 month') at time zone ${timeZone} as ends
          from bounds, generate_series(date_trunc('month', first at time zone ${timeZone}), date_trunc('month', last at time zone ${timeZone}), interval '1 month') as local
          where first is not null
        )
        select to_char(local, 'YYYY-MM') as month, (a.spend + s.spend)::text as spend, (a.ret + s.ret)::text as return
        from months
        cross join lateral (
          select count(*) as n, coalesce(sum(${activities.amount}), 0) as spend, coalesce(sum(${activities.winAmount}) filter (where ${activities.isWin}), 0) as ret
          from ${activities} where ${activities.userId} = ${userId} and ${activities.createdAt} >= starts and ${activities.createdAt} < ends
        ) as a
        cross join lateral (
          select count(*) as n, coalesce(sum(${sessions.totalDeposited}), 0) as spend, coalesce(sum(${sessions.finalAmount}), 0) as ret
          from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.startedAt} >= starts and ${sessions.startedAt} < ends
        ) as s
        where a.n + s.n > 0
        order by local desc`);
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
