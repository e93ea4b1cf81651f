import { ActivityCreatedEvent, SUBJECTS } from '@tally/contracts';
import { InputError, type Subscription } from '@tally/service-kit';
import type { AlertsWork } from '../domain/alerts-work';
import { checkSpendLimits } from '../domain/check-spend-limits';

/** Every stake or ticket counts as spend for the day it was placed, then limits are checked. */
export function onActivityCreated(deps: { work: AlertsWork }): Subscription {
  const durable = 'alerts-limit-checks';
  return {
    subject: SUBJECTS.ledgerActivityCreated,
    durable,
    handle: deps.work.once(durable, async (event, scope) => {
      const parsed = ActivityCreatedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      const activity = parsed.data;
      const occurredAt = new Date(activity.createdAt);
      const added = await scope.spend.addEntry({ sourceId: `activity:${activity.activityId}`, userId: activity.userId, amount: activity.amount, occurredAt });
      if (added) await checkSpendLimits(scope, activity.userId, occurredAt);
    }),
  };
}
