import { fromCents, LIMIT_FIELDS, LIMIT_PERIODS, limitLevel, toCents, type LimitPeriod, type LimitPeriodStatus, type LimitStatusResponse } from '@tally/contracts';
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
  const limited = LIMIT_PERIODS.filter((period) => settings[LIMIT_FIELDS[period]] !== null);
  const limitCents = (period: LimitPeriod) => {
    const limit = settings[LIMIT_FIELDS[period]];
    return limit === null ? null : toCents(limit);
  };

  let totals: string[];
  let streak = 0;
  if (limited.length === 0) {
    totals = await repos.spend.totals(userId, windows);
  } else {
    // With limits, one read of the local days' sums serves both the periods (each a union of whole local days) and the run.
    const { days, firstAt } = await repos.spend.dailyTotals(userId, timeZone, new Date(now.getTime() - LOOKBACK_MS));
    totals = windows.map((window) => sumDays(days, window.start, window.end, timeZone));
    const firstDay = firstAt ? zonedPeriod('daily', firstAt, timeZone).key : null;
    streak = daysWithinLimits(windows[0].key, days, firstDay, { daily: limitCents('daily'), weekly: limitCents('weekly'), monthly: limitCents('monthly') });
  }
  const spent = totals.map((total) => fromCents(toCents(total)));
  const periods: LimitPeriodStatus[] = limited.map((period) => {
    const i = LIMIT_PERIODS.indexOf(period);
    const limit = settings[LIMIT_FIELDS[period]]!;
    const leftCents = toCents(limit) - toCents(spent[i]);
    return {
      period,
      limit,
      spent: spent[i],
      left: fromCents(leftCents > 0n ? leftCents : 0n),
      level: limitLevel(spent[i], limit),
      periodStart: windows[i].start.toISOString(),
      periodEnd: windows[i].end.toISOString(),
    };
  });
  return {
    asOf: now.toISOString(),
    spentSoFar: { daily: spent[0], weekly: spent[1], monthly: spent[2] },
    periods,
    pendingLimitChanges: settings.pendingLimitChanges,
    daysWithinLimits: streak,
  };
}

/** The spend of the local days from `start`'s to `end`'s (a day, week or month in the person's zone). */
function sumDays(days: ReadonlyMap<string, string>, start: Date, end: Date, timeZone: string): string {
  const first = zonedPeriod('daily', start, timeZone).key;
  const last = zonedPeriod('daily', end, timeZone).key;
  let total = 0n;
  for (const [day, amount] of days) if (day >= first && day <= last) total += toCents(amount);
  return fromCents(total);
}
