import { ERROR_CODES, LEDGER_MESSAGES, type Activity } from '@tally/contracts';
import { NotFoundError } from '@tally/service-kit';
import { toActivity } from '../db/activities.repo';
import type { LedgerDeps } from './ledger-work';

/**
 * One of the person's activities, as the list shows it (never the image itself). Someone else's
 * activity and an unknown id give the same "not found", so an id reveals nothing about its owner.
 */
export async function getActivity(deps: Pick<LedgerDeps, 'work'>, userId: string, id: string): Promise<Activity> {
  const row = await deps.work.repos.activities.findOwned(userId, id);
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.activityNotFound, ERROR_CODES.activityNotFound);
  return toActivity(row);
}
