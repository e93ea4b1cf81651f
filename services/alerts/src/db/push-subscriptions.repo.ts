import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { pushSubscriptions, type PushSubscriptionRow } from './schema';

export interface PushSubscriptionsRepo {
  /**
   * Saves a device's subscription for the person. An endpoint is one browser profile: if someone
   * else subscribed it before (a shared device), it now belongs to this person alone, but only when
   * the same keys come with it (only that browser knows them); otherwise undefined and nothing changes.
   */
  save(userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<PushSubscriptionRow | undefined>;
  forUser(userId: string): Promise<PushSubscriptionRow[]>;
  get(id: string): Promise<PushSubscriptionRow | undefined>;
  /** Removes the person's subscription with that endpoint; false when they have none. */
  deleteByEndpoint(userId: string, endpoint: string): Promise<boolean>;
  /** Removes a subscription the push service says is gone (404 or 410). */
  deleteById(id: string): Promise<void>;
  deleteForUser(userId: string): Promise<number>;
}

export function createPushSubscriptionsRepo(db: Db): PushSubscriptionsRepo {
  return {
    async save(userId, subscription) {
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ id: randomUUID(), userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: new Date() },
          setWhere: or(eq(pushSubscriptions.userId, userId), and(eq(pushSubscriptions.p256dh, subscription.p256dh), eq(pushSubscriptions.auth, subscription.auth))),
        })
        .returning();
      return row;
    },
    async forUser(userId) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
    async get(id) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
      return row;
    },
    async deleteByEndpoint(userId, endpoint) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    async deleteById(id) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async deleteForUser(userId) {
      const rows = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).returning({ id: pushSubscriptions.id });
      return rows.length;
    },
  };
}
