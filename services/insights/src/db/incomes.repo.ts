import { eq } from 'drizzle-orm';
import type { Db } from '@tally/service-kit';
import { incomes } from './schema';

export interface IncomesRepo {
  get(userId: string): Promise<string | null>;
  /** Sets the yearly income, or forgets it when null. */
  set(userId: string, annualIncome: string | null, at: Date): Promise<void>;
}

export function createIncomesRepo(db: Db): IncomesRepo {
  return {
    async get(userId) {
      const [row] = await db.select({ annualIncome: incomes.annualIncome }).from(incomes).where(eq(incomes.userId, userId)).limit(1);
      return row?.annualIncome ?? null;
    },
    async set(userId, annualIncome, at) {
      if (annualIncome === null) {
        await db.delete(incomes).where(eq(incomes.userId, userId));
        return;
      }
      await db
        .insert(incomes)
        .values({ userId, annualIncome, updatedAt: at })
        .onConflictDoUpdate({ target: incomes.userId, set: { annualIncome, updatedAt: at } });
    },
  };
}
