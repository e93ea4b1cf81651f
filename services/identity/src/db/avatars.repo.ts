import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { avatars } from './schema';

export interface AvatarsRepo {
  /** Stores the new picture and removes the person's older ones. */
  replace(avatar: { id: string; userId: string; image: Buffer; contentType: string }): Promise<void>;
  findOwned(userId: string, id: string): Promise<{ image: Buffer; contentType: string } | undefined>;
  /** Whether the picture is the person's, without reading its bytes (a revalidation). */
  existsOwned(userId: string, id: string): Promise<boolean>;
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
    async existsOwned(userId, id) {
      const [row] = await db
        .select({ id: avatars.id })
        .from(avatars)
        .where(and(eq(avatars.id, id), eq(avatars.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
    async deleteForUser(userId) {
      await db.delete(avatars).where(eq(avatars.userId, userId));
    },
  };
}
