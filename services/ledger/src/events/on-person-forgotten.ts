import { SUBJECTS, UserDataClearedEvent, UserDeletedEvent } from '@tally/contracts';
import { InputError, type Logger, type Subscription } from '@tally/service-kit';
import { forgetPerson } from '../domain/forget-person';
import type { LedgerWork } from '../domain/ledger-work';

/**
 * Clear All Data (`identity.user.data_cleared`) and account deletion (`identity.user.deleted`)
 * both remove the person's activities, ticket images, sessions and deposits. One durable
 * consumer per subject; applied once per message id.
 */
export function onPersonForgotten(deps: { work: LedgerWork; logger: Logger }): Subscription[] {
  const sources = [
    { subject: SUBJECTS.identityUserDataCleared, durable: 'ledger-user-data-cleared', schema: UserDataClearedEvent },
    { subject: SUBJECTS.identityUserDeleted, durable: 'ledger-user-deleted', schema: UserDeletedEvent },
  ];
  return sources.map(({ subject, durable, schema }) => ({
    subject,
    durable,
    handle: deps.work.once(durable, async (event, scope) => {
      const parsed = schema.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      const removed = await forgetPerson(scope, parsed.data.userId);
      deps.logger.info({ subject, userId: parsed.data.userId, ...removed }, "Removed the person's ledger data");
    }),
  }));
}
