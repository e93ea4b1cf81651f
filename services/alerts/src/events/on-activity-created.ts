import { DEFAULT_TIME_ZONE, SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { countSpendAndCheckLimitsAll } from '../domain/check-spend-limits';
import type { StatementReady } from '../domain/statement-ready';

/**
 * Every stake or ticket counts as spend for the day it was placed, then limits are checked in the person's zone (the
 * event's; an event from before events carried it reads in DEFAULT_TIME_ZONE), and the month's statement notice is
 * scheduled for when that month closes.
 */
export function onActivityCreated(ctx: AlertsContext, statements: StatementReady): Subscription {
  // The stakes that arrive together are counted and checked in one statement (a busy Saturday is a burst of them).
  return ctx.work.consumeBatch(SUBJECTS.ledgerActivityCreated, 'alerts-limit-checks', async (activities, scope) => {
    const stakes = activities.map((activity) => ({
      entry: { sourceId: `activity:${activity.activityId}`, userId: activity.userId, amount: activity.amount, occurredAt: new Date(activity.createdAt) },
      timeZone: activity.timeZone ?? DEFAULT_TIME_ZONE,
    }));
    const checked = await countSpendAndCheckLimitsAll(scope, ctx.push, stakes);
    for (const [i, { added, entriesInMonth }] of checked.entries()) {
      if (added) await statements.schedule(scope, activities[i].userId, stakes[i].entry.occurredAt, activities[i].timeZone, entriesInMonth);
    }
  });
}
