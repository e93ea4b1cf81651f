import { endOfDay, startOfDay } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * Today from 00:00:00 to 23:59:59.999 as ISO timestamps (the home summary window, spec section
 * 9), in the person's own time zone (ARCHITECTURE: day boundaries follow the profile's zone), or
 * the browser's when the zone is unknown.
 */
export function todayRange(timeZone: string | undefined, now: Date = new Date()): { startDate: string; endDate: string } {
  const local = timeZone ? new TZDate(now.getTime(), timeZone) : now;
  return { startDate: new Date(startOfDay(local).getTime()).toISOString(), endDate: new Date(endOfDay(local).getTime()).toISOString() };
}
