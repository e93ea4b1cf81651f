import { Router } from '@koa/router';
import { ActivitiesByDateQuery, ActivityParams, CreateActivityRequest, isActivityResultRequest, ListActivitiesQuery, PAGE_SIZE, UpdateActivityRequest } from '@tally/contracts';
import { callerTimeZone, requireUserId, type ServiceState } from '@tally/service-kit';
import { toActivity, type ActivityListRow } from '../db/activities.repo';
import { completeActivity } from '../domain/complete-activity';
import { correctActivity } from '../domain/correct-activity';
import { deleteActivity } from '../domain/delete-activity';
import { getActivity } from '../domain/get-activity';
import type { LedgerDeps } from '../domain/ledger-work';
import { recordActivity } from '../domain/record-activity';
import { setNextCursor } from './next-cursor';

const cursorOf = (row: ActivityListRow) => ({ at: row.createdAt, id: row.id, pending: !row.isCompleted });

export function activitiesRoutes(deps: LedgerDeps) {
  const router = new Router<ServiceState>();

  router.get('/api/activities', async (ctx) => {
    const userId = requireUserId(ctx);
    const { limit = PAGE_SIZE.activities, cursor } = ListActivitiesQuery.parse(ctx.query);
    // The first page (home's five) is read again and again; later pages go to the database.
    const page = () => deps.work.repos.activities.listPage(userId, { limit, cursor });
    const rows = cursor ? await page() : await deps.readCache.read(userId, `activities ${limit}`, page);
    setNextCursor(ctx, rows, limit, cursorOf);
    ctx.body = rows.map(toActivity);
  });

  router.get('/api/activities/by-date', async (ctx) => {
    const userId = requireUserId(ctx);
    const { startDate, endDate, limit = PAGE_SIZE.ranged, cursor } = ActivitiesByDateQuery.parse(ctx.query);
    const rows = await deps.work.repos.activities.listByDate(userId, { start: new Date(startDate), end: new Date(endDate), limit, cursor });
    setNextCursor(ctx, rows, limit, cursorOf);
    ctx.body = rows.map(toActivity);
  });

  // After /by-date: the router tries routes in the order they are added, and ':id' would take 'by-date'.
  router.get('/api/activities/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = ActivityParams.parse(ctx.params);
    ctx.body = await getActivity(deps, userId, id);
  });

  router.post('/api/activities', async (ctx) => {
    const userId = requireUserId(ctx);
    const input = CreateActivityRequest.parse(ctx.request.body);
    ctx.status = 201;
    ctx.body = await recordActivity(deps, userId, input, callerTimeZone(ctx));
  });

  router.patch('/api/activities/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = ActivityParams.parse(ctx.params);
    const input = UpdateActivityRequest.parse(ctx.request.body);
    ctx.body = isActivityResultRequest(input)
      ? await completeActivity(deps, userId, id, input, callerTimeZone(ctx))
      : await correctActivity(deps, userId, id, input, callerTimeZone(ctx));
  });

  router.delete('/api/activities/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = ActivityParams.parse(ctx.params);
    ctx.body = await deleteActivity(deps, userId, id, callerTimeZone(ctx));
  });
  return router;
}
