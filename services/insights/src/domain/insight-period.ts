import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, addYears, startOfMonth, startOfWeek, startOfYear } from 'date-fns';
import { WEEK_STARTS_ON, type InsightTimeFrame } from '@tally/contracts';

export interface InsightPeriod {
  timeFrame: InsightTimeFrame;
  /** Null for All Time. */
  start: Date | null;
  end: Date;
  /** The period before, of the same length in calendar terms; null for All Time. */
  previous: { start: Date; end: Date } | null;
  /** "this week", "this month", "this year", "all your records". */
  label: string;
  /** "last week", "last month", "last year"; null for All Time. */
  previousLabel: string | null;
}

const LABELS: Record<InsightTimeFrame, [string, string | null]> = {
  week: ['this week', 'last week'],
  month: ['this month', 'last month'],
  year: ['this year', 'last year'],
  all: ['all your records', null],
};

/** The analysis period containing `now` in the person's zone (weeks start on Sunday), and the one before. */
export function insightPeriod(timeFrame: InsightTimeFrame, now: Date, timeZone: string): InsightPeriod {
  const [label, previousLabel] = LABELS[timeFrame];
  if (timeFrame === 'all') return { timeFrame, start: null, end: now, previous: null, label, previousLabel };
  const local = new TZDate(now.getTime(), timeZone);
  const start = timeFrame === 'week' ? startOfWeek(local, { weekStartsOn: WEEK_STARTS_ON }) : timeFrame === 'month' ? startOfMonth(local) : startOfYear(local);
  const previousStart = timeFrame === 'week' ? addWeeks(start, -1) : timeFrame === 'month' ? addMonths(start, -1) : addYears(start, -1);
  // The previous period up to the same point, so a Tuesday compares with last week's Sunday to Tuesday.
  const elapsed = now.getTime() - start.getTime();
  const previousEnd = new Date(Math.min(previousStart.getTime() + elapsed, start.getTime() - 1));
  return { timeFrame, start: new Date(start.getTime()), end: now, previous: { start: new Date(previousStart.getTime()), end: previousEnd }, label, previousLabel };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The person's local calendar day ("2026-11-25"), month ("2026-11") and hour of an instant. One cached
 * Intl formatter per zone: markers call this for every record, 10,000 of them within the budget.
 */
export function localDayAndHour(at: Date, timeZone: string): { day: string; month: string; hour: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  const month = `${parts.year}-${parts.month}`;
  return { day: `${month}-${parts.day}`, month, hour: Number(parts.hour) };
}
