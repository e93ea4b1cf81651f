import { Router } from '@koa/router';
import { CreateActivityRequest, ListActivitiesQuery } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { toActivity } from '../db/activities.repo';
import { recordActivity, type RecordActivityDeps } from '../domain/record-activity';

export function activitiesRoutes(deps: RecordActivityDeps) {
  const router = new Router<ServiceState>();

  router.get('/api/activities', async (ctx) => {
    const userId = requireUserId(ctx);
    const { limit } = ListActivitiesQuery.parse(ctx.query);
    ctx.body = (await deps.work.repos.activities.listRecent(userId, limit)).map(toActivity);
  });

  router.post('/api/activities', async (ctx) => {
    const userId = requireUserId(ctx);
    const input = CreateActivityRequest.parse(ctx.request.body);
    const activity = await recordActivity(deps, userId, input);
    ctx.status = 201;
    ctx.body = activity;
  });
  return router;
}
