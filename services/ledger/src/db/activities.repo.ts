import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { ticketImagePath, type Activity, type PageCursor } from '@tally/contracts';
import { builtOnceReturning, unnestedPlaceholders, unnestedValues, type Db } from '@tally/service-kit';
import { activities } from './schema';

export type NewActivity = typeof activities.$inferInsert;

/**
 * The columns an activity answer shows: every field of spec section 3, and never the ticket image
 * itself (it lives in ticket_images; `has_ticket_image` says whether there is one).
 */
const listColumns = {
  id: activities.id,
  type: activities.type,
  subtype: activities.subtype,
  amount: activities.amount,
  details: activities.details,
  description: activities.description,
  isCompleted: activities.isCompleted,
  isWin: activities.isWin,
  winAmount: activities.winAmount,
  wonAmount: activities.wonAmount,
  hasTicketImage: activities.hasTicketImage,
  createdAt: activities.createdAt,
  racetrack: activities.racetrack,
  raceDate: activities.raceDate,
  raceTime: activities.raceTime,
  raceNumber: activities.raceNumber,
  betType: activities.betType,
  horseNumber: activities.horseNumber,
  horseSelections: activities.horseSelections,
  isBoxed: activities.isBoxed,
  racingSubtype: activities.racingSubtype,
  aiResultChecked: activities.aiResultChecked,
  aiResultStatus: activities.aiResultStatus,
  aiResultConfidence: activities.aiResultConfidence,
  aiResultWinAmount: activities.aiResultWinAmount,
  aiResultDetails: activities.aiResultDetails,
};
export type ActivityListRow = { [K in keyof typeof listColumns]: (typeof activities.$inferSelect)[K] };

export interface ActivityResult {
  isWin: boolean;
  winAmount: string | null;
  completedAt: Date;
}

/** What scanner's result check suggested (scanner.result.checked). */
export interface AiResult {
  status: string;
  confidence: number;
  winAmount: string | null;
  details: string | null;
}

/** The columns a correction may change: what was logged, never when or the result. */
export type ActivityCorrection = Partial<
  Pick<
    NewActivity,
    | 'amount'
    | 'subtype'
    | 'details'
    | 'description'
    | 'racetrack'
    | 'raceDate'
    | 'raceTime'
    | 'raceNumber'
    | 'betType'
    | 'horseNumber'
    | 'horseSelections'
    | 'isBoxed'
    | 'racingSubtype'
  >
>;

export interface ActivitiesRepo {
  insert(activity: NewActivity): Promise<ActivityListRow>;
  /** Inserts several in one statement; the rows in the order given. */
  insertAll(activities: readonly NewActivity[]): Promise<ActivityListRow[]>;
  /** Pending first, then newest first; after `cursor` when given. */
  listPage(userId: string, page: { limit: number; cursor?: PageCursor }): Promise<ActivityListRow[]>;
  /** Created within [start, end], newest first; after `cursor` when given. */
  listByDate(userId: string, range: { start: Date; end: Date; limit: number; cursor?: PageCursor }): Promise<ActivityListRow[]>;
  /** The person's activity by id; undefined when they have no such activity (someone else's included). */
  findOwned(userId: string, id: string): Promise<ActivityListRow | undefined>;
  /** Sets the result of the person's activity; undefined when they have no such activity. */
  complete(userId: string, id: string, result: ActivityResult): Promise<ActivityListRow | undefined>;
  /** Keeps the AI's suggested result on the person's activity; undefined when they have no such activity. */
  recordAiResult(userId: string, id: string, result: AiResult): Promise<ActivityListRow | undefined>;
  /** Changes what was logged on the person's activity (never its time or result); undefined when they have no such activity. */
  correct(userId: string, id: string, fields: ActivityCorrection): Promise<ActivityListRow | undefined>;
  /** Removes the person's activity (its ticket image goes with it); undefined when they have no such activity. */
  deleteOwned(userId: string, id: string): Promise<ActivityListRow | undefined>;
  /** Removes every activity of the person (their ticket images go with them). */
  deleteForUser(userId: string): Promise<number>;
}

/** A batch's insert: one statement text whatever the batch's size (unnested arrays), built once. */
const insertRows = builtOnceReturning<typeof activities, ActivityListRow>(listColumns, (db, table) =>
  db.insert(table).select(unnestedPlaceholders(table)).returning(listColumns),
);

