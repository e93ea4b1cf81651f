import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, WAGERING_SUBTYPES, type Activity, type CorrectActivityRequest } from '@tally/contracts';
import { InputError, NotFoundError } from '@tally/service-kit';
import { toActivity } from '../db/activities.repo';
import type { LedgerDeps } from './ledger-work';

/**
 * Corrects what the person logged (the amount, the event type or game, notes, race fields). The activity keeps the
 * time it was logged, so it stays in the same day, week and month everywhere; `ledger.activity.updated` carries the
 * new amount so alerts' counted spend and limits follow. Someone else's activity is "not found".
 */
export async function correctActivity(deps: LedgerDeps, userId: string, id: string, input: CorrectActivityRequest, timeZone: string): Promise<Activity> {
  const updatedAt = deps.clock();
  const row = await deps.work.run(async ({ activities, publish }) => {
    const before = await activities.findOwned(userId, id);
    if (!before) throw new NotFoundError(LEDGER_MESSAGES.activityNotFound, ERROR_CODES.activityNotFound);
    if (before.type === 'wagering' && input.subtype !== undefined && !(WAGERING_SUBTYPES as readonly string[]).includes(input.subtype)) {
      throw new InputError(LEDGER_MESSAGES.wageringSubtype);
    }
    const corrected = await activities.correct(userId, id, input);
    if (!corrected) throw new NotFoundError(LEDGER_MESSAGES.activityNotFound, ERROR_CODES.activityNotFound);
    await publish(SUBJECTS.ledgerActivityUpdated, {
      userId,
      activityId: id,
      type: corrected.type as Activity['type'],
      subtype: corrected.subtype,
      amount: corrected.amount,
      previousAmount: before.amount,
      isCompleted: corrected.isCompleted,
      isWin: corrected.isWin,
      winAmount: corrected.winAmount,
      createdAt: corrected.createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      timeZone,
    });
    return corrected;
  });
  return toActivity(row);
}
