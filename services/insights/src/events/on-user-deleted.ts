import { SUBJECTS } from '@tally/contracts';
import type { Logger, Subscription, UnitOfWork } from '@tally/service-kit';
import { forgetInsights } from '../domain/forget-insights';
import type { InsightsRepos } from '../domain/insights-work';

/** Account deletion: everything insights' own tables hold about the person goes; applied once per message id. */
export function onUserDeleted(deps: { work: UnitOfWork<InsightsRepos>; logger: Logger }): Subscription {
  return deps.work.consume(SUBJECTS.identityUserDeleted, 'insights-user-deleted', async ({ userId }, scope) => {
    deps.logger.info({ userId, ...(await forgetInsights(scope, userId)) }, 'Removed everything insights held about the person');
  });
}
