import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, type Activity, type DeleteActivityResponse } from '@tally/contracts';
import { NotFoundError } from '@tally/service-kit';
import type { LedgerDeps } from './ledger-work';

/**
 * Deletes the person's wager or ticket with its image (a mistake, or Undo right after logging it). `ledger.activity.deleted`
 * takes it out of counted spend and cancels a waiting result check; stats and statements are computed from the rows,
 * so they follow at once. Someone else's activity is "not found".
 */
export async function deleteActivity(deps: LedgerDeps, userId: string, id: string, timeZone: string): Promise<DeleteActivityResponse> {
  const deletedAt = deps.clock();
  await deps.work.run(async ({ activities, publish }) => {
    const gone = await activities.deleteOwned(userId, id);
    if (!gone) throw new NotFoundError(LEDGER_MESSAGES.activityNotFound, ERROR_CODES.activityNotFound);
    await publish(SUBJECTS.ledgerActivityDeleted, {
      userId,
      activityId: id,
      type: gone.type as Activity['type'],
      amount: gone.amount,
      createdAt: gone.createdAt.toISOString(),
      deletedAt: deletedAt.toISOString(),
      timeZone,
    });
  });
  return { id, deleted: true };
}
