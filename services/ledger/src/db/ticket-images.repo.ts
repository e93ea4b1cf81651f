import { and, eq } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { ticketImages } from './schema';

export interface TicketImage {
  contentType: string;
  image: Buffer;
}

export interface TicketImagesRepo {
  insert(image: TicketImage & { activityId: string; userId: string; createdAt: Date }): Promise<void>;
  /** The image of the person's activity; undefined for anyone else's, or when there is none. */
  findOwned(userId: string, activityId: string): Promise<TicketImage | undefined>;
  /** Whether the person's activity has an image, without reading it (for revalidation). */
  existsOwned(userId: string, activityId: string): Promise<boolean>;
}

/** Ticket photos, kept apart from activity rows and read one at a time by their owner. */
export function createTicketImagesRepo(db: Db): TicketImagesRepo {
  return {
    async insert(image) {
      await db.insert(ticketImages).values(image);
    },
    async findOwned(userId, activityId) {
      const [row] = await db
        .select({ contentType: ticketImages.contentType, image: ticketImages.image })
        .from(ticketImages)
        .where(and(eq(ticketImages.activityId, activityId), eq(ticketImages.userId, userId)))
        .limit(1);
      return row;
    },
    async existsOwned(userId, activityId) {
      const rows = await db
        .select({ activityId: ticketImages.activityId })
        .from(ticketImages)
        .where(and(eq(ticketImages.activityId, activityId), eq(ticketImages.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
