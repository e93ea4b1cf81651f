import { SUBJECTS } from '@tally/contracts';
import type { Logger, Subscription } from '@tally/service-kit';
import type { AlertsWork } from '../domain/alerts-work';
import { forgetEverything, forgetTrackedData } from '../domain/forget-person';

/**
 * Clear All Data (`identity.user.data_cleared`) removes the person's notifications and counted
 * spend and keeps their settings; account deletion (`identity.user.deleted`) removes everything.
 * One durable consumer per subject; applied once per message id.
 */
export function onPersonForgotten(deps: { work: AlertsWork; logger: Logger }): Subscription[] {
  return [
    deps.work.consume(SUBJECTS.identityUserDataCleared, 'alerts-user-data-cleared', async ({ userId }, scope) => {
      deps.logger.info({ userId, ...(await forgetTrackedData(scope, userId)) }, "Removed the person's notifications and spend");
    }),
    deps.work.consume(SUBJECTS.identityUserDeleted, 'alerts-user-deleted', async ({ userId }, scope) => {
      deps.logger.info({ userId, ...(await forgetEverything(scope, userId)) }, 'Removed everything alerts held about the person');
    }),
  ];
}
