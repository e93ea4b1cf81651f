import { z } from 'zod';
import { TIME_ZONE_NAMES } from '../reference/time-zones.generated';

const KNOWN_TIME_ZONES = new Set(TIME_ZONE_NAMES);
/** Intl's verdict per listed zone: building a DateTimeFormat costs about 0.3 ms, and the gateway asks on every request. */
const intlKnows = new Map<string, boolean>();

/** Whether PostgreSQL (AT TIME ZONE) and this JavaScript runtime (Intl) both know the zone: the only zones a profile may hold. */
export function isKnownTimeZone(zone: string): boolean {
  if (!KNOWN_TIME_ZONES.has(zone)) return false;
  let known = intlKnows.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-AU', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    intlKnows.set(zone, known);
  }
  return known;
}

/**
 * A profile's IANA zone, one of TIME_ZONE_NAMES (see scripts/generate-time-zones.mjs): a name that only
 * Node knows (US/Pacific-New) once made every statement call fail in PostgreSQL for that person.
 */
export const TimeZone = z.string().min(1, 'Unknown time zone').refine(isKnownTimeZone, 'Unknown time zone').describe('IANA time zone, e.g. Australia/Sydney');

export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** The signed-in person as the front end sees them. */
export const User = z.object({
  id: z.string().uuid(),
  username: z.string().email(),
  email: z.string().email(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  hasCompletedOnboarding: z.boolean(),
  emailVerified: z.boolean(),
  timeZone: z.string(),
  createdAt: z.string().datetime(),
});
export type User = z.infer<typeof User>;
