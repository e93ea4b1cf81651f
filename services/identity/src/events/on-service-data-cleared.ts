import { DATA_OWNING_SERVICES, USER_DATA_CLEARED_SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import { markServiceCleared } from '../domain/clear-data';
import type { IdentityDeps } from '../domain/identity-deps';

/**
 * `<service>.user_data.cleared` from every data-owning service: takes that service off its Clear
 * All Data request, which is done when none is left. One durable per service
 * (`identity-<service>-data-cleared`); a redelivery changes nothing.
 */
export function onServiceDataCleared(deps: Pick<IdentityDeps, 'work' | 'logger' | 'clock'>): Subscription[] {
  return DATA_OWNING_SERVICES.map((service) =>
    deps.work.consume(USER_DATA_CLEARED_SUBJECTS[service], `identity-${service}-data-cleared`, async (event, scope) => {
      const request = await markServiceCleared(scope, service, event, deps.clock());
      if (request?.status === 'done') scope.afterCommit(() => deps.logger.info({ userId: event.userId, requestId: event.requestId }, 'Clear All Data done'));
    }),
  );
}
