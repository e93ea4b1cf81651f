import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { emailVerifications } from './schema';

export interface VerificationsRepo {
  add(row: { tokenHash: string; userId: string; email: string; expiresAt: Date }): Promise<void>;
  /** Marks the token used and returns its owner, or undefined when unknown, used or expired. */
  consume(tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined>;
  deleteForUser(userId: string): Promise<void>;
}

export function createVerificationsRepo(db: Db): VerificationsRepo {
  return {
    async add(row) {
      await db.insert(emailVerifications).values(row);
    },
    async consume(tokenHash, now) {
      const [row] = await db
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      return row;
    },
    async deleteForUser(userId) {
      await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    },
  };
}
