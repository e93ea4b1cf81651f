import { Router } from '@koa/router';
import { callerTimeZone, requireUserId, type ServiceState } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { readLimitStatus } from '../domain/limit-status';

/** GET /api/limits/status: the caller's own limits, from alerts' own counted spend, in the zone of their token. */
export function limitStatusRoutes(ctx: Pick<AlertsContext, 'work' | 'clock'>) {
  const router = new Router<ServiceState>();
  router.get('/api/limits/status', async (http) => {
    http.body = await readLimitStatus(ctx.work.repos, requireUserId(http), ctx.clock(), callerTimeZone(http));
  });
  return router;
}
