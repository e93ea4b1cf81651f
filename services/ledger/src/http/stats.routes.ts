import { Router } from '@koa/router';
import { StatsQuery } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { getStats } from '../domain/get-stats';
import type { LedgerDeps } from '../domain/ledger-work';

export function statsRoutes(deps: Pick<LedgerDeps, 'work' | 'readCache'>) {
  const router = new Router<ServiceState>();
  router.get('/api/stats', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = StatsQuery.parse(ctx.query);
    ctx.body = await deps.readCache.read(userId, `stats ${query.startDate ?? ''} ${query.endDate ?? ''}`, () => getStats(deps.work.repos, userId, query));
  });
  return router;
}
