import { SUBJECTS, UserTimeZoneChangedEvent } from '@tally/contracts';
import { idempotent, InputError, type Database, type InboxTable, type Subscription } from '@tally/service-kit';
import type { SpendRepo } from '../db/spend.repo';

/** A person who moves zone gets their days, weeks and months from the new zone on. */
export function onUserTimeZoneChanged(deps: { database: Database; inbox: InboxTable; spend: SpendRepo }): Subscription {
  const durable = 'alerts-user-zone-changes';
  return {
    subject: SUBJECTS.identityUserTimeZoneChanged,
    durable,
    handle: idempotent({ db: deps.database.db, inbox: deps.inbox, durable }, async (event, tx) => {
      const parsed = UserTimeZoneChangedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      await deps.spend.setTimeZone(tx, parsed.data.userId, parsed.data.timeZone);
    }),
  };
}
