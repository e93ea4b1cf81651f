// Built on Intl rather than date-fns: date-fns' format() pulls its whole token table and locale
// into the first-load bundle (about 6 KB gzip of the 200 KB budget). Later screens that need date
// arithmetic (reports' periods) can still use date-fns inside their own remote.

// Created on first use, not when the module loads: building a DateTimeFormat loads locale data,
// tens of milliseconds on a slow phone, and the signed-out pages format no dates at all.
const activityParts = new Map<string, Intl.DateTimeFormat>();
let dayHeading: Intl.DateTimeFormat | undefined;

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * Activity row date in the spec's 'MMM d, h:mm a' pattern ("Nov 22, 3:05 PM"), in `timeZone` (the
 * person's, e.g. "Australia/Sydney") or the browser's. Assembled from parts so the pattern does not
 * depend on ICU's punctuation.
 */
export function formatActivityDate(value: string | Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = activityParts.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
    activityParts.set(key, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

/** A day heading such as "Sunday, 22 November" (Australian day-month order). */
export function formatDayHeading(value: Date = new Date()): string {
  dayHeading ??= new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long' });
  return dayHeading.format(value).replace(/^(\w+) /, '$1, ');
}
