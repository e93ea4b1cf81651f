import { toCents } from '@tally/contracts';

/** The limits a streak is kept against, in cents (null: no limit of that period). */
export interface StreakLimits {
  daily: bigint | null;
  weekly: bigint | null;
  monthly: bigint | null;
}

const DAY_MS = 24 * 60 * 60_000;
/** A streak counts back at most a year and a day. */
export const STREAK_MAX_DAYS = 366;

// Calendar dates as 'YYYY-MM-DD', stepped in UTC: a date has no zone, so no daylight-saving hour can shift it.
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The calendar date `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number): string => toDay(dayMs(day) + n * DAY_MS);

/**
 * Days in a row, ending `today` (the person's local date), on which their counted spend stayed within every limit in
 * `limits`: that day's spend within the daily limit, the week so far (from Sunday) within the weekly one, the month
 * so far within the monthly one. Counted from the first day they had any spend (`firstDay`); 0 without one or
 * without limits. `days` holds each local day's spend (decimal strings); a day missing spent nothing.
 */
export function daysWithinLimits(today: string, days: ReadonlyMap<string, string>, firstDay: string | null, limits: StreakLimits): number {
  if (firstDay === null || (limits.daily === null && limits.weekly === null && limits.monthly === null)) return 0;
  const spentOn = (day: string) => (days.has(day) ? toCents(days.get(day)!) : 0n);
  const sumFrom = (start: number, end: number) => {
    let total = 0n;
    for (let t = start; t <= end; t += DAY_MS) total += spentOn(toDay(t));
    return total;
  };
  let streak = 0;
  for (let t = dayMs(today); streak < STREAK_MAX_DAYS && toDay(t) >= firstDay; t -= DAY_MS) {
    const date = new Date(t);
    const weekStart = t - date.getUTCDay() * DAY_MS;
    const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    const within =
      (limits.daily === null || spentOn(toDay(t)) <= limits.daily) &&
      (limits.weekly === null || sumFrom(weekStart, t) <= limits.weekly) &&
      (limits.monthly === null || sumFrom(monthStart, t) <= limits.monthly);
    if (!within) break;
    streak += 1;
  }
  return streak;
}
