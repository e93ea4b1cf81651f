import { AI_RESULT_STATUSES, type Activity, type AiResultStatus } from '@tally/contracts';

/** Where an activity stands (spec section 4): pending until a result is recorded. */
export type Outcome = 'pending' | 'win' | 'loss';

export const OUTCOME_LABELS: Record<Outcome, string> = { pending: 'Pending', win: 'Win', loss: 'Loss' };

/** Pending when not completed; win or loss when completed. */
export function activityOutcome(activity: Pick<Activity, 'isCompleted' | 'isWin'>): Outcome {
  if (!activity.isCompleted) return 'pending';
  return activity.isWin ? 'win' : 'loss';
}

/** What the AI check concluded, as shown: any stored value other than win, loss or undetermined is "review". */
export type AiVerdict = AiResultStatus | 'review';

export const AI_VERDICT_LABELS: Record<AiVerdict, string> = { win: 'Win', loss: 'Loss', undetermined: 'Undetermined', review: 'Review' };

export function aiVerdict(status: string | null): AiVerdict {
  return (AI_RESULT_STATUSES as readonly string[]).includes(status ?? '') ? (status as AiResultStatus) : 'review';
}

/** The AI's confidence (0 to 1) as a whole percentage ("85%"), or null when unknown. */
export function confidenceText(confidence: number | null): string | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}
