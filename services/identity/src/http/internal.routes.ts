import { route } from '@tally/service-kit';
import { checkCredentials } from '../domain/check-credentials';
import type { IdentityDeps } from '../domain/identity-deps';

/** Calls only the gateway makes (never forwarded from the browser: the gateway proxies /api/* alone). */
export function internalRoutes(deps: IdentityDeps) {
  return [route('checkCredentials', ({ body }) => checkCredentials(deps, body))];
}
