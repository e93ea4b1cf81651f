import { z } from 'zod';

/** identity.user.registered: other services learn the person's time zone. */
export const UserRegisteredEvent = z.object({ userId: z.string().uuid(), timeZone: z.string() });
export type UserRegisteredEvent = z.infer<typeof UserRegisteredEvent>;

/** identity.user.time_zone_changed: day, week and month boundaries move with it. */
export const UserTimeZoneChangedEvent = z.object({ userId: z.uuid(), timeZone: z.string() });
export type UserTimeZoneChangedEvent = z.infer<typeof UserTimeZoneChangedEvent>;

/**
 * identity.user.data_cleared: remove tracked data (activities, sessions, notifications, insights,
 * scans); keep account and settings. Each data-owning service answers with its own
 * `<service>.user_data.cleared` carrying the same `requestId` (see events/data-clearing.ts).
 */
export const UserDataClearedEvent = z.object({ userId: z.string().uuid(), requestId: z.uuid() });
export type UserDataClearedEvent = z.infer<typeof UserDataClearedEvent>;

/** identity.user.deleted: remove everything of the person; the gateway ends every session. */
export const UserDeletedEvent = z.object({ userId: z.string().uuid() });
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;

/** Ends every session of the user except `keepSessionId` (the one that changed the password). */
export const UserSessionsRevokedEvent = z.object({ userId: z.string().uuid(), keepSessionId: z.string().nullable() });
export type UserSessionsRevokedEvent = z.infer<typeof UserSessionsRevokedEvent>;
