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
const DAY_MS = 86_400_000;
// Per zone, the offset of each UTC day (null when it changes within that day, at a DST switch).
const dayOffsets = new Map<string, Map<number, number | null>>();

/** The zone's offset from UTC at an instant, in milliseconds, from its wall-clock time there. */
function offsetAt(at: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const p: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(at / 1000) * 1000;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The person's local calendar day ("2026-11-25"), month ("2026-11") and hour of an instant (epoch ms).
 * Markers call this for every record, 10,000 of them within the budget: the zone's offset is looked
 * up once per UTC day (Intl is slow), and per instant only on a day the offset changes.
 */
export function localDayAndHour(at: number, timeZone: string): { day: string; month: string; hour: number } {
  let offsets = dayOffsets.get(timeZone);
  if (!offsets) dayOffsets.set(timeZone, (offsets = new Map()));
  const utcDay = Math.floor(at / DAY_MS);
  let offset = offsets.get(utcDay);
  if (offset === undefined) {
    const first = offsetAt(utcDay * DAY_MS, timeZone);
    offset = first === offsetAt((utcDay + 1) * DAY_MS - 1, timeZone) ? first : null;
    offsets.set(utcDay, offset);
  }
  const local = new Date(at + (offset ?? offsetAt(at, timeZone)));
  const month = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}`;
  return { day: `${month}-${pad(local.getUTCDate())}`, month, hour: local.getUTCHours() };
}
