import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { InsightRecordsResponse } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { activities, deposits, personLimits, sessions } from './schema';

export interface InsightRecordsRepo {
  /** The person's activities and sessions (with their deposits) from `since` on, oldest first, and their limits. */
  list(userId: string, since: Date | null): Promise<InsightRecordsResponse>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createInsightRecordsRepo(db: Db): InsightRecordsRepo {
  return {
    async list(userId, since) {
      const activityRows = await db
        .select({
          id: activities.id,
          type: activities.type,
          subtype: activities.subtype,
          amount: activities.amount,
          isCompleted: activities.isCompleted,
          isWin: activities.isWin,
          winAmount: activities.winAmount,
          createdAt: activities.createdAt,
          completedAt: activities.completedAt,
        })
        .from(activities)
        .where(and(eq(activities.userId, userId), since ? gte(activities.createdAt, since) : undefined))
        .orderBy(asc(activities.createdAt), asc(activities.id));
      const sessionRows = await db
        .select({
          id: sessions.id,
          type: sessions.type,
          startedAt: sessions.startedAt,
          endedAt: sessions.endedAt,
          totalDeposited: sessions.totalDeposited,
          finalAmount: sessions.finalAmount,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), since ? gte(sessions.startedAt, since) : undefined))
        .orderBy(asc(sessions.startedAt), asc(sessions.id));
      const depositRows = sessionRows.length
        ? await db
            .select({ sessionId: deposits.sessionId, amount: deposits.amount, createdAt: deposits.createdAt })
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
      const bySession = new Map<string, Array<{ amount: string; createdAt: string }>>();
      for (const d of depositRows) {
        const list = bySession.get(d.sessionId) ?? [];
        list.push({ amount: d.amount, createdAt: d.createdAt.toISOString() });
        bySession.set(d.sessionId, list);
      }
      const [limits] = await db
        .select({ dailySpendLimit: personLimits.dailySpendLimit, weeklySpendLimit: personLimits.weeklySpendLimit, monthlySpendLimit: personLimits.monthlySpendLimit })
        .from(personLimits)
        .where(eq(personLimits.userId, userId))
        .limit(1);
      return {
        activities: activityRows.map((a) => ({
          ...a,
          type: a.type as InsightRecordsResponse['activities'][number]['type'],
          createdAt: a.createdAt.toISOString(),
          completedAt: iso(a.completedAt),
        })),
        sessions: sessionRows.map((s) => ({
          ...s,
          type: s.type as 'slot' | 'table',
          startedAt: s.startedAt.toISOString(),
          endedAt: iso(s.endedAt),
          deposits: bySession.get(s.id) ?? [],
        })),
        limits: limits ?? { dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: null },
      };
    },
  };
}
