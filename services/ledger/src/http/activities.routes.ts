import { isActivityResultRequest, PAGE_SIZE } from '@tally/contracts';
import { answerEarlier, route } from '@tally/service-kit';
import { toActivity, type ActivityListRow } from '../db/activities.repo';
import { completeActivity } from '../domain/complete-activity';
import { correctActivity } from '../domain/correct-activity';
import { deleteActivity } from '../domain/delete-activity';
import { getActivity } from '../domain/get-activity';
import type { LedgerDeps } from '../domain/ledger-work';
import { createActivityRecorder } from '../domain/record-activity';
import { setNextCursor } from './next-cursor';

const cursorOf = (row: ActivityListRow) => ({ at: row.createdAt, id: row.id, pending: !row.isCompleted });

export function activitiesRoutes(deps: LedgerDeps) {
  const recorder = createActivityRecorder(deps);
  return [
    route('listActivities', async ({ userId, query: { limit = PAGE_SIZE.activities, cursor }, ctx }) => {
      // The first page (home's five) is read again and again; later pages go to the database.
      const page = () => deps.work.repos.activities.listPage(userId, { limit, cursor });
      const rows = cursor ? await page() : await deps.readCache.read(userId, `activities ${limit}`, page);
      setNextCursor(ctx, rows, limit, cursorOf);
      return rows.map(toActivity);
    }),

    route('listActivitiesByDate', async ({ userId, query: { startDate, endDate, limit = PAGE_SIZE.ranged, cursor }, ctx }) => {
      const rows = await deps.work.repos.activities.listByDate(userId, { start: new Date(startDate), end: new Date(endDate), limit, cursor });
      setNextCursor(ctx, rows, limit, cursorOf);
      return rows.map(toActivity);
    }),

    // After /by-date: the router tries routes in the order they are added, and ':id' would take 'by-date'.
    route('getActivity', ({ userId, params: { id } }) => getActivity(deps, userId, id)),

    // Written in batches with everyone else's wagers of the moment, each claiming its Idempotency-Key in the batch.
    route(
      'createActivity',
      async ({ userId, body, timeZone, idempotency, ctx }) => {
        const recorded = await recorder.record({ userId, input: body, timeZone, idempotency });
        if (!recorded.earlier) return recorded.answer;
        answerEarlier(ctx, recorded.earlier, idempotency!.requestHash);
      },
      { claimsIdempotencyKey: true },
    ),

    route('updateActivity', ({ userId, params: { id }, body, timeZone }) =>
      isActivityResultRequest(body) ? completeActivity(deps, userId, id, body, timeZone) : correctActivity(deps, userId, id, body, timeZone),
    ),

    route('deleteActivity', ({ userId, params: { id }, timeZone }) => deleteActivity(deps, userId, id, timeZone)),
  ];
}
