import { SUBJECTS } from '@tally/contracts';
import type { Logger, Subscription, WorkScope } from '@tally/service-kit';
import { forgetPerson } from '../domain/forget-person';
import type { LedgerRepos, LedgerWork } from '../domain/ledger-work';

/**
 * Clear All Data (`identity.user.data_cleared`) and account deletion (`identity.user.deleted`)
 * both remove the person's activities, ticket images, sessions and deposits. One durable
 * consumer per subject; applied once per message id.
 */
export function onPersonForgotten(deps: { work: LedgerWork; logger: Logger }): Subscription[] {
  const forget =
    (subject: string) =>
    async ({ userId }: { userId: string }, scope: WorkScope<LedgerRepos>) => {
      const removed = await forgetPerson(scope, userId);
      deps.logger.info({ subject, userId, ...removed }, "Removed the person's ledger data");
    };
  return [
    deps.work.consume(SUBJECTS.identityUserDataCleared, 'ledger-user-data-cleared', forget(SUBJECTS.identityUserDataCleared)),
    deps.work.consume(SUBJECTS.identityUserDeleted, 'ledger-user-deleted', forget(SUBJECTS.identityUserDeleted)),
  ];
}
