import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { resultChecks, type CheckedActivity } from './schema';

export interface ResultCheck {
  activityId: string;
  userId: string;
  scanId: string | null;
  activity: CheckedActivity | null;
  state: 'waiting' | 'checked' | 'completed';
  dueAt: Date | null;
  attempts: number;
}

export interface ResultChecksRepo {
  get(activityId: string): Promise<ResultCheck | undefined>;
  /** Starts waiting for a check; false when the activity is known already (a replay, or its completion came first). */
  start(check: { activityId: string; userId: string; scanId: string | null; activity: CheckedActivity; dueAt: Date }): Promise<boolean>;
  /**
   * The activity got its result: no check is needed any more. Returns the attempt whose job was
   * waiting (to cancel it), or null. Recorded even before the activity's creation arrives.
   */
  complete(activityId: string, userId: string): Promise<number | null>;
  /** Moves a waiting check to its next attempt, only if it is still at `attempts`; false otherwise (a replayed job). */
  retry(activityId: string, attempts: number, dueAt: Date): Promise<boolean>;
  /** Marks a waiting check done, only if it is still at `attempts`; false otherwise. */
  finish(activityId: string, attempts: number): Promise<boolean>;
  deleteForUser(userId: string): Promise<ResultCheck[]>;
  /** Removes checks finished (checked or completed) before `before`; returns the scans they were made from. */
  pruneFinished(before: Date): Promise<string[]>;
  /** Waiting checks whose job should have run before `before` (a job lost between a commit and its scheduling). */
  overdue(before: Date): Promise<ResultCheck[]>;
}

export function createResultChecksRepo(db: Db): ResultChecksRepo {
  const waitingAt = (activityId: string, attempts: number) =>
    and(eq(resultChecks.activityId, activityId), eq(resultChecks.state, 'waiting'), eq(resultChecks.attempts, attempts));
  return {
    async get(activityId) {
      const [row] = await db.select().from(resultChecks).where(eq(resultChecks.activityId, activityId)).limit(1);
      return row ? toCheck(row) : undefined;
    },
    async start(check) {
      const rows = await db
        .insert(resultChecks)
        .values({ ...check, state: 'waiting' })
        .onConflictDoNothing()
        .returning({ id: resultChecks.activityId });
      return rows.length > 0;
    },
    async complete(activityId, userId) {
      // One statement (a consumer's round trips are its cost): the row as it was, locked, and the upsert.
      const { rows } = await db.execute<{ state: string; attempts: number }>(sql`
        with before as (select state, attempts from ${resultChecks} where activity_id = ${activityId} for update),
        marked as (
          insert into ${resultChecks} (activity_id, user_id, state) values (${activityId}, ${userId}, 'completed')
          on conflict (activity_id) do update set state = 'completed', updated_at = now()
        )
        select state, attempts from before`);
      const before = rows[0];
      return before?.state === 'waiting' ? Number(before.attempts) : null;
    },
    async retry(activityId, attempts, dueAt) {
      const rows = await db
        .update(resultChecks)
        .set({ attempts: attempts + 1, dueAt, updatedAt: new Date() })
        .where(waitingAt(activityId, attempts))
        .returning({ id: resultChecks.activityId });
      return rows.length > 0;
    },
    async finish(activityId, attempts) {
      const rows = await db
        .update(resultChecks)
        .set({ state: 'checked', updatedAt: new Date() })
        .where(waitingAt(activityId, attempts))
        .returning({ id: resultChecks.activityId });
      return rows.length > 0;
    },
    async deleteForUser(userId) {
      const rows = await db.delete(resultChecks).where(eq(resultChecks.userId, userId)).returning();
      return rows.map(toCheck);
    },
    async pruneFinished(before) {
      const rows = await db
        .delete(resultChecks)
        .where(and(ne(resultChecks.state, 'waiting'), lt(resultChecks.updatedAt, before)))
        .returning({ scanId: resultChecks.scanId });
      return rows.map((r) => r.scanId).filter((id): id is string => id !== null);
    },
    async overdue(before) {
      const rows = await db
        .select()
        .from(resultChecks)
        .where(and(eq(resultChecks.state, 'waiting'), lt(resultChecks.dueAt, before)))
        .limit(500);
      return rows.map(toCheck);
    },
  };
}

function toCheck(row: typeof resultChecks.$inferSelect): ResultCheck {
  return { activityId: row.activityId, userId: row.userId, scanId: row.scanId, activity: row.activity ?? null, state: row.state, dueAt: row.dueAt, attempts: row.attempts };
}
