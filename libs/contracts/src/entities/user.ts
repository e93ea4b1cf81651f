import { z } from 'zod';

export const TimeZone = z
  .string()
  .min(1)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-AU', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone')
  .describe('IANA time zone, e.g. Australia/Sydney');

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
