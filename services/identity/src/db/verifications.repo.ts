import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { emailVerifications } from './schema';

export interface VerificationsRepo {
  add(tx: Db, row: { tokenHash: string; userId: string; email: string; expiresAt: Date }): Promise<void>;
  /** Marks the token used and returns its owner, or undefined when unknown, used or expired. */
  consume(tx: Db, tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined>;
  deleteForUser(tx: Db, userId: string): Promise<void>;
}

export function createVerificationsRepo(): VerificationsRepo {
  return {
    async add(tx, row) {
      await tx.insert(emailVerifications).values(row);
    },
    async consume(tx, tokenHash, now) {
      const [row] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      return row;
    },
    async deleteForUser(tx, userId) {
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    },
  };
}
