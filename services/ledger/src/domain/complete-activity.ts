import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, type Activity, type UpdateActivityRequest } from '@tally/contracts';
import { NotFoundError } from '@tally/service-kit';
import { toActivity } from '../db/activities.repo';
import type { LedgerDeps } from './ledger-work';

/**
 * Records the result of the person's activity: a win (with its win amount, if known) or a loss.
 * A completed activity may be corrected the same way (after an AI auto-completed loss, say);
 * each change announces the activity's current result. Someone else's activity is "not found".
 */
export async function completeActivity(deps: LedgerDeps, userId: string, id: string, input: UpdateActivityRequest): Promise<Activity> {
  const completedAt = deps.clock();
  const result = { isWin: input.isWin, winAmount: input.isWin ? (input.winAmount ?? null) : null };
  const row = await deps.work.run(async ({ activities, publish }) => {
    const updated = await activities.complete(userId, id, { ...result, completedAt });
    if (!updated) throw new NotFoundError(LEDGER_MESSAGES.activityNotFound, ERROR_CODES.activityNotFound);
    await publish(SUBJECTS.ledgerActivityCompleted, {
      userId,
      activityId: updated.id,
      type: updated.type as Activity['type'],
      subtype: updated.subtype,
      amount: updated.amount,
      ...result,
      completedAt: completedAt.toISOString(),
    });
    return updated;
  });
  return toActivity(row);
}
