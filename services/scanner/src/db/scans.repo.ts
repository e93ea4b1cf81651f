import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { LotteryTicketDetails } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import type { TicketFields } from '@tally/ticket-reader';
import { scans } from './schema';

export interface KeptScan {
  id: string;
  userId: string;
  createdAt: Date;
  type: string;
  fields: TicketFields;
  lottery: LotteryTicketDetails | null;
  rawText: string;
  activityId: string | null;
}

export interface ScansRepo {
  keep(scan: Omit<KeptScan, 'activityId'>): Promise<void>;
  /** The person's own scan; another person's id finds nothing. */
  findOwned(userId: string, id: string): Promise<KeptScan | undefined>;
  /** Links the person's own scan to the activity made from it; false when it is not theirs or gone. */
  link(userId: string, id: string, activityId: string): Promise<boolean>;
  deleteForUser(userId: string): Promise<number>;
  deleteByIds(ids: string[]): Promise<number>;
  /** Removes scans never linked to an activity, made before `before`. */
  pruneUnlinked(before: Date): Promise<number>;
}

export function createScansRepo(db: Db): ScansRepo {
  return {
    async keep(scan) {
      await db.insert(scans).values(scan);
    },
    async findOwned(userId, id) {
      const [row] = await db
        .select()
        .from(scans)
        .where(and(eq(scans.id, id), eq(scans.userId, userId)))
        .limit(1);
      return row;
    },
    async link(userId, id, activityId) {
      const rows = await db
        .update(scans)
        .set({ activityId })
        .where(and(eq(scans.id, id), eq(scans.userId, userId)))
        .returning({ id: scans.id });
      return rows.length > 0;
    },
    async deleteForUser(userId) {
      const rows = await db.delete(scans).where(eq(scans.userId, userId)).returning({ id: scans.id });
      return rows.length;
    },
    async deleteByIds(ids) {
      if (ids.length === 0) return 0;
      const rows = await db.delete(scans).where(inArray(scans.id, ids)).returning({ id: scans.id });
      return rows.length;
    },
    async pruneUnlinked(before) {
      const rows = await db
        .delete(scans)
        .where(and(isNull(scans.activityId), lt(scans.createdAt, before)))
        .returning({ id: scans.id });
      return rows.length;
    },
  };
}
