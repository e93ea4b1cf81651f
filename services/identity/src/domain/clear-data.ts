import { randomUUID } from 'node:crypto';
import { DATA_OWNING_SERVICES, DataOwningService, ERROR_CODES, SUBJECTS, type ClearDataResponse } from '@tally/contracts';
import { NotFoundError } from '@tally/service-kit';
import type { DataClearRequestRow } from '../db/schema';
import type { IdentityDeps, IdentityRepos } from './identity-deps';

function toResponse(row: DataClearRequestRow): ClearDataResponse {
  const pending = row.pending.map((service) => DataOwningService.parse(service));
  return { requestId: row.id, status: row.doneAt ? 'done' : 'pending', pending };
}

/**
 * POST /api/user/data/clear: stores the request and, in the same transaction, tells every
 * data-owning service to delete the person's tracked data. The account, settings and limits stay.
 */
export async function requestClearData(deps: Pick<IdentityDeps, 'work' | 'logger'>, userId: string): Promise<ClearDataResponse> {
  const row = await deps.work.run(async ({ clearRequests, publish }) => {
    const created = await clearRequests.replace({ id: randomUUID(), userId, pending: DATA_OWNING_SERVICES });
    await publish(SUBJECTS.identityUserDataCleared, { userId, requestId: created.id });
    return created;
  });
  deps.logger.info({ userId, requestId: row.id }, 'Clear All Data requested');
  return toResponse(row);
}

/** GET /api/user/data/clear/:requestId: only its owner sees it; anyone else gets 404. */
export async function getClearDataRequest(deps: Pick<IdentityDeps, 'work'>, userId: string, requestId: string): Promise<ClearDataResponse> {
  const row = await deps.work.repos.clearRequests.find(userId, requestId);
  if (!row) throw new NotFoundError('Clear All Data request not found', ERROR_CODES.clearDataRequestNotFound);
  return toResponse(row);
}

/** A service answered that the person's data is gone; runs in the event handler's transaction. */
export async function markServiceCleared(repos: Pick<IdentityRepos, 'clearRequests'>, service: DataOwningService, event: { userId: string; requestId: string }, at: Date) {
  const row = await repos.clearRequests.markAnswered(event.userId, event.requestId, service, at);
  return row ? toResponse(row) : undefined;
}
