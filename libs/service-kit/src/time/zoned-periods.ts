import { TZDate } from '@date-fns/tz';
import { endOfDay, endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { WEEK_STARTS_ON, type LimitPeriod } from '@tally/contracts';

export type { LimitPeriod };

export interface ZonedPeriod {
  period: LimitPeriod;
  /** Stable key of the period in the person's zone: 2026-11-22, week-of-2026-11-22 (its Sunday), 2026-11. */
  key: string;
  start: Date;
  end: Date;
}

/**
 * Periods computed lately, by period and zone: every stake's limit check asks for its day, week and month, and working one out
 * in a zone (TZDate) cost about a twentieth of a write's CPU. A period is the same for every instant inside it.
 */
const recentPeriods = new Map<string, ZonedPeriod[]>();
const RECENT_PER_ZONE = 4;
const MAX_ZONES = 2_000;

/** The day, week (Sunday start) or month containing `at`, in the person's own time zone. */
export function zonedPeriod(period: LimitPeriod, at: Date, timeZone: string): ZonedPeriod {
  const cacheKey = `${period} ${timeZone}`;
  const time = at.getTime();
  const recent = recentPeriods.get(cacheKey);
  const known = recent?.find((p) => p.start.getTime() <= time && time <= p.end.getTime());
  if (known) return { ...known, start: new Date(known.start.getTime()), end: new Date(known.end.getTime()) };
  const computed = computePeriod(period, at, timeZone);
  if (!recent && recentPeriods.size >= MAX_ZONES) recentPeriods.clear();
  recentPeriods.set(cacheKey, [computed, ...(recent ?? [])].slice(0, RECENT_PER_ZONE));
  return { ...computed, start: new Date(computed.start.getTime()), end: new Date(computed.end.getTime()) };
}

function computePeriod(period: LimitPeriod, at: Date, timeZone: string): ZonedPeriod {
  const local = new TZDate(at.getTime(), timeZone);
  const [start, end] =
    period === 'daily'
      ? [startOfDay(local), endOfDay(local)]
      : period === 'weekly'
        ? [startOfWeek(local, { weekStartsOn: WEEK_STARTS_ON }), endOfWeek(local, { weekStartsOn: WEEK_STARTS_ON })]
        : [startOfMonth(local), endOfMonth(local)];
  const key = period === 'monthly' ? format(start, 'yyyy-MM') : format(start, 'yyyy-MM-dd');
  return { period, key: period === 'weekly' ? `week-of-${key}` : key, start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The calendar month 'YYYY-MM' in the person's zone: its first and last instants (a statement's range). */
export function zonedMonth(month: string, timeZone: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  const { start, end } = zonedPeriod('monthly', new TZDate(year, monthNumber - 1, 15, 12, 0, 0, timeZone), timeZone);
  return { start, end };
}

/** The month 'YYYY-MM' that `at` falls in, in the person's zone. */
export function zonedMonthKey(at: Date, timeZone: string): string {
  return zonedPeriod('monthly', at, timeZone).key;
}

/** The earliest start and the latest end of some ranges (both the epoch when there are none): the one index range that reads them all. */
export function spanOf(ranges: ReadonlyArray<{ start: Date; end: Date }>): { start: Date; end: Date } {
  if (ranges.length === 0) return { start: new Date(0), end: new Date(0) };
  return { start: new Date(Math.min(...ranges.map((r) => r.start.getTime()))), end: new Date(Math.max(...ranges.map((r) => r.end.getTime()))) };
}
