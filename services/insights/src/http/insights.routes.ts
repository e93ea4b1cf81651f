import { Router } from '@koa/router';
import { GenerateInsightsRequest, InsightHistoryParams } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { generateInsight } from '../domain/generate-insight';
import type { InsightsDeps } from '../domain/insights-work';

export function insightsRoutes(deps: InsightsDeps) {
  const router = new Router<ServiceState>({ prefix: '/api/insights' });
  router.post('/generate', async (ctx) => {
    const userId = requireUserId(ctx);
    const { timeFrame } = GenerateInsightsRequest.parse(ctx.request.body ?? {});
    ctx.body = await generateInsight(deps, { userId, timeZone: ctx.state.caller.timeZone, authorization: ctx.get('authorization') }, timeFrame);
  });
  router.get('/history/:timeFrame', async (ctx) => {
    const userId = requireUserId(ctx);
    const { timeFrame } = InsightHistoryParams.parse(ctx.params);
    ctx.body = await deps.work.repos.insights.list(userId, timeFrame);
  });
  return router;
}
