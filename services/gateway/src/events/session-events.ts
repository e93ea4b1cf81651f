import { SUBJECTS } from '@tally/contracts';
import { consume, type Subscription } from '@tally/service-kit';
import type { SessionStore } from '../sessions/session-store';

/**
 * What identity's events do to the sessions. Each is harmless to apply twice (ending sessions, setting a zone),
 * so they need no inbox: the gateway's only data are the sessions themselves.
 */
export function sessionEvents(sessions: SessionStore): Subscription[] {
  return [
    // A password change ends the person's other sessions.
    consume(SUBJECTS.identityUserSessionsRevoked, 'gateway-sessions-revoked', async ({ userId, keepSessionId }) => {
      await sessions.destroyAllForUser(userId, keepSessionId);
    }),
    consume(SUBJECTS.identityUserDeleted, 'gateway-user-deleted', async ({ userId }) => {
      await sessions.destroyAllForUser(userId);
    }),
    // The new zone goes into every session of the person, so the next token carries it.
    consume(SUBJECTS.identityUserTimeZoneChanged, 'gateway-time-zone-changed', async ({ userId, timeZone }) => {
      await sessions.setTimeZoneForUser(userId, timeZone);
    }),
  ];
}
