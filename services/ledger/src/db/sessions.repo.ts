import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { ERROR_CODES, LEDGER_MESSAGES, type Deposit, type PageCursor, type Session, type SessionType } from '@tally/contracts';
import { InputError, type Db } from '@tally/service-kit';
import { deposits, sessions, type DepositRow, type SessionRow } from './schema';

export interface SessionsRepo {
  /** Starts a session; undefined when the person already has an active one (the partial unique index decides). */
  start(session: { id: string; userId: string; type: SessionType; venue: string | null; startedAt: Date }): Promise<SessionRow | undefined>;
  findActive(userId: string): Promise<SessionRow | undefined>;
  findOwned(userId: string, id: string): Promise<SessionRow | undefined>;
  /** Newest first; started within [start, end] when given; after `cursor` when given. */
  list(userId: string, page: { limit: number; start?: Date; end?: Date; cursor?: PageCursor }): Promise<SessionRow[]>;
  /**
   * Adds `amount` to the person's active session in one statement under the row lock, so
   * concurrent deposits all count. Undefined when it is not theirs or has ended.
   */
  addToTotal(userId: string, id: string, amount: string): Promise<SessionRow | undefined>;
  insertDeposit(deposit: { id: string; sessionId: string; userId: string; amount: string; createdAt: Date }): Promise<DepositRow>;
  /** Ends the person's active session; undefined when it is not theirs or has already ended. */
  end(userId: string, id: string, finalAmount: string, endedAt: Date): Promise<SessionRow | undefined>;
  /** The session's deposits or buy-ins, oldest first. */
  listDeposits(sessionId: string): Promise<DepositRow[]>;
  /** Locks and returns the person's session; undefined when they have no such session. */
  lockOwned(userId: string, id: string): Promise<SessionRow | undefined>;
  /** Changes the venue and/or final amount of the person's session. */
  correct(userId: string, id: string, fields: { venue?: string | null; finalAmount?: string }): Promise<SessionRow | undefined>;
  /** Removes the person's session with its deposits; returns it and its deposits' ids, undefined when they have no such session. */
  deleteOwned(userId: string, id: string): Promise<{ session: SessionRow; depositIds: string[] } | undefined>;
  /** The person's deposit in that session; undefined otherwise. */
  findDeposit(userId: string, sessionId: string, depositId: string): Promise<DepositRow | undefined>;
  /** Sets a deposit's amount and moves the session's total by the difference (under the session's row lock, taken by the caller). */
  correctDeposit(deposit: DepositRow, amount: string): Promise<{ deposit: DepositRow; session: SessionRow }>;
  /** Removes a deposit and takes it off the session's total and count. */
  deleteDeposit(deposit: DepositRow): Promise<SessionRow>;
  /** Removes every session of the person, with their deposits. */
  deleteForUser(userId: string): Promise<number>;
}

const active = isNull(sessions.endedAt);

