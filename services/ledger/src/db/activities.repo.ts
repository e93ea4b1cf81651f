import { desc, eq, sql } from 'drizzle-orm';
import type { Activity } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { activities, type ActivityRow } from './schema';

export type NewActivity = typeof activities.$inferInsert;

export interface ActivitiesRepo {
  insert(activity: NewActivity): Promise<ActivityRow>;
  /** The person's activities, newest first. */
  listRecent(userId: string, limit?: number): Promise<ActivityRow[]>;
}

/** Activities over a connection: the pool for reads, a transaction inside a unit of work. */
export function createActivitiesRepo(db: Db): ActivitiesRepo {
  // Home asks for the latest five on every visit: a named prepared statement, built on first use, so
  // neither drizzle nor PostgreSQL builds and plans the query again for each call (LIMIT NULL is no limit).
  let recent: ReturnType<typeof prepareRecent> | undefined;
  const prepareRecent = () =>
    db
      .select()
      .from(activities)
      .where(eq(activities.userId, sql.placeholder('userId')))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(sql.placeholder('limit'))
      .prepare('ledger_recent_activities');
  return {
    async insert(activity) {
      const [row] = await db.insert(activities).values(activity).returning();
      return row;
    },
    async listRecent(userId, limit) {
      recent ??= prepareRecent();
      return recent.execute({ userId, limit: limit ?? null });
    },
  };
}

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    type: row.type as Activity['type'],
    subtype: row.subtype,
    amount: row.amount,
    details: row.details,
    description: row.description,
    isCompleted: row.isCompleted,
    isWin: row.isWin,
    winAmount: row.winAmount,
    wonAmount: row.wonAmount,
    ticketImage: row.ticketImage,
    createdAt: row.createdAt.toISOString(),
    racetrack: row.racetrack,
    raceDate: row.raceDate,
    raceTime: row.raceTime,
    raceNumber: row.raceNumber,
    betType: row.betType,
    horseNumber: row.horseNumber,
    horseSelections: row.horseSelections,
    isBoxed: row.isBoxed,
    racingSubtype: row.racingSubtype as Activity['racingSubtype'],
    aiResultChecked: row.aiResultChecked,
    aiResultStatus: row.aiResultStatus,
    aiResultConfidence: row.aiResultConfidence,
    aiResultWinAmount: row.aiResultWinAmount,
    aiResultDetails: row.aiResultDetails,
  };
}
