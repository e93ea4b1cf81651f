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

/** The day, week (Sunday start) or month containing `at`, in the person's own time zone. */
export function zonedPeriod(period: LimitPeriod, at: Date, timeZone: string): ZonedPeriod {
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
