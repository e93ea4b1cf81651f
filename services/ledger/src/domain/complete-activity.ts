import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, type Activity, type ActivityResultRequest } from '@tally/contracts';
import { NotFoundError, type WorkScope } from '@tally/service-kit';
import { toActivity, type ActivityListRow } from '../db/activities.repo';
import type { LedgerDeps, LedgerRepos } from './ledger-work';

/**
 * Records the result of the person's activity: a win (with its win amount, if known) or a loss.
 * A completed activity may be corrected the same way (after an AI auto-completed loss, say);
 * each change announces the activity's current result. Someone else's activity is "not found".
 */
export async function completeActivity(deps: LedgerDeps, userId: string, id: string, input: ActivityResultRequest, timeZone: string): Promise<Activity> {
  const row = await deps.work.run(async (scope) => {
    const updated = await completeInScope(scope, userId, id, input, deps.clock(), timeZone);
    if (!updated) throw new NotFoundError(LEDGER_MESSAGES.activityNotFound, ERROR_CODES.activityNotFound);
    return updated;
  });
  return toActivity(row);
}

/**
 * Sets the result and announces it, inside the caller's unit of work; undefined when the person has no such activity.
 * `timeZone` is the person's when a request of theirs caused it; an AI result check knows none (consumers fall back).
 */
export async function completeInScope(
  { activities, publish }: WorkScope<LedgerRepos>,
  userId: string,
  id: string,
  input: Pick<ActivityResultRequest, 'isWin' | 'winAmount'>,
  completedAt: Date,
  timeZone?: string,
): Promise<ActivityListRow | undefined> {
  const result = { isWin: input.isWin, winAmount: input.isWin ? (input.winAmount ?? null) : null };
  const updated = await activities.complete(userId, id, { ...result, completedAt });
  if (!updated) return undefined;
  await publish(SUBJECTS.ledgerActivityCompleted, {
    userId,
    activityId: updated.id,
    type: updated.type as Activity['type'],
    subtype: updated.subtype,
    amount: updated.amount,
    ...result,
    completedAt: completedAt.toISOString(),
    ...(timeZone ? { timeZone } : {}),
  });
  return updated;
}
