import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { avatars } from './schema';

export interface AvatarsRepo {
  /** Stores the new picture and removes the person's older ones. */
  replace(tx: Db, avatar: { id: string; userId: string; image: Buffer; contentType: string }): Promise<void>;
  findOwned(db: Db, userId: string, id: string): Promise<{ image: Buffer; contentType: string } | undefined>;
  deleteForUser(tx: Db, userId: string): Promise<void>;
}

export function createAvatarsRepo(): AvatarsRepo {
  return {
    async replace(tx, avatar) {
      await tx.insert(avatars).values(avatar);
      await tx.delete(avatars).where(and(eq(avatars.userId, avatar.userId), ne(avatars.id, avatar.id)));
    },
    async findOwned(db, userId, id) {
      const [row] = await db.select({ image: avatars.image, contentType: avatars.contentType }).from(avatars).where(and(eq(avatars.id, id), eq(avatars.userId, userId))).limit(1);
      return row;
    },
    async deleteForUser(tx, userId) {
      await tx.delete(avatars).where(eq(avatars.userId, userId));
    },
  };
}
