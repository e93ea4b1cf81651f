import { SUBJECTS } from '@tally/contracts';
import { clearUserDataOnRequest, type Logger, type Subscription, type UnitOfWork } from '@tally/service-kit';
import type { TrackedDataRepo } from '../db/tracked-data.repo';

/**
 * Clear All Data (answered with `insights.user_data.cleared`) and account deletion both remove the
 * person's insights data: insights keeps no settings. One durable consumer per subject.
 */
export function onPersonForgotten(work: UnitOfWork<{ trackedData: TrackedDataRepo }>, logger: Logger): Subscription[] {
  return [
    clearUserDataOnRequest(work, 'insights', logger, (scope, userId) => scope.trackedData.deleteForUser(userId)),
    work.consume(SUBJECTS.identityUserDeleted, 'insights-user-deleted', async ({ userId }, scope) => {
      logger.info({ userId, ...(await scope.trackedData.deleteForUser(userId)) }, 'Removed everything insights held about the person');
    }),
  ];
}
