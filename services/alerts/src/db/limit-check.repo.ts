import { sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_SETTINGS, fromCents, toCents, type LimitPeriod, type PendingLimitChange, type Settings } from '@tally/contracts';
import { arrayOf, arrayParam, builtOnce, spanOf, type Db } from '@tally/service-kit';
import { limitAlertsSent, pendingLimitChanges, settings, spendEntries } from './schema';

/** What a limit check reads: the saved settings (defaults when none), the waiting limit changes, and the spend in each range. */
export interface LimitCheckInputs {
  saved: Settings;
  pending: PendingLimitChange[];
  /** Total spend in each range (inclusive), as decimal strings. */
  totals: string[];
  /** How many spend entries each range holds. */
  entries: number[];
  /** The alerts already sent for the ranges' periods (`alertKey`), when the ranges carry their period keys: a check skips claiming those again. */
  sent: ReadonlySet<string>;
}

/** Names a sent limit alert: its period, period key and level. */
export const alertKey = (period: string, periodKey: string, level: string) => `${period} ${periodKey} ${level}`;

/** A range of a check, with its period key (e.g. a ZonedPeriod) when the alerts sent for it should be read too. */
type CheckRange = { start: Date; end: Date; key?: string };

/** A stake or deposit to count as spend, once per source id. */
export interface NewSpendEntry {
  sourceId: string;
  userId: string;
  amount: string;
  occurredAt: Date;
}

export interface LimitCheckRepo {
  /**
   * The inputs of a limit check in one statement (a check runs for every stake, so its round trips are the
   * consumer's cost): the same rows as SettingsRepo.get, PendingLimitsRepo.list and SpendRepo.totals.
   */
  read(userId: string, ranges: ReadonlyArray<CheckRange>): Promise<LimitCheckInputs>;
  /**
   * Counts `entry` (once per source id) and reads the inputs, in the same one statement: a consumer of
   * a stake or deposit pays one round trip for both. The figures include the entry when it was added.
   */
  addAndRead(entry: NewSpendEntry, ranges: ReadonlyArray<CheckRange>): Promise<LimitCheckInputs & { added: boolean }>;
  /**
   * addAndRead for a batch of stakes, in one statement whatever their number: each one's inputs as if they had been
   * counted one after another in this order (a person's later stake's figures include their earlier ones of the batch;
   * a source id given twice is counted once, at its first). Every ask gives the same number of ranges.
   */
  addAllAndRead(asks: ReadonlyArray<{ entry: NewSpendEntry; ranges: ReadonlyArray<CheckRange> }>): Promise<Array<LimitCheckInputs & { added: boolean }>>;
}

interface InputsRow extends Record<string, unknown> {
  saved: {
    autoCompleteAILosses: boolean;
    dailySpendLimit: string | null;
    weeklySpendLimit: string | null;
    monthlySpendLimit: string | null;
    sessionDurationAlerts: boolean;
  } | null;
  pending: Array<{ period: string; limit: string | null; effectiveAt: string }>;
  added?: number;
  sent?: string[];
}

/** The person's saved settings as JSON (null without a row); `userId`: a value or a column of the statement. */
const savedOf = (userId: SQLWrapper | string) => sql`(select json_build_object(
    'autoCompleteAILosses', ${settings.autoCompleteAILosses}, 'dailySpendLimit', ${settings.dailySpendLimit}::text,
    'weeklySpendLimit', ${settings.weeklySpendLimit}::text, 'monthlySpendLimit', ${settings.monthlySpendLimit}::text,
    'sessionDurationAlerts', ${settings.sessionDurationAlerts})
  from ${settings} where ${settings.userId} = ${userId})`;
/** The person's waiting limit changes as a JSON array, instants as epoch milliseconds. */
const pendingOf = (userId: SQLWrapper | string) => sql`(select coalesce(json_agg(json_build_object(
    'period', ${pendingLimitChanges.period}, 'limit', ${pendingLimitChanges.limit}::text,
    'effectiveAt', (extract(epoch from ${pendingLimitChanges.effectiveAt}) * 1000)::bigint)), '[]'::json)
  from ${pendingLimitChanges} where ${pendingLimitChanges.userId} = ${userId})`;
