import { GAMBLING_HELPLINE, type LimitLevel, type LimitPeriod, type SpendLimitReached } from '@tally/contracts';
import { formatMoney, rememberLimitAlertShown, showToast, type Toast, type ToastAction } from '@tally/ui';

const PERIODS: Record<LimitPeriod, { title: string; when: string }> = {
  daily: { title: 'Daily', when: 'today' },
  weekly: { title: 'Weekly', when: 'this week' },
  monthly: { title: 'Monthly', when: 'this month' },
};
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
 * The toast for a limit reached, with the figures in AUD. It says the entry is saved: Tally informs,
 * it never blocks. Past a limit it gives the helpline.
 */
export function spendLimitToast({ period, level, limit, spent }: SpendLimitReached): Toast {
  const { title, when } = PERIODS[period];
  const spentText = formatMoney(spent, 2);
  const limitText = formatMoney(limit, 2);
  if (level === 'approaching') {
    return {
      title: `Approaching your ${period} limit`,
      description: `You've spent ${spentText} of your ${limitText} ${period} limit ${when}. It's saved; this might be a good time to pause.`,
      variant: 'warning',
    };
  }
  const where = Number(spent) > Number(limit) ? `over your ${limitText} ${period} limit` : `all of your ${limitText} ${period} limit`;
  return {
    title: `${title} limit reached`,
    description: `You've spent ${spentText} ${when}, ${where}. It's saved; consider stopping for now. ${HELPLINE}`,
    variant: 'warning',
  };
}

/**
 * Says at once that a log reached a limit (the most severe one, as a toast) and notes it in
 * @tally/ui's record, so the bell does not repeat it when alerts' notification arrives.
 * Call it before the bell's unread count is refreshed. `action` is the Undo of what was just added.
 * @returns true when a toast was shown (the caller then shows no "logged" toast over it)
 */
export function announceSpendLimit(reached: readonly SpendLimitReached[] | undefined, action?: ToastAction): boolean {
  const limit = mostSevereLimit(reached ?? []);
  if (!limit) return false;
  rememberLimitAlertShown(limit.period, limit.level);
  showToast({ ...spendLimitToast(limit), action });
  return true;
}
