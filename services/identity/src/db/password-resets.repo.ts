import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { passwordResets } from './schema';

export interface PasswordResetsRepo {
  add(row: { tokenHash: string; userId: string; email: string; expiresAt: Date }): Promise<void>;
  /** Marks the token used and returns its owner, or undefined when unknown, used or expired. */
  consume(tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined>;
  /** Removes every link of the person (after a reset the others must not work; on account deletion). */
  deleteForUser(userId: string): Promise<void>;
}

export function createPasswordResetsRepo(db: Db): PasswordResetsRepo {
  return {
    async add(row) {
      await db.insert(passwordResets).values(row);
    },
    async consume(tokenHash, now) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId, email: passwordResets.email });
      return row;
    },
    async deleteForUser(userId) {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },
  };
}