/** The alerts sent to the person for any of the period keys (an SQL array), as `alertKey` texts. */
const sentOf = (
  userId: SQLWrapper | string,
  periodKeys: SQLWrapper,
) => sql`(select coalesce(json_agg(${limitAlertsSent.period} || ' ' || ${limitAlertsSent.periodKey} || ' ' || ${limitAlertsSent.level}), '[]'::json)
  from ${limitAlertsSent} where ${limitAlertsSent.userId} = ${userId} and ${limitAlertsSent.periodKey} = any(${periodKeys}))`;

/** The inputs from a row's saved, pending and sent columns, and its totals and counts before `extra` (entries counted in JS) is added. */
function inputsOf(row: InputsRow, ranges: ReadonlyArray<CheckRange>, extra: ReadonlyArray<NewSpendEntry>): LimitCheckInputs {
  const within = (r: CheckRange) => extra.filter((e) => e.occurredAt >= r.start && e.occurredAt <= r.end);
  return {
    saved: row.saved ? { ...row.saved } : { ...DEFAULT_SETTINGS },
    pending: row.pending.map((change) => ({ period: change.period as LimitPeriod, limit: change.limit, effectiveAt: new Date(Number(change.effectiveAt)).toISOString() })),
    totals: ranges.map((r, i) => {
      const base = row[`s${i}`] as string;
      const more = within(r);
      return more.length ? fromCents(more.reduce((sum, e) => sum + toCents(e.amount), toCents(base))) : base;
    }),
    entries: ranges.map((r, i) => Number(row[`n${i}`]) + within(r).length),
    sent: new Set(row.sent ?? []),
  };
}

/** The columns of addAllAndRead's asks, each one array: the stake's person and source, the span of its ranges, then each range's bounds and period key. */
const askColumns = (count: number) => [
  ['user_id', 'uuid'],
  ['source_id', 'text'],
  ['low', 'timestamptz'],
  ['high', 'timestamptz'],
  ...Array.from({ length: count }, (_r, i) => [
    [`start_${i}`, 'timestamptz'],
    [`end_${i}`, 'timestamptz'],
    [`key_${i}`, 'text'],
  ]).flat(),
];

/**
 * addAllAndRead's statement for `count` ranges: the stakes as arrays, unnest()ed (one text whatever the batch's size,
 * built once per number of ranges); each ask's figures from the statement's snapshot, which does not see the CTE's
 * rows: the batch's own entries are added in JS, in order.
 */
const addAllAndReadStatement = builtOnce<number, InputsRow & { n: string }>((count) => {
  const columns = askColumns(count);
  const column = (name: string) => sql`ask.${sql.identifier(name)}`;
  const sums = Array.from(
    { length: count },
    (
      _r,
      i,
    ) => sql`coalesce(sum(${spendEntries.amount}) filter (where ${spendEntries.occurredAt} between ${column(`start_${i}`)} and ${column(`end_${i}`)}), 0)::text as ${sql.identifier(`s${i}`)},
      (count(*) filter (where ${spendEntries.occurredAt} between ${column(`start_${i}`)} and ${column(`end_${i}`)}))::int as ${sql.identifier(`n${i}`)}`,
  );
  const keys = sql`array[${sql.join(
    Array.from({ length: count }, (_r, i) => column(`key_${i}`)),
    sql`, `,
  )}]::text[]`;
  return sql`
    with added as (
      insert into ${spendEntries} (source_id, user_id, amount, occurred_at)
      select * from unnest(${arrayOf('added_source_id', 'text')}, ${arrayOf('added_user_id', 'uuid')}, ${arrayOf('added_amount', 'numeric')}, ${arrayOf(
        'added_occurred_at',
        'timestamptz',
      )})
      on conflict do nothing returning source_id)
    select ask.n, ${savedOf(column('user_id'))} as saved, ${pendingOf(column('user_id'))} as pending, ${sentOf(column('user_id'), keys)} as sent,
      (select count(*) from added where added.source_id = ask.source_id)::int as added, totals.*
    from unnest(${sql.join(
      columns.map(([name, type]) => arrayOf(name, type)),
      sql`, `,
    )}) with ordinality as ask(${sql.join([...columns.map(([name]) => sql.identifier(name)), sql.identifier('n')], sql`, `)})
    cross join lateral (
      select ${sql.join(sums, sql`, `)} from ${spendEntries}
      where ${spendEntries.userId} = ${column('user_id')} and ${spendEntries.occurredAt} between ${column('low')} and ${column('high')}
    ) as totals`;
});