export function createSessionsRepo(db: Db): SessionsRepo {
  const owned = (userId: string, id: string) => and(eq(sessions.id, id), eq(sessions.userId, userId));
  // The home banner polls the active session every 3 seconds: prepared once, by name, on first use.
  let activeOf: ReturnType<typeof prepareActive> | undefined;
  const prepareActive = () =>
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, sql.placeholder('userId')), active))
      .limit(1)
      .prepare('ledger_active_session');
  return {
    async start(session) {
      const rows = await db
        .insert(sessions)
        .values(session)
        .onConflictDoNothing({ target: sessions.userId, where: sql`ended_at is null` })
        .returning();
      return rows[0];
    },
    async findActive(userId) {
      activeOf ??= prepareActive();
      const [row] = await activeOf.execute({ userId });
      return row;
    },
    async findOwned(userId, id) {
      const [row] = await db.select().from(sessions).where(owned(userId, id)).limit(1);
      return row;
    },
    async list(userId, { limit, start, end, cursor }) {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            start ? gte(sessions.startedAt, start) : undefined,
            end ? lte(sessions.startedAt, end) : undefined,
            cursor ? sql`(${sessions.startedAt}, ${sessions.id}) < (${cursor.at}, ${cursor.id})` : undefined,
          ),
        )
        .orderBy(desc(sessions.startedAt), desc(sessions.id))
        .limit(limit);
    },
    async addToTotal(userId, id, amount) {
      try {
        const [row] = await db
          .update(sessions)
          .set({ totalDeposited: sql`${sessions.totalDeposited} + ${amount}::numeric`, depositCount: sql`${sessions.depositCount} + 1` })
          .where(and(owned(userId, id), active))
          .returning();
        return row;
      } catch (err) {
        // NUMERIC(12,2) holds up to 9,999,999,999.99: a total past it is the person's input, not a fault.
        if (pgCode(err) === '22003') throw new InputError(LEDGER_MESSAGES.amountTooLarge, undefined, ERROR_CODES.amountTooLarge);
        throw err;
      }
    },
    async insertDeposit(deposit) {
      const [row] = await db.insert(deposits).values(deposit).returning();
      return row;
    },
    async end(userId, id, finalAmount, endedAt) {
      const [row] = await db
        .update(sessions)
        .set({ endedAt, finalAmount })
        .where(and(owned(userId, id), active))
        .returning();
      return row;
    },
    async listDeposits(sessionId) {
      return db.select().from(deposits).where(eq(deposits.sessionId, sessionId)).orderBy(asc(deposits.createdAt), asc(deposits.id));
    },
    async lockOwned(userId, id) {
      const [row] = await db.select().from(sessions).where(owned(userId, id)).limit(1).for('update');
      return row;
    },
    async correct(userId, id, fields) {
      const [row] = await db.update(sessions).set(fields).where(owned(userId, id)).returning();
      return row;
    },
    async deleteOwned(userId, id) {
      const gone = await db
        .delete(deposits)
        .where(and(eq(deposits.sessionId, id), eq(deposits.userId, userId)))
        .returning({ id: deposits.id });
      const [session] = await db.delete(sessions).where(owned(userId, id)).returning();
      return session ? { session, depositIds: gone.map((d) => d.id) } : undefined;
    },
    async findDeposit(userId, sessionId, depositId) {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, depositId), eq(deposits.sessionId, sessionId), eq(deposits.userId, userId)))
        .limit(1);
      return row;
    },
    async correctDeposit(deposit, amount) {
      const [changed] = await db.update(deposits).set({ amount }).where(eq(deposits.id, deposit.id)).returning();
      try {
        const [session] = await db
          .update(sessions)
          .set({ totalDeposited: sql`${sessions.totalDeposited} - ${deposit.amount}::numeric + ${amount}::numeric` })
          .where(eq(sessions.id, deposit.sessionId))
          .returning();
        return { deposit: changed, session };
      } catch (err) {
        if (pgCode(err) === '22003') throw new InputError(LEDGER_MESSAGES.amountTooLarge, undefined, ERROR_CODES.amountTooLarge);
        throw err;
      }
    },
    async deleteDeposit(deposit) {
      await db.delete(deposits).where(eq(deposits.id, deposit.id));
      const [session] = await db
        .update(sessions)
        .set({ totalDeposited: sql`${sessions.totalDeposited} - ${deposit.amount}::numeric`, depositCount: sql`${sessions.depositCount} - 1` })
        .where(eq(sessions.id, deposit.sessionId))
        .returning();
      return session;
    },
    async deleteForUser(userId) {
      const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

/** The PostgreSQL error code behind a driver or Drizzle error. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

/** The wire shape of a session (contracts `Session`). */
export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    type: row.type as SessionType,
    venue: row.venue,
    isActive: row.endedAt === null,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    totalDeposited: row.totalDeposited,
    totalDeposits: row.totalDeposited,
    finalAmount: row.finalAmount,
    depositsCount: row.depositCount,
  };
}

/** The wire shape of a deposit or buy-in (contracts `Deposit`). */
export function toDeposit(row: DepositRow): Deposit {
  return { id: row.id, sessionId: row.sessionId, amount: row.amount, createdAt: row.createdAt.toISOString() };
}
