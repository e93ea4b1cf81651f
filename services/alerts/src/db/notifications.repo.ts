import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { notifications, type NotificationRow } from './schema';

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
  createdAt?: Date;
  /** What it is about; a second notification with the same key is not created. */
  dedupeKey?: string;
}

export interface NotificationsRepo {
  /** Creates it; undefined when one with the same dedupe key exists (a replayed event or job). */
  create(notification: NewNotification): Promise<NotificationRow | undefined>;
  get(id: string): Promise<NotificationRow | undefined>;
  list(userId: string, options?: { unreadOnly?: boolean }): Promise<NotificationRow[]>;
  /** Marks one of the person's notifications read; false when it is not theirs or does not exist. */
  markRead(userId: string, id: string): Promise<NotificationRow | undefined>;
  markAllRead(userId: string): Promise<number>;
  /** Removes every notification of the person; returns how many. */
  deleteForUser(userId: string): Promise<number>;
}

export function createNotificationsRepo(db: Db): NotificationsRepo {
  return {
    async create(n) {
      const [row] = await db
        .insert(notifications)
        .values({
          id: randomUUID(),
          userId: n.userId,
          type: n.type,
          title: n.title,
          message: n.message,
          metadata: n.metadata ?? null,
          createdAt: n.createdAt ?? new Date(),
          dedupeKey: n.dedupeKey ?? null,
        })
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning();
      return row;
    },
    async get(id) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },
    async list(userId, options) {
      const where = options?.unreadOnly ? and(eq(notifications.userId, userId), eq(notifications.isRead, false)) : eq(notifications.userId, userId);
      return db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(200);
    },
    async markRead(userId, id) {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning();
      return row;
    },
    async markAllRead(userId) {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async deleteForUser(userId) {
      const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    metadata: (row.metadata as Notification['metadata']) ?? null,
  };
}
