import { Router } from '@koa/router';
import { ClearDataParams } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { getClearDataRequest, requestClearData } from '../domain/clear-data';
import type { IdentityDeps } from '../domain/identity-deps';

/** Clear All Data: start it (202, work goes on in every service) and ask where it stands. */
export function clearDataRoutes(deps: IdentityDeps) {
  const router = new Router<ServiceState>({ prefix: '/api/user/data/clear' });

  router.post('/', async (ctx) => {
    ctx.body = await requestClearData(deps, requireUserId(ctx));
    ctx.status = 202;
  });

  router.get('/:requestId', async (ctx) => {
    const { requestId } = ClearDataParams.parse(ctx.params);
    ctx.body = await getClearDataRequest(deps, requireUserId(ctx), requestId);
  });
  return router;
}
