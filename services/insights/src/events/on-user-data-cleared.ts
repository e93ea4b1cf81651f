import { SUBJECTS } from '@tally/contracts';
import type { Logger, Subscription, UnitOfWork } from '@tally/service-kit';
import { forgetInsights } from '../domain/forget-insights';
import type { InsightsRepos } from '../domain/insights-work';

/** Clear All Data: the person's saved insights and income go; applied once per message id. */
export function onUserDataCleared(deps: { work: UnitOfWork<InsightsRepos>; logger: Logger }): Subscription {
  return deps.work.consume(SUBJECTS.identityUserDataCleared, 'insights-user-data-cleared', async ({ userId }, scope) => {
    deps.logger.info({ userId, ...(await forgetInsights(scope, userId)) }, "Removed the person's insights and income");
  });
}
