import { eq, lt, or, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type PendingLimitChange, type Settings } from '@tally/contracts';
import { arrayOf, builtOnce, spanOf, type Db } from '@tally/service-kit';
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
  getWithSpendIn(userId: string, ranges: Array<{ start: Date; end: Date }>): Promise<LimitsWithSpend>;
  /** getWithSpendIn for several asks in one statement (a batch of wagers): each ask's answer, in order. */
  getWithSpendInAll(asks: ReadonlyArray<{ userId: string; ranges: Array<{ start: Date; end: Date }> }>): Promise<LimitsWithSpend[]>;
}

export interface LimitsWithSpend {
  limits: PersonLimits | undefined;
  spent: string[];
}

export function createPersonLimitsRepo(db: Db): PersonLimitsRepo {
  async function getWithSpendInAll(asks: ReadonlyArray<{ userId: string; ranges: Array<{ start: Date; end: Date }> }>): Promise<LimitsWithSpend[]> {
    if (asks.length === 0) return [];
    const count = asks[0].ranges.length;
    if (asks.some((ask) => ask.ranges.length !== count)) throw new Error('getWithSpendInAll: every ask needs the same number of ranges');
    const iso = (at: Date) => at.toISOString();
    const values: Record<string, unknown> = {
      user_id: asks.map((a) => a.userId),
      low: asks.map((a) => iso(spanOf(a.ranges).start)),
      high: asks.map((a) => iso(spanOf(a.ranges).end)),
    };
    for (let i = 0; i < count; i++) {
      values[`start_${i}`] = asks.map((a) => iso(a.ranges[i].start));
      values[`end_${i}`] = asks.map((a) => iso(a.ranges[i].end));
    }
    const result = await limitsWithSpendStatement(db, count, values);
    const byAsk = new Map(result.rows.map((row) => [Number(row.n) - 1, row]));
    return asks.map(({ ranges }, i) => {
      const row = byAsk.get(i)!;
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
      return { limits, spent: ranges.map((_r, j) => row[`s${j}`]) };
    });
  }
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
      const [answer] = await getWithSpendInAll([{ userId, ranges }]);
      return answer;
    },
    getWithSpendInAll,
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
 * ranges, as columns s0, s1….
 */
/** The columns of getWithSpendInAll's asks, each one array: its person, the span of its ranges, then each range's bounds. */
const askColumns = (count: number) => [
  ['user_id', 'uuid'],
  ['low', 'timestamptz'],
  ['high', 'timestamptz'],
  ...Array.from({ length: count }, (_r, i) => [
    [`start_${i}`, 'timestamptz'],
    [`end_${i}`, 'timestamptz'],
  ]).flat(),
];

/**
 * getWithSpendInAll's statement for `count` ranges: the asks as arrays, unnest()ed, each summed by a lateral select over
 * its own index ranges. One text whatever the batch's size (a union of one select per ask would be a new text, and a new
 * prepared statement, per size), built once per number of ranges.
 */
const limitsWithSpendStatement = builtOnce<number, { copy: CopyJson | null; n: string } & Record<string, string>>((count) => {
  const columns = askColumns(count);
  const sums = Array.from(
    { length: count },
    (_r, i) =>
      sql`coalesce(sum(spend.amount) filter (where spend.created_at between ask.${sql.identifier(`start_${i}`)} and ask.${sql.identifier(`end_${i}`)}), 0)::text as ${sql.identifier(`s${i}`)}`,
  );
  return sql`
    select ask.n,
      (select json_build_object(
        'daily', ${personLimits.dailySpendLimit}::text, 'weekly', ${personLimits.weeklySpendLimit}::text, 'monthly', ${personLimits.monthlySpendLimit}::text,
        'pending', ${personLimits.pendingLimitChanges}, 'autoCompleteAiLosses', ${personLimits.autoCompleteAiLosses})
        from ${personLimits} where ${personLimits.userId} = ask.user_id) as copy,
      totals.*
    from unnest(${sql.join(
      columns.map(([name, type]) => arrayOf(name, type)),
      sql`, `,
    )}) with ordinality as ask(${sql.join([...columns.map(([name]) => sql.identifier(name)), sql.identifier('n')], sql`, `)})
    cross join lateral (
      select ${sql.join(sums, sql`, `)}
      from (
        select ${activities.amount} as amount, ${activities.createdAt} as created_at from ${activities}
          where ${activities.userId} = ask.user_id and ${activities.createdAt} between ask.low and ask.high
        union all
        select ${deposits.amount}, ${deposits.createdAt} from ${deposits}
          where ${deposits.userId} = ask.user_id and ${deposits.createdAt} between ask.low and ask.high
      ) as spend
    ) as totals`;
});

function spendInRanges(userId: string, ranges: Array<{ start: Date; end: Date }>) {
  const { start: low, end: high } = spanOf(ranges);
  const sums = ranges.map((r, i) => sql`coalesce(sum(spend.amount) filter (where spend.created_at between ${r.start} and ${r.end}), 0)::text as ${sql.identifier(`s${i}`)}`);
  return sql`
    select ${sql.join(sums, sql`, `)}
    from (
      select ${activities.amount} as amount, ${activities.createdAt} as created_at from ${activities}
        where ${activities.userId} = ${userId} and ${activities.createdAt} between ${low} and ${high}
      union all
      select ${deposits.amount}, ${deposits.createdAt} from ${deposits}
        where ${deposits.userId} = ${userId} and ${deposits.createdAt} between ${low} and ${high}
    ) as spend`;
}
