import { Router } from '@koa/router';
import { InsightRecordsQuery } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import type { LedgerDeps } from '../domain/ledger-work';

/**
 * Insights asks here, with the person's own service token, for the records its markers are computed
 * from (ADR 0006): the gateway forwards only /api/*, so no browser reaches it, and the token names
 * whose records these are.
 */
export function insightRecordsRoutes(deps: Pick<LedgerDeps, 'work'>) {
  const router = new Router<ServiceState>({ prefix: '/internal' });
  router.get('/insight-records', async (ctx) => {
    const userId = requireUserId(ctx);
    const { since } = InsightRecordsQuery.parse(ctx.query);
    ctx.body = await deps.work.repos.insightRecords.list(userId, since ? new Date(since) : null);
  });
  return router;
}
