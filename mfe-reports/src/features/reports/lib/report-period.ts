import { TZDate } from '@date-fns/tz';
import { endOfDay, endOfMonth, endOfWeek, endOfYear, startOfDay, startOfMonth, startOfWeek, startOfYear, subDays } from 'date-fns';

/** The Time Period choices (spec section 2, Reports), in the order the select lists them. */
export const REPORT_PERIODS = ['Today', 'Yesterday', 'This Week', 'This Month', 'This Year', 'Last 7 Days', 'Last 30 Days'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_PERIOD: ReportPeriod = 'This Month';

/** A period as instants: from `start` to `end`, both included (end is the last millisecond). */
export interface PeriodRange {
  start: Date;
  end: Date;
}

/** Weeks start on Sunday (spec section 9). */
const WEEK = { weekStartsOn: 0 } as const;

/**
 * The instants a period covers, in the person's own time zone: days, weeks (Sunday to Saturday),
 * months and years start and end at their local midnight, so a 23- or 25-hour daylight-saving day
 * is still one day. Last 7 and Last 30 Days include today.
 * @param timeZone IANA zone, e.g. "Australia/Sydney"
 * @param now the moment "today" is taken from
 */
export function periodRange(period: ReportPeriod, timeZone: string, now: Date = new Date()): PeriodRange {
  const today = new TZDate(now.getTime(), timeZone);
  const [start, end] = ((): [Date, Date] => {
    switch (period) {
      case 'Today':
        return [startOfDay(today), endOfDay(today)];
      case 'Yesterday': {
        const yesterday = subDays(today, 1);
        return [startOfDay(yesterday), endOfDay(yesterday)];
      }
      case 'This Week':
        return [startOfWeek(today, WEEK), endOfWeek(today, WEEK)];
      case 'This Month':
        return [startOfMonth(today), endOfMonth(today)];
      case 'This Year':
        return [startOfYear(today), endOfYear(today)];
      case 'Last 7 Days':
        return [startOfDay(subDays(today, 6)), endOfDay(today)];
      case 'Last 30 Days':
        return [startOfDay(subDays(today, 29)), endOfDay(today)];
    }
  })();
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The period as the API's startDate and endDate (ISO, UTC). */
export function periodQuery(range: PeriodRange): { startDate: string; endDate: string } {
  return { startDate: range.start.toISOString(), endDate: range.end.toISOString() };
}
