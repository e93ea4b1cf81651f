/**
 * Clear All Data, a service's part: how a data-owning service joins the request identity tracks.
 * The service's deletions and its answer (`<service>.user_data.cleared`) commit in one transaction
 * with the inbox marker, so identity hears "done" only once the data is really gone, and a
 * redelivery neither deletes twice nor answers twice. See docs/adr/0005-clear-all-data.md.
 */
import { SUBJECTS, USER_DATA_CLEARED_SUBJECTS, type DataOwningService } from '@tally/contracts';
import type { Subscription } from '../bus/event-bus';
import type { Logger } from '../log/logger';
import type { UnitOfWork, WorkScope } from './unit-of-work';

/** Deletes the person's tracked data in the handler's transaction; what it returns (counts) is logged. */
export type ClearTrackedData<R> = (scope: WorkScope<R>, userId: string) => Promise<object | void>;

/**
 * The consumer of `identity.user.data_cleared` for `service` (durable `<service>-user-data-cleared`):
 * runs `clear`, then answers identity in the same transaction.
 */
export function clearUserDataOnRequest<R>(work: UnitOfWork<R>, service: DataOwningService, logger: Logger, clear: ClearTrackedData<R>): Subscription {
  return work.consume(SUBJECTS.identityUserDataCleared, `${service}-user-data-cleared`, async ({ userId, requestId }, scope) => {
    const removed = await clear(scope, userId);
    await scope.publish(USER_DATA_CLEARED_SUBJECTS[service], { userId, requestId });
    logger.info({ userId, requestId, ...(removed ?? {}) }, "Cleared the person's tracked data");
  });
}
