import { and, eq, gte, inArray, like, lt, lte, not, sql } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { limitAlertsSent, spendEntries } from './schema';

export interface SpendRepo {
  /**
   * Sets the amount counted for a source (a corrected wager or deposit), at the time it was first made; creates it when
   * the correction arrives before its creation (consumers run apart), so the later creation is then a replay. Returns
   * the amount counted before, or null when there was none.
   */
  setEntryAmount(entry: { sourceId: string; userId: string; amount: string; occurredAt: Date }): Promise<string | null>;
  /** The counted entry of a source, if any. */
  entryOf(sourceId: string): Promise<{ amount: string; occurredAt: Date } | undefined>;
  /** Marks levels of a period as not sent, so a later crossing alerts again (after a correction lowered the spend). */
  releaseAlerts(key: { userId: string; period: string; periodKey: string; levels: string[] }): Promise<void>;
  /** Total spend in each range (inclusive), as decimal strings: one statement over the union of the ranges. */
  totals(userId: string, ranges: ReadonlyArray<{ start: Date; end: Date }>): Promise<string[]>;
  /**
   * Spend of each local day from `from` to `to` ('YYYY-MM-DD' in `timeZone`, both included; days without spend left
   * out), and the moment of the person's first counted spend ever (null for none). One statement: the days' edges are
   * computed once in the zone and each day is an index-only range, not a zone conversion per entry.
   */
  dailyTotals(userId: string, timeZone: string, days: { from: string; to: string }): Promise<{ days: Map<string, string>; firstAt: Date | null }>;
  /** Claims the right to send one alert; false when it was sent before in this period. */
  claimAlert(key: { userId: string; period: string; periodKey: string; level: string }): Promise<boolean>;
  /** The calendar months (UTC, 'YYYY-MM') in which the person has counted spend. */
  utcMonthsWithSpend(userId: string): Promise<string[]>;
  /** Forgets the person's spend and which alerts they were sent; returns how many spend entries went. */
  deleteSpendForUser(userId: string): Promise<number>;
  /**
   * Clear All Data (ADR 0005): spend made since `keepFrom` keeps counting, cut loose from the entries it came from (its
   * source ids become `cleared:<random>`), with the alerts sent since then; older spend and alerts go. Returns how
   * many spend entries went and how many were kept.
   */
  clearSpendForUser(userId: string, keepFrom: Date): Promise<{ deleted: number; kept: number }>;
}

export function createSpendRepo(db: Db): SpendRepo {
  return {
    async setEntryAmount(entry) {
      const [before] = await db.select({ amount: spendEntries.amount }).from(spendEntries).where(eq(spendEntries.sourceId, entry.sourceId)).for('update');
      await db
        .insert(spendEntries)
        .values(entry)
        .onConflictDoUpdate({ target: spendEntries.sourceId, set: { amount: entry.amount } });
      return before?.amount ?? null;
    },
    async entryOf(sourceId) {
      const [row] = await db.select({ amount: spendEntries.amount, occurredAt: spendEntries.occurredAt }).from(spendEntries).where(eq(spendEntries.sourceId, sourceId)).limit(1);
      return row;
    },
    async releaseAlerts({ userId, period, periodKey, levels }) {
      if (levels.length === 0) return;
      await db
        .delete(limitAlertsSent)
        .where(and(eq(limitAlertsSent.userId, userId), eq(limitAlertsSent.period, period), eq(limitAlertsSent.periodKey, periodKey), inArray(limitAlertsSent.level, levels)));
    },
    async totals(userId, ranges) {
      if (ranges.length === 0) return [];
      const low = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
      const high = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
      const sums = ranges.map(
        (r, i) => sql`coalesce(sum(${spendEntries.amount}) filter (where ${spendEntries.occurredAt} between ${r.start} and ${r.end}), 0)::text as ${sql.identifier(`s${i}`)}`,
      );
      const result = await db.execute<Record<string, string>>(
        sql`select ${sql.join(sums, sql`, `)} from ${spendEntries} where ${and(eq(spendEntries.userId, userId), gte(spendEntries.occurredAt, low), lte(spendEntries.occurredAt, high))}`,
      );
      return ranges.map((_r, i) => result.rows[0][`s${i}`]);
    },
    async dailyTotals(userId, timeZone, { from, to }) {
      const result = await db.execute<{ day: string | null; amount: string | null; first_at: Date | string | null }>(sql`
        with days as (
          select to_char(local, 'YYYY-MM-DD') as day, local at time zone ${timeZone} as starts, (local + interval '1 day') at time zone ${timeZone} as ends
          from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as local
        ), sums as (
          select days.day, spent.amount from days cross join lateral (
            select sum(${spendEntries.amount})::text as amount from ${spendEntries}
            where ${spendEntries.userId} = ${userId} and ${spendEntries.occurredAt} >= days.starts and ${spendEntries.occurredAt} < days.ends
          ) as spent where spent.amount is not null
        )
        select sums.day, sums.amount, first.first_at
        from (select min(${spendEntries.occurredAt}) as first_at from ${spendEntries} where ${eq(spendEntries.userId, userId)}) as first
        left join sums on true`);
      const firstAt = result.rows[0]?.first_at;
      const days = new Map(result.rows.filter((row) => row.day !== null).map((row) => [row.day!, row.amount!]));
      return { days, firstAt: firstAt ? new Date(firstAt) : null };
    },
    async claimAlert(key) {
      const rows = await db.insert(limitAlertsSent).values(key).onConflictDoNothing().returning({ level: limitAlertsSent.level });
      return rows.length > 0;
    },
    async utcMonthsWithSpend(userId) {
      const result = await db.execute<{ month: string }>(
        sql`select distinct to_char(${spendEntries.occurredAt} at time zone 'UTC', 'YYYY-MM') as month from ${spendEntries} where ${and(eq(spendEntries.userId, userId), not(like(spendEntries.sourceId, 'cleared:%')))}`,
      );
      return result.rows.map((row) => row.month);
    },
    async clearSpendForUser(userId, keepFrom) {
      await db.delete(limitAlertsSent).where(and(eq(limitAlertsSent.userId, userId), lt(limitAlertsSent.sentAt, keepFrom)));
      const deleted = await db
        .delete(spendEntries)
        .where(and(eq(spendEntries.userId, userId), lt(spendEntries.occurredAt, keepFrom)))
        .returning({ id: spendEntries.sourceId });
      const kept = await db
        .update(spendEntries)
        .set({ sourceId: sql`'cleared:' || gen_random_uuid()` })
        .where(and(eq(spendEntries.userId, userId), not(like(spendEntries.sourceId, 'cleared:%'))))
        .returning({ id: spendEntries.sourceId });
      return { deleted: deleted.length, kept: kept.length };
    },
    async deleteSpendForUser(userId) {
      await db.delete(limitAlertsSent).where(eq(limitAlertsSent.userId, userId));
      const deleted = await db.delete(spendEntries).where(eq(spendEntries.userId, userId)).returning({ id: spendEntries.sourceId });
      return deleted.length;
    },
  };
}