export function createLimitCheckRepo(db: Db): LimitCheckRepo {
  /** `added`: whether `entry` was counted now (false without one, or when its source was counted already: the figures are then without it). */
  async function inputs(userId: string, ranges: ReadonlyArray<CheckRange>, entry?: NewSpendEntry): Promise<LimitCheckInputs & { added: boolean }> {
    const sums = ranges.map(
      (r, i) => sql`coalesce(sum(${spendEntries.amount}) filter (where ${spendEntries.occurredAt} between ${r.start} and ${r.end}), 0)::text as ${sql.identifier(`s${i}`)},
        (count(*) filter (where ${spendEntries.occurredAt} between ${r.start} and ${r.end}))::int as ${sql.identifier(`n${i}`)}`,
    );
    const { start: low, end: high } = spanOf(ranges);
    const periodKeys = [...new Set(ranges.flatMap((r) => (r.key ? [r.key] : [])))];
    // The new entry is written by a CTE, which the statement's own reads do not see: it is added to the figures below.
    const adding = entry
      ? sql`with added as (
          insert into ${spendEntries} (source_id, user_id, amount, occurred_at) values (${entry.sourceId}, ${entry.userId}, ${entry.amount}, ${entry.occurredAt})
          on conflict do nothing returning 1)`
      : sql``;
    // Amounts as text, as the numeric columns read through drizzle; instants as epoch milliseconds.
    const result = await db.execute<InputsRow>(sql`
      ${adding}
      select ${savedOf(userId)} as saved, ${pendingOf(userId)} as pending
        ${entry ? sql`, (select count(*) from added)::int as added` : sql``}
        ${periodKeys.length ? sql`, ${sentOf(userId, sql`${arrayParam(periodKeys, 'text')}`)} as sent` : sql``}
        ${sums.length ? sql`, ${sql.join(sums, sql`, `)}` : sql``}
      from ${spendEntries}
      where ${spendEntries.userId} = ${userId} and ${spendEntries.occurredAt} between ${low} and ${high}`);
    const [row] = result.rows;
    const added = entry !== undefined && Number(row.added) > 0;
    return { ...inputsOf(row, ranges, added ? [entry!] : []), added };
  }

  async function addAllAndRead(asks: ReadonlyArray<{ entry: NewSpendEntry; ranges: ReadonlyArray<CheckRange> }>): Promise<Array<LimitCheckInputs & { added: boolean }>> {
    if (asks.length === 0) return [];
    const count = asks[0].ranges.length;
    if (asks.some((a) => a.ranges.length !== count)) throw new Error('addAllAndRead: every ask needs the same number of ranges');
    // A source id given twice is inserted once (its first); the others are counted as already there.
    const seen = new Set<string>();
    const firsts = asks.map((a) => a.entry).filter((e) => !seen.has(e.sourceId) && seen.add(e.sourceId));
    const iso = (at: Date) => at.toISOString();
    const values: Record<string, unknown> = {
      added_source_id: firsts.map((e) => e.sourceId),
      added_user_id: firsts.map((e) => e.userId),
      added_amount: firsts.map((e) => e.amount),
      added_occurred_at: firsts.map((e) => iso(e.occurredAt)),
      user_id: asks.map((a) => a.entry.userId),
      source_id: asks.map((a) => a.entry.sourceId),
      low: asks.map((a) => iso(spanOf(a.ranges).start)),
      high: asks.map((a) => iso(spanOf(a.ranges).end)),
    };
    for (let i = 0; i < count; i++) {
      values[`start_${i}`] = asks.map((a) => iso(a.ranges[i].start));
      values[`end_${i}`] = asks.map((a) => iso(a.ranges[i].end));
      values[`key_${i}`] = asks.map((a) => a.ranges[i].key ?? null);
    }
    const result = await addAllAndReadStatement(db, count, values);
    const rows = new Map(result.rows.map((row) => [Number(row.n) - 1, row]));
    const counted: NewSpendEntry[] = [];
    return asks.map(({ entry, ranges }, i) => {
      const row = rows.get(i)!;
      const added = Number(row.added) > 0 && firsts.includes(entry);
      if (added) counted.push(entry);
      // This stake's figures: the snapshot's, plus the person's stakes of this batch counted so far (itself included).
      return {
        ...inputsOf(
          row,
          ranges,
          counted.filter((e) => e.userId === entry.userId),
        ),
        added,
      };
    });
  }
  return {
    read: (userId, ranges) => inputs(userId, ranges),
    addAndRead: (entry, ranges) => inputs(entry.userId, ranges, entry),
    addAllAndRead,
  };
}
