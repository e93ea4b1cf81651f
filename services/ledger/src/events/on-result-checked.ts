import { AI_AUTO_COMPLETE_MIN_CONFIDENCE, SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import { completeInScope } from '../domain/complete-activity';
import type { LedgerWork } from '../domain/ledger-work';

/**
 * Keeps what scanner's result check suggested on the activity (the person confirms or adjusts it
 * in the activity's dialog). With Auto-Complete AI Losses on, a loss the check is sure of
 * completes a still-pending activity as a loss, announced like any other result. An activity the
 * person already settled keeps their result. A check for someone else's activity changes nothing.
 */
export function onResultChecked(deps: { work: LedgerWork }): Subscription[] {
  return [
    deps.work.consume(SUBJECTS.scannerResultChecked, 'ledger-ai-results', async (checked, scope) => {
      const wasPending = (await scope.activities.findOwned(checked.userId, checked.activityId))?.isCompleted === false;
      const row = await scope.activities.recordAiResult(checked.userId, checked.activityId, {
        status: checked.status,
        confidence: checked.confidence,
        winAmount: checked.winAmount,
        details: checked.details,
      });
      if (!row || !wasPending || checked.status !== 'loss' || checked.confidence < AI_AUTO_COMPLETE_MIN_CONFIDENCE) return;
      const person = await scope.personLimits.get(checked.userId);
      if (!person?.settings.autoCompleteAILosses) return;
      await completeInScope(scope, checked.userId, checked.activityId, { isWin: false }, new Date(checked.checkedAt));
    }),
  ];
}