/** Activities over a connection: the pool for reads, a transaction inside a unit of work. */
export function createActivitiesRepo(db: Db): ActivitiesRepo {
  const newestFirst = [desc(activities.createdAt), desc(activities.id)];
  const before = (cursor: PageCursor): SQL => sql`(${activities.createdAt}, ${activities.id}) < (${cursor.at}, ${cursor.id})`;

  /** One section of the list (pending or completed), in index order. */
  const section = (userId: string, completed: boolean, limit: number, cursor?: PageCursor) =>
    db
      .select(listColumns)
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.isCompleted, completed), cursor ? before(cursor) : undefined))
      .orderBy(...newestFirst)
      .limit(limit);

  // Home asks for the first five on every visit: a named prepared statement, built on first use, so
  // neither drizzle nor PostgreSQL builds and plans the query again for each call.
  let firstPage: ReturnType<typeof prepareFirstPage> | undefined;
  const prepareFirstPage = () =>
    db
      .select(listColumns)
      .from(activities)
      .where(eq(activities.userId, sql.placeholder('userId')))
      .orderBy(asc(activities.isCompleted), ...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('ledger_activities_first_page');

  return {
    async insert(activity) {
      const [row] = await db.insert(activities).values(activity).returning(listColumns);
      return row;
    },
    async insertAll(rows) {
      if (rows.length === 0) return [];
      const inserted = await insertRows(db, activities, unnestedValues(activities, rows));
      // PostgreSQL returns a VALUES insert's rows in order, but nothing promises it: matched by id.
      const byId = new Map(inserted.map((row) => [row.id, row]));
      return rows.map((row) => byId.get(row.id!)!);
    },
    async listPage(userId, { limit, cursor }) {
      // The first page is one range of activities_user_pending_created_idx. A later page resumes
      // inside the section its cursor is in, then (if room is left) starts the completed one.
      if (!cursor) {
        firstPage ??= prepareFirstPage();
        return firstPage.execute({ userId, limit });
      }
      const rows = cursor.pending ? await section(userId, false, limit, cursor) : [];
      if (rows.length < limit) rows.push(...(await section(userId, true, limit - rows.length, cursor.pending ? undefined : cursor)));
      return rows;
    },
    async listByDate(userId, { start, end, limit, cursor }) {
      return db
        .select(listColumns)
        .from(activities)
        .where(and(eq(activities.userId, userId), gte(activities.createdAt, start), lte(activities.createdAt, end), cursor ? before(cursor) : undefined))
        .orderBy(...newestFirst)
        .limit(limit);
    },
    async findOwned(userId, id) {
      const [row] = await db
        .select(listColumns)
        .from(activities)
        .where(and(eq(activities.id, id), eq(activities.userId, userId)))
        .limit(1);
      return row;
    },
    async complete(userId, id, result) {
      const [row] = await db
        .update(activities)
        // A lottery ticket's won amount follows its result, so a ticket corrected to a loss does not still say it won.
        .set({
          isCompleted: true,
          isWin: result.isWin,
          winAmount: result.winAmount,
          wonAmount: sql`CASE WHEN ${activities.type} = 'lottery' THEN ${result.winAmount}::numeric ELSE ${activities.wonAmount} END`,
          completedAt: result.completedAt,
        })
        .where(and(eq(activities.id, id), eq(activities.userId, userId)))
        .returning(listColumns);
      return row;
    },
    async recordAiResult(userId, id, result) {
      const [row] = await db
        .update(activities)
        .set({
          aiResultChecked: true,
          aiResultStatus: result.status,
          aiResultConfidence: result.confidence,
          aiResultWinAmount: result.winAmount,
          aiResultDetails: result.details,
        })
        .where(and(eq(activities.id, id), eq(activities.userId, userId)))
        .returning(listColumns);
      return row;
    },
    async correct(userId, id, fields) {
      const [row] = await db
        .update(activities)
        .set(fields)
        .where(and(eq(activities.id, id), eq(activities.userId, userId)))
        .returning(listColumns);
      return row;
    },
    async deleteOwned(userId, id) {
      const [row] = await db
        .delete(activities)
        .where(and(eq(activities.id, id), eq(activities.userId, userId)))
        .returning(listColumns);
      return row;
    },
    async deleteForUser(userId) {
      const deleted = await db.delete(activities).where(eq(activities.userId, userId)).returning({ id: activities.id });
      return deleted.length;
    },
  };
}

/** The wire shape of an activity (contracts `Activity`). */
export function toActivity(row: ActivityListRow): Activity {
  const imageUrl = row.hasTicketImage ? ticketImagePath(row.id) : null;
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
    ticketImage: imageUrl,
    hasTicketImage: row.hasTicketImage,
    ticketImageUrl: imageUrl,
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
