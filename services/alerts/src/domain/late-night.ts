import { TZDate } from '@date-fns/tz';
import { LATE_NIGHT_HOURS } from '@tally/contracts';

/** True between midnight and 6am in the person's own time zone. */
export function isLateNight(at: Date, timeZone: string): boolean {
  const hour = new TZDate(at.getTime(), timeZone).getHours();
  return hour >= LATE_NIGHT_HOURS.from && hour < LATE_NIGHT_HOURS.to;
}
