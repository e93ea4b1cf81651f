import { route } from '@tally/service-kit';
import { getClearDataRequest, requestClearData } from '../domain/clear-data';
import type { IdentityDeps } from '../domain/identity-deps';

/** Clear All Data: start it (202, work goes on in every service) and ask where it stands. */
export function clearDataRoutes(deps: IdentityDeps) {
  return [
    route('clearData', ({ userId }) => requestClearData(deps, userId)),
    route('getClearDataRequest', ({ userId, params: { requestId } }) => getClearDataRequest(deps, userId, requestId)),
  ];
}
