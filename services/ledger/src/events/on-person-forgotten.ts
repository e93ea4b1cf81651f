import { SUBJECTS } from '@tally/contracts';
import { clearUserDataOnRequest, type Logger, type Subscription } from '@tally/service-kit';
import { forgetPerson } from '../domain/forget-person';
import type { LedgerWork } from '../domain/ledger-work';

/**
 * Clear All Data (`identity.user.data_cleared`, answered with `ledger.user_data.cleared`) and
 * account deletion (`identity.user.deleted`) both remove the person's activities, ticket images,
 * sessions and deposits. One durable consumer per subject; applied once per message id.
 */
export function onPersonForgotten(deps: { work: LedgerWork; logger: Logger }): Subscription[] {
  return [
    clearUserDataOnRequest(deps.work, 'ledger', deps.logger, forgetPerson),
    deps.work.consume(SUBJECTS.identityUserDeleted, 'ledger-user-deleted', async ({ userId }, scope) => {
      deps.logger.info({ subject: SUBJECTS.identityUserDeleted, userId, ...(await forgetPerson(scope, userId)) }, "Removed the person's ledger data");
    }),
  ];
}
