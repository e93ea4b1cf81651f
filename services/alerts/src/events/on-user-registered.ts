import { SUBJECTS, UserRegisteredEvent } from '@tally/contracts';
import { idempotent, InputError, type Database, type InboxTable, type Subscription } from '@tally/service-kit';
import type { SpendRepo } from '../db/spend.repo';

/** Keeps the person's time zone so their days, weeks and months are their own. */
export function onUserRegistered(deps: { database: Database; inbox: InboxTable; spend: SpendRepo }): Subscription {
  const durable = 'alerts-user-zones';
  return {
    subject: SUBJECTS.identityUserRegistered,
    durable,
    handle: idempotent({ db: deps.database.db, inbox: deps.inbox, durable }, async (event, tx) => {
      const parsed = UserRegisteredEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      await deps.spend.setTimeZone(tx, parsed.data.userId, parsed.data.timeZone);
    }),
  };
}
