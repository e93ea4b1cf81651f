import { fromCents, LIMIT_FIELDS, LIMIT_PERIODS, limitLevel, toCents, type LimitPeriodStatus, type LimitStatusResponse } from '@tally/contracts';
import { zonedPeriod } from '@tally/service-kit';
import type { AlertsRepos } from './alerts-work';
import { daysWithinLimits, STREAK_MAX_DAYS } from './limit-streak';
import { readSettingsState } from './settings-state';

// Week-to-date and month-to-date sums of the streak's oldest day reach this far further back.
const LOOKBACK_MS = (STREAK_MAX_DAYS + 32) * 24 * 60 * 60_000;

/**
 * The person's limits in force at `now` against alerts' own counted spend in their day, week and month (the same
 * sums the alerts fire on), the raises or removals still cooling off, and days in a row kept within the limits.
 */
export async function readLimitStatus(
  repos: Pick<AlertsRepos, 'settings' | 'pendingLimits' | 'spend'>,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<LimitStatusResponse> {
  const settings = await readSettingsState(repos, userId, now);
  const windows = LIMIT_PERIODS.map((period) => zonedPeriod(period, now, timeZone));
  const totals = (await repos.spend.totals(userId, windows)).map((total) => fromCents(toCents(total)));
  const spentSoFar = { daily: totals[0], weekly: totals[1], monthly: totals[2] };
  const limited = LIMIT_PERIODS.filter((period) => settings[LIMIT_FIELDS[period]] !== null);
  const periods: LimitPeriodStatus[] = limited.map((period) => {
    const i = LIMIT_PERIODS.indexOf(period);
    const limit = settings[LIMIT_FIELDS[period]]!;
    const spentCents = toCents(totals[i]);
    const leftCents = toCents(limit) - spentCents;
    const spent = fromCents(spentCents);
    return {
      period,
      limit,
      spent,
      left: fromCents(leftCents > 0n ? leftCents : 0n),
      level: limitLevel(spent, limit),
      periodStart: windows[i].start.toISOString(),
      periodEnd: windows[i].end.toISOString(),
    };
  });
  let streak = 0;
  if (periods.length > 0) {
    const { days, firstAt } = await repos.spend.dailyTotals(userId, timeZone, new Date(now.getTime() - LOOKBACK_MS));
    const cents = (period: 'daily' | 'weekly' | 'monthly') => {
      const limit = settings[LIMIT_FIELDS[period]];
      return limit === null ? null : toCents(limit);
    };
    const today = zonedPeriod('daily', now, timeZone).key;
    const firstDay = firstAt ? zonedPeriod('daily', firstAt, timeZone).key : null;
    streak = daysWithinLimits(today, days, firstDay, { daily: cents('daily'), weekly: cents('weekly'), monthly: cents('monthly') });
  }
  return { asOf: now.toISOString(), spentSoFar, periods, pendingLimitChanges: settings.pendingLimitChanges, daysWithinLimits: streak };
}
