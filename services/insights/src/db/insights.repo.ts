import { and, desc, eq } from 'drizzle-orm';
import type { InsightHistoryItem, InsightTimeFrame } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { insights, type InsightRow } from './schema';

export type NewInsight = Omit<InsightRow, 'markers'> & { markers: unknown };

export interface InsightsRepo {
  add(insight: NewInsight): Promise<InsightHistoryItem>;
  /** The person's saved insights for one period, newest first. */
  list(userId: string, timeFrame: InsightTimeFrame): Promise<InsightHistoryItem[]>;
}

const toItem = (row: InsightRow): InsightHistoryItem => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  timeFrame: row.timeFrame as InsightTimeFrame,
  totalSpent: row.totalSpent,
  totalWon: row.totalWon,
  netReturn: row.netReturn,
  insights: row.text,
});

export function createInsightsRepo(db: Db): InsightsRepo {
  return {
    async add(insight) {
      const [row] = await db.insert(insights).values(insight).returning();
      return toItem(row!);
    },
    async list(userId, timeFrame) {
      const rows = await db
        .select()
        .from(insights)
        .where(and(eq(insights.userId, userId), eq(insights.timeFrame, timeFrame)))
        .orderBy(desc(insights.createdAt), desc(insights.id));
      return rows.map(toItem);
    },
  };
}
