import { Router } from '@koa/router';
import { StatsQuery } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { getStats } from '../domain/get-stats';
import type { LedgerDeps } from '../domain/ledger-work';

export function statsRoutes(deps: Pick<LedgerDeps, 'work'>) {
  const router = new Router<ServiceState>();
  router.get('/api/stats', async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.body = await getStats(deps.work.repos, userId, StatsQuery.parse(ctx.query));
  });
  return router;
}
