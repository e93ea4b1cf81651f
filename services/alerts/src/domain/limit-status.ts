import { fromCents, LIMIT_FIELDS, LIMIT_PERIODS, limitLevel, toCents, type LimitPeriod, type LimitPeriodStatus, type LimitStatusResponse } from '@tally/contracts';
import { zonedPeriod } from '@tally/service-kit';
import type { AlertsRepos } from './alerts-work';
import { addDays, daysWithinLimits, STREAK_MAX_DAYS, type StreakLimits } from './limit-streak';
import { readSettingsState } from './settings-state';

// A day's week-to-date and month-to-date sums reach at most this many days further back.
const PERIOD_REACH_DAYS = 31;
// Days read first: enough for this week and month and a run of a month; a longer run reads the rest.
const FIRST_READ_DAYS = 62;

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
    // With limits, the local days' sums serve both the periods (each a union of whole local days) and the run.
    const today = windows[0].key;
    const limits: StreakLimits = { daily: limitCents('daily'), weekly: limitCents('weekly'), monthly: limitCents('monthly') };
    let read = await repos.spend.dailyTotals(userId, timeZone, { from: addDays(today, -FIRST_READ_DAYS), to: today });
    const firstDay = read.firstAt ? zonedPeriod('daily', read.firstAt, timeZone).key : null;
    // The run is judged only on days whose week and month so far were read.
    let floor = addDays(today, PERIOD_REACH_DAYS - FIRST_READ_DAYS);
    streak = daysWithinLimits(today, read.days, firstDay === null ? null : firstDay > floor ? firstDay : floor, limits);
    if (firstDay !== null && firstDay < floor && addDays(today, -streak) < floor) {
      read = await repos.spend.dailyTotals(userId, timeZone, { from: addDays(today, -(STREAK_MAX_DAYS + PERIOD_REACH_DAYS)), to: today });
      floor = addDays(today, 1 - STREAK_MAX_DAYS);
      streak = daysWithinLimits(today, read.days, firstDay > floor ? firstDay : floor, limits);
    }
    totals = windows.map((window) => sumDays(read.days, window.start, window.end, timeZone));
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
