import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { avatars } from './schema';

export interface AvatarsRepo {
  /** Stores the new picture and removes the person's older ones. */
  replace(avatar: { id: string; userId: string; image: Buffer; contentType: string }): Promise<void>;
  findOwned(userId: string, id: string): Promise<{ image: Buffer; contentType: string } | undefined>;
  deleteForUser(userId: string): Promise<void>;
}

export function createAvatarsRepo(db: Db): AvatarsRepo {
  return {
    async replace(avatar) {
      await db.insert(avatars).values(avatar);
      await db.delete(avatars).where(and(eq(avatars.userId, avatar.userId), ne(avatars.id, avatar.id)));
    },
    async findOwned(userId, id) {
      const [row] = await db
        .select({ image: avatars.image, contentType: avatars.contentType })
        .from(avatars)
        .where(and(eq(avatars.id, id), eq(avatars.userId, userId)))
        .limit(1);
      return row;
    },
    async deleteForUser(userId) {
      await db.delete(avatars).where(eq(avatars.userId, userId));
    },
  };
}
