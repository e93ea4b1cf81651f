import { PAGE_SIZE } from '@tally/contracts';
import { route } from '@tally/service-kit';
import { toSession } from '../db/sessions.repo';
import { addDeposit } from '../domain/add-deposit';
import { correctDeposit, deleteDeposit } from '../domain/correct-deposit';
import { correctSession, deleteSession, getSessionDetail } from '../domain/correct-session';
import { endSession } from '../domain/end-session';
import type { LedgerDeps } from '../domain/ledger-work';
import { startSession } from '../domain/start-session';
import { setNextCursor } from './next-cursor';

export function sessionsRoutes(deps: LedgerDeps) {
  return [
    route('listSessions', async ({ userId, query, ctx }) => {
      const ranged = query.startDate !== undefined || query.endDate !== undefined;
      const limit = query.limit ?? (ranged ? PAGE_SIZE.ranged : PAGE_SIZE.sessions);
      const start = query.startDate ? new Date(query.startDate) : undefined;
      const end = query.endDate ? new Date(query.endDate) : undefined;
      const rows = await deps.work.repos.sessions.list(userId, { limit, start, end, cursor: query.cursor });
      setNextCursor(ctx, rows, limit, (row) => ({ at: row.startedAt, id: row.id }));
      return rows.map(toSession);
    }),

    route('getActiveSession', async ({ userId }) => {
      // Home polls this every 3 s.
      const row = await deps.readCache.read(userId, 'active session', () => deps.work.repos.sessions.findActive(userId));
      return row ? toSession(row) : null;
    }),

    route('startSession', ({ userId, body, timeZone }) => startSession(deps, userId, body, timeZone)),

    route('addDeposit', ({ userId, params: { id }, body: { amount }, timeZone }) => addDeposit(deps, userId, id, amount, timeZone)),

    route('endSession', ({ userId, params: { id }, body: { finalAmount }, timeZone }) => endSession(deps, userId, id, finalAmount, timeZone)),

    // After /active: the router tries routes in the order they are added, and ':id' would take 'active'.
    route('getSession', ({ userId, params: { id } }) => getSessionDetail(deps, userId, id)),

    route('updateSession', ({ userId, params: { id }, body, timeZone }) => correctSession(deps, userId, id, body, timeZone)),

    route('deleteSession', ({ userId, params: { id }, timeZone }) => deleteSession(deps, userId, id, timeZone)),

    route('updateDeposit', ({ userId, params: { id, depositId }, body: { amount }, timeZone }) => correctDeposit(deps, userId, id, depositId, amount, timeZone)),

    route('deleteDeposit', ({ userId, params: { id, depositId }, timeZone }) => deleteDeposit(deps, userId, id, depositId, timeZone)),
  ];
}
