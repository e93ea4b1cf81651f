import { ActivityCreatedEvent, SUBJECTS } from '@tally/contracts';
import { idempotent, InputError, type Database, type InboxTable, type Subscription } from '@tally/service-kit';
import { checkSpendLimits, type LimitCheckDeps } from '../domain/check-spend-limits';

/** Every stake or ticket counts as spend for the day it was placed, then limits are checked. */
export function onActivityCreated(deps: LimitCheckDeps & { database: Database; inbox: InboxTable }): Subscription {
  const durable = 'alerts-limit-checks';
  return {
    subject: SUBJECTS.ledgerActivityCreated,
    durable,
    handle: idempotent({ db: deps.database.db, inbox: deps.inbox, durable }, async (event, tx) => {
      const parsed = ActivityCreatedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      const activity = parsed.data;
      const occurredAt = new Date(activity.createdAt);
      const added = await deps.spend.addEntry(tx, { sourceId: `activity:${activity.activityId}`, userId: activity.userId, amount: activity.amount, occurredAt });
      if (added) await checkSpendLimits(deps, tx, activity.userId, occurredAt);
    }),
  };
}
