import { LIMIT_ALERT_THRESHOLD, fromCents, toCents, type Settings } from '@tally/contracts';
import { zonedPeriod, type LimitPeriod } from '@tally/service-kit';
import type { AlertsRepos } from './alerts-work';
import { limitNotificationText } from './limit-notification-text';

/** The repositories of the caller's transaction. */
export type LimitCheckDeps = AlertsRepos;

const LIMIT_FIELD: Record<LimitPeriod, keyof Pick<Settings, 'dailySpendLimit' | 'weeklySpendLimit' | 'monthlySpendLimit'>> = {
  daily: 'dailySpendLimit',
  weekly: 'weeklySpendLimit',
  monthly: 'monthlySpendLimit',
};

/**
 * Compares the person's spend in the day, week and month containing `at` with their limits and
 * creates at most one notification per limit, level and period: `spend_limit_approaching` from 80%,
 * `spend_limit_exceeded` from 100% (which stands in for "approaching" when one stake jumps past both).
 * Runs inside the caller's unit of work so the markers and notifications commit with the spend entry.
 */
export async function checkSpendLimits(deps: LimitCheckDeps, userId: string, at: Date): Promise<number> {
  const current = await deps.settings.get(userId);
  const timeZone = await deps.spend.timeZoneOf(userId);
  let created = 0;
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    const limit = current[LIMIT_FIELD[period]];
    if (limit === null || toCents(limit) === 0n) continue;
    const window = zonedPeriod(period, at, timeZone);
    const spent = await deps.spend.total(userId, window.start, window.end);
    const level = levelFor(toCents(spent), toCents(limit));
    if (!level) continue;
    const key = { userId, period, periodKey: window.key };
    if (!(await deps.spend.claimAlert({ ...key, level }))) continue;
    if (level === 'exceeded') await deps.spend.claimAlert({ ...key, level: 'approaching' });
    const text = limitNotificationText(level, period, fromCents(toCents(spent)), limit);
    await deps.notifications.create({
      userId,
      type: level === 'exceeded' ? 'spend_limit_exceeded' : 'spend_limit_approaching',
      ...text,
      metadata: { period, limit, spent: fromCents(toCents(spent)), periodKey: window.key },
      createdAt: at,
    });
    created += 1;
  }
  return created;
}

function levelFor(spentCents: bigint, limitCents: bigint): 'approaching' | 'exceeded' | null {
  if (spentCents >= limitCents) return 'exceeded';
  // 80% compared in integer cents: spent * 100 >= limit * 80.
  if (spentCents * 100n >= limitCents * BigInt(Math.round(LIMIT_ALERT_THRESHOLD * 100))) return 'approaching';
  return null;
}
