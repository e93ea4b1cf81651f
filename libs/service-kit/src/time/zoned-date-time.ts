import { TZDate } from '@date-fns/tz';

/**
 * The instant a wall-clock date and time ('2026-02-14', '19:30') names in an IANA time zone, or
 * null when either is malformed. A time that daylight saving skips moves forward, as clocks do.
 */
export function zonedDateTime(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const at = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), 0, timeZone);
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime());
}
