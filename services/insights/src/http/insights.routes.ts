import { route } from '@tally/service-kit';
import { generateInsight } from '../domain/generate-insight';
import type { InsightsDeps } from '../domain/insights-work';

export function insightsRoutes(deps: InsightsDeps) {
  return [
    route('generateInsights', ({ userId, body: { timeFrame }, ctx }) =>
      generateInsight(deps, { userId, timeZone: ctx.state.caller.timeZone, authorization: ctx.get('authorization') }, timeFrame),
    ),
    route('listInsightHistory', ({ userId, params: { timeFrame } }) => deps.work.repos.insights.list(userId, timeFrame)),
  ];
}
