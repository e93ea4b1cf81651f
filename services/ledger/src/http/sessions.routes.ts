import { Router } from '@koa/router';
import {
  AddDepositRequest,
  CreateSessionRequest,
  DepositParams,
  EndSessionRequest,
  ListSessionsQuery,
  PAGE_SIZE,
  SessionParams,
  UpdateDepositRequest,
  UpdateSessionRequest,
} from '@tally/contracts';
import { callerTimeZone, requireUserId, type ServiceState } from '@tally/service-kit';
import { toSession } from '../db/sessions.repo';
import { addDeposit } from '../domain/add-deposit';
import { correctDeposit, deleteDeposit } from '../domain/correct-deposit';
import { correctSession, deleteSession, getSessionDetail } from '../domain/correct-session';
import { endSession } from '../domain/end-session';
import type { LedgerDeps } from '../domain/ledger-work';
import { startSession } from '../domain/start-session';
import { setNextCursor } from './next-cursor';

export function sessionsRoutes(deps: LedgerDeps) {
  const router = new Router<ServiceState>();

  router.get('/api/sessions', async (ctx) => {
    const userId = requireUserId(ctx);
    const query = ListSessionsQuery.parse(ctx.query);
    const ranged = query.startDate !== undefined || query.endDate !== undefined;
    const limit = query.limit ?? (ranged ? PAGE_SIZE.ranged : PAGE_SIZE.sessions);
    const start = query.startDate ? new Date(query.startDate) : undefined;
    const end = query.endDate ? new Date(query.endDate) : undefined;
    const rows = await deps.work.repos.sessions.list(userId, { limit, start, end, cursor: query.cursor });
    setNextCursor(ctx, rows, limit, (row) => ({ at: row.startedAt, id: row.id }));
    ctx.body = rows.map(toSession);
  });

  router.get('/api/sessions/active', async (ctx) => {
    const userId = requireUserId(ctx);
    // Home polls this every 3 s.
    const row = await deps.readCache.read(userId, 'active session', () => deps.work.repos.sessions.findActive(userId));
    // "No active session" is JSON null with 200: Koa would turn a null body into an empty 204.
    ctx.type = 'application/json';
    ctx.body = row ? toSession(row) : 'null';
  });

  router.post('/api/sessions', async (ctx) => {
    const userId = requireUserId(ctx);
    const input = CreateSessionRequest.parse(ctx.request.body);
    ctx.status = 201;
    ctx.body = await startSession(deps, userId, input, callerTimeZone(ctx));
  });

  router.post('/api/sessions/:id/deposits', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = SessionParams.parse(ctx.params);
    const { amount } = AddDepositRequest.parse(ctx.request.body);
    ctx.status = 201;
    ctx.body = await addDeposit(deps, userId, id, amount, callerTimeZone(ctx));
  });

  router.post('/api/sessions/:id/end', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = SessionParams.parse(ctx.params);
    const { finalAmount } = EndSessionRequest.parse(ctx.request.body);
    ctx.body = await endSession(deps, userId, id, finalAmount, callerTimeZone(ctx));
  });

  // After /active: the router tries routes in the order they are added, and ':id' would take 'active'.
  router.get('/api/sessions/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = SessionParams.parse(ctx.params);
    ctx.body = await getSessionDetail(deps, userId, id);
  });

  router.patch('/api/sessions/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = SessionParams.parse(ctx.params);
    const input = UpdateSessionRequest.parse(ctx.request.body);
    ctx.body = await correctSession(deps, userId, id, input, callerTimeZone(ctx));
  });

  router.delete('/api/sessions/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id } = SessionParams.parse(ctx.params);
    ctx.body = await deleteSession(deps, userId, id, callerTimeZone(ctx));
  });

  router.patch('/api/sessions/:id/deposits/:depositId', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id, depositId } = DepositParams.parse(ctx.params);
    const { amount } = UpdateDepositRequest.parse(ctx.request.body);
    ctx.body = await correctDeposit(deps, userId, id, depositId, amount, callerTimeZone(ctx));
  });

  router.delete('/api/sessions/:id/deposits/:depositId', async (ctx) => {
    const userId = requireUserId(ctx);
    const { id, depositId } = DepositParams.parse(ctx.params);
    ctx.body = await deleteDeposit(deps, userId, id, depositId, callerTimeZone(ctx));
  });
  return router;
}
