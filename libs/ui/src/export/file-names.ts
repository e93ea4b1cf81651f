import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Lower-case words joined by hyphens: "This Month" -> "this-month", "All Categories" -> "all-categories". */
export function toFileNamePart(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Today's date in the person's zone, as file names carry it ("2026-11-25"). */
function fileDate(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** gambling-report-{period}-{category}-{date}.csv (spec section 9), e.g. gambling-report-this-month-all-categories-2026-11-25.csv. */
export function reportFileName(periodLabel: string, categoryLabel: string, timeZone: string, now: Date = new Date()): string {
  return `gambling-report-${toFileNamePart(periodLabel)}-${toFileNamePart(categoryLabel)}-${fileDate(now, timeZone)}.csv`;
}

/** gambling-data-{date}.csv (spec section 9): the Settings page's export of everything. */
export function allDataFileName(timeZone: string, now: Date = new Date()): string {
  return `gambling-data-${fileDate(now, timeZone)}.csv`;
}
