import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { passwordAttempts } from '../db/schema';
import { retryAfterSeconds, type AttemptCounter } from './attempt-counter';

const SWEEP_MS = 60 * 60_000;

/**
 * Embedded mode: a row per key, counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING for all the
 * keys of an attempt, so concurrent attempts each see the count their own increment made. A row whose
 * window has ended starts again at 1; ended rows are swept hourly.
 */
export function createDbAttemptCounter(db: Db, clock: () => Date): AttemptCounter {
  const t = passwordAttempts;
  const sweeper = setInterval(
    () =>
      void db
        .delete(t)
        .where(lt(t.windowEndsAt, clock()))
        .catch(() => undefined),
    SWEEP_MS,
  ).unref();
  return {
    async count(attempts, now) {
      // One order for every statement, so two attempts sharing keys never wait on each other's rows crosswise.
      const sorted = [...attempts].sort((a, b) => (a.key < b.key ? -1 : 1));
      const rows = await db
        .insert(t)
        .values(sorted.map((a) => ({ key: a.key, email: a.email ?? null, userId: a.userId ?? null, count: 1, windowEndsAt: new Date(now.getTime() + a.windowMs) })))
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${t.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${t.count} + 1 end`,
            windowEndsAt: sql`case when ${t.windowEndsAt} <= ${now.toISOString()}::timestamptz then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        .returning({ key: t.key, count: t.count, windowEndsAt: t.windowEndsAt });
      return rows.map((r) => ({ key: r.key, count: r.count, retryAfterSeconds: retryAfterSeconds(r.windowEndsAt.getTime(), now.getTime()) }));
    },
    async uncount(key) {
      await db
        .update(t)
        .set({ count: sql`${t.count} - 1` })
        .where(and(eq(t.key, key), gt(t.count, 0)));
    },
    async forget(keys) {
      if (keys.length) await db.delete(t).where(inArray(t.key, keys));
    },
    async forgetPerson(email, userId) {
      await db.delete(t).where(or(eq(t.email, email), eq(t.userId, userId)));
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}
