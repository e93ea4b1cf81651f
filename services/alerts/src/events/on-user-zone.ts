import { SUBJECTS, UserRegisteredEvent, UserTimeZoneChangedEvent } from '@tally/contracts';
import { idempotent, InputError, type Database, type InboxTable, type Subscription } from '@tally/service-kit';
import type { SpendRepo } from '../db/spend.repo';

/**
 * Keeps each person's time zone, learned at registration and on every change, so their days,
 * weeks and months are their own. One durable consumer per subject.
 */
export function onUserZone(deps: { database: Database; inbox: InboxTable; spend: SpendRepo }): Subscription[] {
  const sources = [
    { subject: SUBJECTS.identityUserRegistered, durable: 'alerts-user-zones', schema: UserRegisteredEvent },
    { subject: SUBJECTS.identityUserTimeZoneChanged, durable: 'alerts-user-zone-changes', schema: UserTimeZoneChangedEvent },
  ];
  return sources.map(({ subject, durable, schema }) => ({
    subject,
    durable,
    handle: idempotent({ db: deps.database.db, inbox: deps.inbox, durable }, async (event, tx) => {
      const parsed = schema.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      await deps.spend.setTimeZone(tx, parsed.data.userId, parsed.data.timeZone);
    }),
  }));
}
