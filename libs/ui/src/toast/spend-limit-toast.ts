import { GAMBLING_HELPLINE, limitReachedText, type LimitLevel, type LimitPeriod, type SpendLimitReached } from '@tally/contracts';
import { rememberLimitAlertShown } from '../alerts/limit-alerts-shown';
import { showToast, type Toast, type ToastAction } from './toast-service';

const PERIOD_ORDER: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];
const LEVEL_ORDER: readonly LimitLevel[] = ['exceeded', 'approaching'];

// The national helpline (checked against shared/reference/helplines.json in libs/contracts).
const HELPLINE = `${GAMBLING_HELPLINE.name} ${GAMBLING_HELPLINE.phone}, free and ${GAMBLING_HELPLINE.hours}.`;

/** The one limit to tell about when several are reached: exceeded before approaching, then daily, weekly, monthly. */
export function mostSevereLimit(reached: readonly SpendLimitReached[]): SpendLimitReached | null {
  const rank = (limit: SpendLimitReached) => LEVEL_ORDER.indexOf(limit.level) * PERIOD_ORDER.length + PERIOD_ORDER.indexOf(limit.period);
  return [...reached].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/**
 * The toast for a limit reached: first what was saved ("Wager logged: $12.00 · Race 3."), since Tally informs and
 * never blocks, then the limit in the words and figures alerts' notification uses (contracts' limitReachedText).
 * Past a limit it gives the helpline.
 */
export function spendLimitToast({ period, level, limit, spent }: SpendLimitReached, logged: string): Toast {
  const { title, message } = limitReachedText(level, period, spent, limit);
  return { title, description: `${logged} ${message}${level === 'exceeded' ? ` ${HELPLINE}` : ''}`, variant: 'warning' };
}

/**
 * Says at once that a log reached a limit (the most severe one, in one toast that also says what was logged) and
 * notes it in @tally/ui's record, so the bell does not repeat it when alerts' notification arrives.
 * Call it before the bell's unread count is refreshed. `action` is the Undo of what was just added.
 * @param logged what was saved, one sentence ("Wager logged: $12.00 · Race 3.")
 * @returns true when a toast was shown (the caller then shows no "logged" toast beside it)
 */
export function announceSpendLimit(reached: readonly SpendLimitReached[] | undefined, logged: string, action?: ToastAction): boolean {
  const limit = mostSevereLimit(reached ?? []);
  if (!limit) return false;
  rememberLimitAlertShown(limit.period, limit.level);
  showToast({ ...spendLimitToast(limit, logged), action });
  return true;
}
