import { Router } from '@koa/router';
import { CredentialCheckRequest } from '@tally/contracts';
import type { ServiceState } from '@tally/service-kit';
import { checkCredentials } from '../domain/check-credentials';
import type { IdentityDeps } from '../domain/identity-deps';

/** Calls only the gateway makes (never forwarded from the browser: the gateway proxies /api/* alone). */
export function internalRoutes(deps: IdentityDeps) {
  const router = new Router<ServiceState>({ prefix: '/internal' });
  router.post('/credentials/check', async (ctx) => {
    ctx.body = await checkCredentials(deps, CredentialCheckRequest.parse(ctx.request.body));
  });
  return router;
}
