import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BankCheckDecision, BankCheckOperator } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { activities, bankCheckDecisions, bankCheckMonths, type BankCheckMonthRow } from './schema';

export interface BankCheckRepo {
  /** Every kept row of the person, newest month first. */
  months(userId: string): Promise<BankCheckMonthRow[]>;
  /** The kept rows of one month. */
  month(userId: string, month: string): Promise<BankCheckMonthRow[]>;
  /** Replaces the kept rows of each month sent; one operator appears once a month (the caller sums). */
  keep(userId: string, months: Array<{ month: string; operators: BankCheckOperator[] }>, at: Date): Promise<void>;
  decisions(userId: string): Promise<BankCheckDecision[]>;
  decide(userId: string, decision: BankCheckDecision, at: Date): Promise<void>;
  /** The months (in `timeZone`) that already have an entry added from the bank check. */
  monthsWithDifference(userId: string, subtype: string, timeZone: string): Promise<string[]>;
  deleteForUser(userId: string): Promise<{ months: number; decisions: number }>;
}

export function createBankCheckRepo(db: Db): BankCheckRepo {
  return {
    async months(userId) {
      return db.select().from(bankCheckMonths).where(eq(bankCheckMonths.userId, userId)).orderBy(desc(bankCheckMonths.month), bankCheckMonths.operator);
    },
    async month(userId, month) {
      return db
        .select()
        .from(bankCheckMonths)
        .where(and(eq(bankCheckMonths.userId, userId), eq(bankCheckMonths.month, month)))
        .orderBy(bankCheckMonths.operator);
    },
    async keep(userId, months, at) {
      await db.delete(bankCheckMonths).where(
        and(
          eq(bankCheckMonths.userId, userId),
          inArray(
            bankCheckMonths.month,
            months.map((m) => m.month),
          ),
        ),
      );
      const rows = months.flatMap(({ month, operators }) => operators.map((o) => ({ userId, month, ...o, keptAt: at })));
      if (rows.length) await db.insert(bankCheckMonths).values(rows);
    },
    async decisions(userId) {
      return db
        .select({ descriptorKey: bankCheckDecisions.descriptorKey, decision: bankCheckDecisions.decision })
        .from(bankCheckDecisions)
        .where(eq(bankCheckDecisions.userId, userId))
        .orderBy(bankCheckDecisions.descriptorKey) as Promise<BankCheckDecision[]>;
    },
    async decide(userId, { descriptorKey, decision }, at) {
      await db
        .insert(bankCheckDecisions)
        .values({ userId, descriptorKey, decision, decidedAt: at })
        .onConflictDoUpdate({ target: [bankCheckDecisions.userId, bankCheckDecisions.descriptorKey], set: { decision, decidedAt: at } });
    },
    async monthsWithDifference(userId, subtype, timeZone) {
      const result = await db.execute<{ month: string }>(sql`
        select distinct to_char(${activities.createdAt} at time zone ${timeZone}, 'YYYY-MM') as month
        from ${activities} where ${activities.userId} = ${userId} and ${activities.subtype} = ${subtype}`);
      return result.rows.map((r) => r.month);
    },
    async deleteForUser(userId) {
      const months = await db.delete(bankCheckMonths).where(eq(bankCheckMonths.userId, userId)).returning({ month: bankCheckMonths.month });
      const decisions = await db.delete(bankCheckDecisions).where(eq(bankCheckDecisions.userId, userId)).returning({ key: bankCheckDecisions.descriptorKey });
      return { months: months.length, decisions: decisions.length };
    },
  };
}
