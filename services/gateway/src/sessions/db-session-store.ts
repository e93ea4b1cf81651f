import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { sessions } from '../db/schema';
import type { SessionData, SessionStore } from './session-store';

/** Sessions in the embedded database; expired rows are swept every few minutes. */
export function createDbSessionStore(db: Db, sweepEveryMs = 5 * 60_000): SessionStore {
  const sweep = setInterval(() => {
    db.delete(sessions)
      .where(lt(sessions.expiresAt, new Date()))
      .catch(() => undefined);
  }, sweepEveryMs);
  sweep.unref();
  return {
    async get(id) {
      const [row] = await db
        .select({ data: sessions.data })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.data as SessionData | undefined;
    },
    async set(id, data, maxAgeMs) {
      const values = { data, userId: data.userId ?? null, expiresAt: new Date(Date.now() + maxAgeMs) };
      await db
        .insert(sessions)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: sessions.id, set: values });
    },
    async destroy(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async destroyAllForUser(userId, keepId) {
      const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
      const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
      return rows.length;
    },
    async setTimeZoneForUser(userId, timeZone) {
      const rows = await db
        .update(sessions)
        .set({ data: sql`${sessions.data} || jsonb_build_object('timeZone', ${timeZone}::text)` })
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
