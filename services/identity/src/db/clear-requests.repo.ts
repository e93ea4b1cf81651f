import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { dataClearRequests, type DataClearRequestRow } from './schema';

export interface ClearRequestsRepo {
  /** Stores a new request waiting for `services`, replacing the person's earlier requests. */
  replace(row: { id: string; userId: string; pending: readonly string[] }): Promise<DataClearRequestRow>;
  /** The person's request, or undefined when unknown or someone else's. */
  find(userId: string, requestId: string): Promise<DataClearRequestRow | undefined>;
  /** Takes `service` off the request's pending list (once; a repeat changes nothing) and sets doneAt when the list empties. */
  markAnswered(userId: string, requestId: string, service: string, at: Date): Promise<DataClearRequestRow | undefined>;
  deleteForUser(userId: string): Promise<void>;
}

export function createClearRequestsRepo(db: Db): ClearRequestsRepo {
  return {
    async replace(row) {
      await db.delete(dataClearRequests).where(eq(dataClearRequests.userId, row.userId));
      const [created] = await db
        .insert(dataClearRequests)
        .values({ ...row, pending: [...row.pending] })
        .returning();
      return created;
    },
    async find(userId, requestId) {
      const [row] = await db
        .select()
        .from(dataClearRequests)
        .where(and(eq(dataClearRequests.id, requestId), eq(dataClearRequests.userId, userId)));
      return row;
    },
    async markAnswered(userId, requestId, service, at) {
      const remaining = sql`array_remove(${dataClearRequests.pending}, ${service})`;
      const [row] = await db
        .update(dataClearRequests)
        .set({ pending: remaining, doneAt: sql`case when cardinality(${remaining}) = 0 then coalesce(${dataClearRequests.doneAt}, ${at}) end` })
        .where(and(eq(dataClearRequests.id, requestId), eq(dataClearRequests.userId, userId)))
        .returning();
      return row;
    },
    async deleteForUser(userId) {
      await db.delete(dataClearRequests).where(eq(dataClearRequests.userId, userId));
    },
  };
}
