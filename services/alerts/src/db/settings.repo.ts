import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { settings } from './schema';

export interface SettingsRepo {
  /** The person's settings, or the defaults when they never saved any. */
  get(userId: string): Promise<Settings>;
  upsert(userId: string, patch: Partial<Settings>): Promise<Settings>;
  /** Forgets the person's settings (they read as the defaults again). */
  deleteForUser(userId: string): Promise<void>;
}

export function createSettingsRepo(db: Db): SettingsRepo {
  return {
    async get(userId) {
      const [row] = await db.select().from(settings).where(eq(settings.userId, userId)).limit(1);
      return row ? toSettings(row) : { ...DEFAULT_SETTINGS };
    },
    async upsert(userId, patch) {
      const values = { ...patch, updatedAt: new Date() };
      const [row] = await db
        .insert(settings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: settings.userId, set: values })
        .returning();
      return toSettings(row);
    },
    async deleteForUser(userId) {
      await db.delete(settings).where(eq(settings.userId, userId));
    },
  };
}

function toSettings(row: typeof settings.$inferSelect): Settings {
  return {
    autoCompleteAILosses: row.autoCompleteAILosses,
    dailySpendLimit: row.dailySpendLimit,
    weeklySpendLimit: row.weeklySpendLimit,
    monthlySpendLimit: row.monthlySpendLimit,
    sessionDurationAlerts: row.sessionDurationAlerts,
  };
}
