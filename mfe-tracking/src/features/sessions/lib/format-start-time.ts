import { formatActivityDate } from '@tally/ui';

let timeParts: Intl.DateTimeFormat | undefined;

/**
 * When a session started, as short as it can be said: the time alone on the same day ("8:52 PM"),
 * the day too otherwise ("Nov 22, 11:40 PM"), in the browser's time zone.
 * @param iso the session's startedAt
 * @param now today, for the same-day check
 */
export function formatStartTime(iso: string, now: Date = new Date()): string {
  const start = new Date(iso);
  if (start.toDateString() !== now.toDateString()) return formatActivityDate(start);
  // From parts, as formatActivityDate does: ICU may put a narrow no-break space before "PM".
  timeParts ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  const parts = Object.fromEntries(timeParts.formatToParts(start).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}
