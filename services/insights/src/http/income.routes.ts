import { Router } from '@koa/router';
import { PutInsightIncomeRequest } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import type { InsightsDeps } from '../domain/insights-work';

/** The optional, private yearly income behind the 1%-of-income guide. */
export function incomeRoutes(deps: Pick<InsightsDeps, 'work' | 'clock'>) {
  const router = new Router<ServiceState>({ prefix: '/api/insights/income' });
  router.get('/', async (ctx) => {
    ctx.body = { annualIncome: await deps.work.repos.incomes.get(requireUserId(ctx)) };
  });
  router.put('/', async (ctx) => {
    const userId = requireUserId(ctx);
    const { annualIncome } = PutInsightIncomeRequest.parse(ctx.request.body ?? {});
    await deps.work.repos.incomes.set(userId, annualIncome, deps.clock());
    ctx.body = { annualIncome: await deps.work.repos.incomes.get(userId) };
  });
  return router;
}
