import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SessionType } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { sessionTimers } from './schema';

export interface SessionTimer {
  sessionId: string;
  userId: string;
  sessionType: SessionType;
  startedAt: Date | null;
  totalDeposited: string;
  nextMinutes: number | null;
  endedAt: Date | null;
  timeZone: string | null;
}

export interface SessionTimersRepo {
  get(sessionId: string): Promise<SessionTimer | undefined>;
  /** Records the start; false when it was known already (a replay) or the session has ended (its end came first). */
  start(timer: { sessionId: string; userId: string; sessionType: SessionType; startedAt: Date; nextMinutes: number; timeZone: string | null }): Promise<boolean>;
  /** Marks the session ended (creating the row when the end arrives before the start); returns the mark whose job was waiting. */
  end(timer: { sessionId: string; userId: string; sessionType: SessionType; endedAt: Date }): Promise<number | null>;
  setNextMinutes(sessionId: string, minutes: number | null): Promise<void>;
  /** Keeps the largest running total seen, so deposit events arriving out of order never lower it. */
  raiseTotal(deposit: { sessionId: string; userId: string; sessionType: SessionType; totalDeposited: string }): Promise<void>;
  /** Sets the running total after a deposit was corrected or deleted (it may go down). */
  setTotal(deposit: { sessionId: string; userId: string; sessionType: SessionType; totalDeposited: string }): Promise<void>;
  deleteForUser(userId: string): Promise<SessionTimer[]>;
  /** Open sessions whose waiting mark fell due more than `graceMs` ago (its job was lost). */
  overdue(now: Date, minuteMs: number, graceMs: number): Promise<Array<SessionTimer & { nextMinutes: number }>>;
}

export function createSessionTimersRepo(db: Db): SessionTimersRepo {
  return {
    async get(sessionId) {
      const [row] = await db.select().from(sessionTimers).where(eq(sessionTimers.sessionId, sessionId)).limit(1);
      return row ? toTimer(row) : undefined;
    },
    async start(timer) {
      // A deposit may arrive before the start (consumers run apart) and leave a row without a start.
      const rows = await db
        .insert(sessionTimers)
        .values(timer)
        .onConflictDoUpdate({
          target: sessionTimers.sessionId,
          set: { startedAt: timer.startedAt, nextMinutes: timer.nextMinutes, timeZone: timer.timeZone },
          setWhere: and(isNull(sessionTimers.startedAt), isNull(sessionTimers.endedAt)),
        })
        .returning({ id: sessionTimers.sessionId });
      return rows.length > 0;
    },
    async end(timer) {
      const [before] = await db.select({ nextMinutes: sessionTimers.nextMinutes }).from(sessionTimers).where(eq(sessionTimers.sessionId, timer.sessionId)).for('update');
      await db
        .insert(sessionTimers)
        .values(timer)
        .onConflictDoUpdate({ target: sessionTimers.sessionId, set: { endedAt: timer.endedAt, nextMinutes: null } });
      return before?.nextMinutes ?? null;
    },
    async setNextMinutes(sessionId, minutes) {
      await db.update(sessionTimers).set({ nextMinutes: minutes }).where(eq(sessionTimers.sessionId, sessionId));
    },
    async raiseTotal(deposit) {
      await db
        .insert(sessionTimers)
        .values(deposit)
        .onConflictDoUpdate({ target: sessionTimers.sessionId, set: { totalDeposited: sql`greatest(${sessionTimers.totalDeposited}, excluded.total_deposited)` } });
    },
    async setTotal(deposit) {
      await db
        .insert(sessionTimers)
        .values(deposit)
        .onConflictDoUpdate({ target: sessionTimers.sessionId, set: { totalDeposited: deposit.totalDeposited } });
    },
    async deleteForUser(userId) {
      const rows = await db.delete(sessionTimers).where(eq(sessionTimers.userId, userId)).returning();
      return rows.map(toTimer);
    },
    async overdue(now, minuteMs, graceMs) {
      const dueAt = sql`${sessionTimers.startedAt} + ${sessionTimers.nextMinutes} * ${minuteMs} * interval '1 millisecond'`;
      const rows = await db
        .select()
        .from(sessionTimers)
        .where(and(isNull(sessionTimers.endedAt), isNotNull(sessionTimers.nextMinutes), isNotNull(sessionTimers.startedAt), sql`${dueAt} < ${new Date(now.getTime() - graceMs)}`))
        .limit(500);
      return rows.map((row) => ({ ...toTimer(row), nextMinutes: row.nextMinutes! }));
    },
  };
}

function toTimer(row: typeof sessionTimers.$inferSelect): SessionTimer {
  return { ...row, sessionType: row.sessionType as SessionType };
}
