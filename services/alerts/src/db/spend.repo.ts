import { and, eq, gte, lte, sum } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { limitAlertsSent, spendEntries, userZones } from './schema';

export interface SpendRepo {
  /** Records an amount once per source id; false when it was already counted. */
  addEntry(tx: Db, entry: { sourceId: string; userId: string; amount: string; occurredAt: Date }): Promise<boolean>;
  /** Total spend in [start, end] as a decimal string. */
  total(db: Db, userId: string, start: Date, end: Date): Promise<string>;
  timeZoneOf(db: Db, userId: string): Promise<string>;
  setTimeZone(tx: Db, userId: string, timeZone: string): Promise<void>;
  /** Claims the right to send one alert; false when it was sent before in this period. */
  claimAlert(tx: Db, key: { userId: string; period: string; periodKey: string; level: string }): Promise<boolean>;
  wasSent(db: Db, key: { userId: string; period: string; periodKey: string; level: string }): Promise<boolean>;
}

export function createSpendRepo(): SpendRepo {
  return {
    async addEntry(tx, entry) {
      const rows = await tx.insert(spendEntries).values(entry).onConflictDoNothing().returning({ id: spendEntries.sourceId });
      return rows.length > 0;
    },
    async total(db, userId, start, end) {
      const [row] = await db
        .select({ total: sum(spendEntries.amount) })
        .from(spendEntries)
        .where(and(eq(spendEntries.userId, userId), gte(spendEntries.occurredAt, start), lte(spendEntries.occurredAt, end)));
      return row?.total ?? '0';
    },
    async timeZoneOf(db, userId) {
      const [row] = await db.select().from(userZones).where(eq(userZones.userId, userId)).limit(1);
      return row?.timeZone ?? DEFAULT_TIME_ZONE;
    },
    async setTimeZone(tx, userId, timeZone) {
      await tx.insert(userZones).values({ userId, timeZone }).onConflictDoUpdate({ target: userZones.userId, set: { timeZone } });
    },
    async claimAlert(tx, key) {
      const rows = await tx.insert(limitAlertsSent).values(key).onConflictDoNothing().returning({ level: limitAlertsSent.level });
      return rows.length > 0;
    },
    async wasSent(db, key) {
      const rows = await db
        .select({ level: limitAlertsSent.level })
        .from(limitAlertsSent)
        .where(and(eq(limitAlertsSent.userId, key.userId), eq(limitAlertsSent.period, key.period), eq(limitAlertsSent.periodKey, key.periodKey), eq(limitAlertsSent.level, key.level)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
