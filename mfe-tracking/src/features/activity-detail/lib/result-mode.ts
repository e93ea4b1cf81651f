import type { Activity } from '@tally/contracts';
import { aiVerdict } from './activity-outcome';

/**
 * What the result part of the activity dialog shows: the AI's recommendation to confirm, the win
 * amount when confirming an AI win, the manual Win/Loss form, or (for a settled item) just the summary.
 */
export type ResultMode = 'ai' | 'confirm-win' | 'manual' | 'summary';

/** An AI win or loss can be confirmed; undetermined and anything else is updated by hand (spec section 4). */
export function hasAiCall(activity: Pick<Activity, 'aiResultChecked' | 'aiResultStatus'>): boolean {
  return activity.aiResultChecked && ['win', 'loss'].includes(aiVerdict(activity.aiResultStatus));
}

/** Where the dialog opens: a settled item's summary, a pending item's AI recommendation when it has one, else the manual form. */
export function defaultResultMode(activity: Pick<Activity, 'isCompleted' | 'aiResultChecked' | 'aiResultStatus'>): ResultMode {
  if (activity.isCompleted) return 'summary';
  return hasAiCall(activity) ? 'ai' : 'manual';
}
