import { DEFAULT_TIME_ZONE, SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { countSpendAndCheckLimits } from '../domain/check-spend-limits';
import type { StatementReady } from '../domain/statement-ready';

/**
 * Every stake or ticket counts as spend for the day it was placed, then limits are checked in the person's zone (the
 * event's; an event from before events carried it reads in DEFAULT_TIME_ZONE), and the month's statement notice is
 * scheduled for when that month closes.
 */
export function onActivityCreated(ctx: AlertsContext, statements: StatementReady): Subscription {
  return ctx.work.consume(SUBJECTS.ledgerActivityCreated, 'alerts-limit-checks', async (activity, scope) => {
    const occurredAt = new Date(activity.createdAt);
    const entry = { sourceId: `activity:${activity.activityId}`, userId: activity.userId, amount: activity.amount, occurredAt };
    const { added, entriesInMonth } = await countSpendAndCheckLimits(scope, ctx.push, entry, activity.timeZone ?? DEFAULT_TIME_ZONE);
    if (!added) return;
    await statements.schedule(scope, activity.userId, occurredAt, activity.timeZone, entriesInMonth);
  });
}
