import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { loginFailures } from '../db/schema';
import { LOCKOUT, retryAfterFrom, type LoginThrottle } from './login-throttle';

/** Embedded mode: failures in a table, old rows pruned as they leave the window. */
export function createDbLoginThrottle(db: Db): LoginThrottle {
  return {
    async retryAfterSeconds(email, now) {
      const rows = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, new Date(now.getTime() - LOCKOUT.windowMs))));
      return retryAfterFrom(
        rows.map((r) => r.failedAt.getTime()),
        now.getTime(),
      );
    },
    async recordFailure(email, now) {
      await db.insert(loginFailures).values({ email, failedAt: now });
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - LOCKOUT.windowMs)));
    },
    async clear(email) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
    async close() {},
  };
}
