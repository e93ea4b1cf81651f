import { and, asc, eq, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { InsightActivityRecord, InsightRecordsResponse, InsightSessionRecord } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { activities, deposits, personLimits, sessions } from './schema';

export interface InsightRecordsRepo {
  /** The person's activities and sessions (with their deposits) from `since` on, oldest first, and their limits. */
  list(userId: string, since: Date | null): Promise<InsightRecordsResponse>;
}

// PostgreSQL turns money into whole cents and times into epoch milliseconds, so 10,000 rows cross
// as plain numbers: no Date objects or decimal strings made here, none parsed on the other side.
const cents = (column: AnyColumn) => sql<number>`(${column} * 100)::float8`;
const epochMs = (column: AnyColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

export function createInsightRecordsRepo(db: Db): InsightRecordsRepo {
  return {
    async list(userId, since) {
      const activityRows = await db
        .select({
          type: activities.type,
          subtype: activities.subtype,
          amountCents: cents(activities.amount),
          isCompleted: activities.isCompleted,
          isWin: activities.isWin,
          winCents: cents(activities.winAmount),
          at: epochMs(activities.createdAt),
          completedAt: epochMs(activities.completedAt),
        })
        .from(activities)
        .where(and(eq(activities.userId, userId), since ? gte(activities.createdAt, since) : undefined))
        .orderBy(asc(activities.createdAt), asc(activities.id));
      const sessionRows = await db
        .select({
          id: sessions.id,
          type: sessions.type,
          startedAt: epochMs(sessions.startedAt),
          endedAt: epochMs(sessions.endedAt),
          depositedCents: cents(sessions.totalDeposited),
          finalCents: cents(sessions.finalAmount),
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), since ? gte(sessions.startedAt, since) : undefined))
        .orderBy(asc(sessions.startedAt), asc(sessions.id));
      const depositRows = sessionRows.length
        ? await db
            .select({ sessionId: deposits.sessionId, cents: cents(deposits.amount), at: epochMs(deposits.createdAt) })
            .from(deposits)
            .where(
              and(
                eq(deposits.userId, userId),
                inArray(
                  deposits.sessionId,
                  sessionRows.map((s) => s.id),
                ),
              ),
            )
            .orderBy(asc(deposits.createdAt))
        : [];
      const bySession = new Map<string, Array<{ cents: number; at: number }>>();
      for (const { sessionId, ...deposit } of depositRows) {
        const list = bySession.get(sessionId) ?? [];
        list.push(deposit);
        bySession.set(sessionId, list);
      }
      const [limits] = await db
        .select({ dailySpendLimit: personLimits.dailySpendLimit, weeklySpendLimit: personLimits.weeklySpendLimit, monthlySpendLimit: personLimits.monthlySpendLimit })
        .from(personLimits)
        .where(eq(personLimits.userId, userId))
        .limit(1);
      return {
        activities: activityRows.map((a) => ({ ...a, type: a.type as InsightActivityRecord['type'] })),
        sessions: sessionRows.map(({ id, ...s }) => ({ ...s, type: s.type as InsightSessionRecord['type'], deposits: bySession.get(id) ?? [] })),
        limits: limits ?? { dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: null },
      };
    },
  };
}
