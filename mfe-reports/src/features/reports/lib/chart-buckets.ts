import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, endOfDay, format, startOfDay, startOfWeek } from 'date-fns';
import type { ReportEntry } from '@tally/ui/export';
import type { PeriodRange, ReportPeriod } from './report-period';

/** One bar of the chart: a day, or a week for a year. Money in dollars (numbers, for drawing). */
interface ChartBucket {
  /** Short axis label: "Wed 25", "25 Nov", or the week's Sunday "22 Nov". */
  label: string;
  /** Full name for the table and screen readers: "Wednesday 25 November", "Week of 22 November". */
  name: string;
  start: Date;
  spent: number;
  net: number;
}

export interface ChartSeries {
  unit: 'day' | 'week';
  buckets: ChartBucket[];
}

/**
 * Spend and net per day (per week, starting Sunday, for This Year) across the period up to today:
 * the days still to come hold nothing yet and would only flatten the chart. Buckets start at local
 * midnight in the person's zone; each entry falls in the last bucket starting at or before it.
 */
export function chartSeries(
  entries: readonly Pick<ReportEntry, 'at' | 'cents'>[],
  period: ReportPeriod,
  range: PeriodRange,
  timeZone: string,
  now: Date = new Date(),
): ChartSeries {
  const unit = period === 'This Year' ? 'week' : 'day';
  const last = Math.min(range.end.getTime(), endOfDay(new TZDate(now.getTime(), timeZone)).getTime());
  const buckets: ChartBucket[] = [];
  let start: TZDate = unit === 'week' ? startOfWeek(new TZDate(range.start.getTime(), timeZone), { weekStartsOn: 0 }) : startOfDay(new TZDate(range.start.getTime(), timeZone));
  const longPeriod = period === 'This Month' || period === 'Last 30 Days';
  while (start.getTime() <= last) {
    buckets.push({
      label: unit === 'week' || longPeriod ? format(start, 'd MMM') : format(start, 'EEE d'),
      name: unit === 'week' ? `Week of ${format(start, 'd MMMM')}` : format(start, 'EEEE d MMMM'),
      start: new Date(start.getTime()),
      spent: 0,
      net: 0,
    });
    start = unit === 'week' ? addWeeks(start, 1) : addDays(start, 1);
  }
  const starts = buckets.map((bucket) => bucket.start.getTime());
  const spent = new Array<number>(buckets.length).fill(0);
  const net = new Array<number>(buckets.length).fill(0);
  for (const entry of entries) {
    const index = lastAtOrBefore(starts, Date.parse(entry.at));
    if (index < 0) continue;
    spent[index] += entry.cents.spent;
    net[index] += entry.cents.net;
  }
  buckets.forEach((bucket, i) => {
    bucket.spent = spent[i] / 100;
    bucket.net = net[i] / 100;
  });
  return { unit, buckets };
}

/** Index of the last value at or before `t` in ascending `sorted`, or -1 (binary search: a year holds 50,000 entries). */
function lastAtOrBefore(sorted: readonly number[], t: number): number {
  let low = 0;
  let high = sorted.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] <= t) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
