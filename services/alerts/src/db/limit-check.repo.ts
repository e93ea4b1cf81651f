import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, fromCents, toCents, type LimitPeriod, type PendingLimitChange, type Settings } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
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

export function createLimitCheckRepo(db: Db): LimitCheckRepo {
  /** `added`: whether `entry` was counted now (false without one, or when its source was counted already: the figures are then without it). */
  async function inputs(userId: string, ranges: ReadonlyArray<CheckRange>, entry?: NewSpendEntry): Promise<LimitCheckInputs & { added: boolean }> {
    const sums = ranges.map(
      (r, i) => sql`coalesce(sum(${spendEntries.amount}) filter (where ${spendEntries.occurredAt} between ${r.start} and ${r.end}), 0)::text as ${sql.identifier(`s${i}`)},
        (count(*) filter (where ${spendEntries.occurredAt} between ${r.start} and ${r.end}))::int as ${sql.identifier(`n${i}`)}`,
    );
    const low = ranges.length ? new Date(Math.min(...ranges.map((r) => r.start.getTime()))) : new Date(0);
    const high = ranges.length ? new Date(Math.max(...ranges.map((r) => r.end.getTime()))) : new Date(0);
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
      select
        (select json_build_object(
           'autoCompleteAILosses', ${settings.autoCompleteAILosses}, 'dailySpendLimit', ${settings.dailySpendLimit}::text,
           'weeklySpendLimit', ${settings.weeklySpendLimit}::text, 'monthlySpendLimit', ${settings.monthlySpendLimit}::text,
           'sessionDurationAlerts', ${settings.sessionDurationAlerts})
         from ${settings} where ${settings.userId} = ${userId}) as saved,
        (select coalesce(json_agg(json_build_object(
           'period', ${pendingLimitChanges.period}, 'limit', ${pendingLimitChanges.limit}::text,
           'effectiveAt', (extract(epoch from ${pendingLimitChanges.effectiveAt}) * 1000)::bigint)), '[]'::json)
         from ${pendingLimitChanges} where ${pendingLimitChanges.userId} = ${userId}) as pending
        ${entry ? sql`, (select count(*) from added)::int as added` : sql``}
        ${
          periodKeys.length
            ? sql`, (select coalesce(json_agg(${limitAlertsSent.period} || ' ' || ${limitAlertsSent.periodKey} || ' ' || ${limitAlertsSent.level}), '[]'::json)
                 from ${limitAlertsSent} where ${limitAlertsSent.userId} = ${userId} and ${limitAlertsSent.periodKey} = any(${sql.param(periodKeys)}::text[])) as sent`
            : sql``
        }
        ${sums.length ? sql`, ${sql.join(sums, sql`, `)}` : sql``}
      from ${spendEntries}
      where ${spendEntries.userId} = ${userId} and ${spendEntries.occurredAt} between ${low} and ${high}`);
    const [row] = result.rows;
    const added = entry !== undefined && Number(row.added) > 0;
    const counts = (r: { start: Date; end: Date }) => added && entry!.occurredAt >= r.start && entry!.occurredAt <= r.end;
    return {
      saved: row.saved ? { ...row.saved } : { ...DEFAULT_SETTINGS },
      pending: row.pending.map((change) => ({ period: change.period as LimitPeriod, limit: change.limit, effectiveAt: new Date(Number(change.effectiveAt)).toISOString() })),
      totals: ranges.map((r, i) => (counts(r) ? fromCents(toCents(row[`s${i}`] as string) + toCents(entry!.amount)) : (row[`s${i}`] as string))),
      entries: ranges.map((r, i) => Number(row[`n${i}`]) + (counts(r) ? 1 : 0)),
      sent: new Set(row.sent ?? []),
      added,
    };
  }
  return {
    read: (userId, ranges) => inputs(userId, ranges),
    addAndRead: (entry, ranges) => inputs(entry.userId, ranges, entry),
  };
}
