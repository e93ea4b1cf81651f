import { formatAud, limitStandingText, type LimitPeriodStatus, type PendingLimitChange } from '@tally/contracts';

const PERIOD_LABEL = { daily: 'Today', weekly: 'This week', monthly: 'This month' } as const;

/** One limit as the card shows it: its label, where it stands, what was spent, how full the bar is and its tone. */
export interface LimitLine {
  period: LimitPeriodStatus['period'];
  label: string;
  standing: string;
  spent: string;
  /** 0 to 100: the share of the limit spent. */
  percent: number;
  tone: 'ok' | 'approaching' | 'exceeded';
}

export function limitLine(status: LimitPeriodStatus): LimitLine {
  const limitCents = Math.round(Number(status.limit) * 100);
  const spentCents = Math.round(Number(status.spent) * 100);
  return {
    period: status.period,
    label: PERIOD_LABEL[status.period],
    standing: limitStandingText(status.period, status.spent, status.limit),
    spent: `${formatAud(status.spent)} spent`,
    percent: limitCents === 0 ? 100 : Math.min(100, Math.round((spentCents / limitCents) * 100)),
    tone: status.level ?? 'ok',
  };
}

/** "Fri 27 Nov, 2:00 pm" in the person's zone (Intl: no date library on Home's first load). */
export function formatWhen(iso: string, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).formatToParts(
    new Date(iso),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

/** A raise or removal waiting out its 24 hours: "Your daily limit rises to $80.00 on Fri 27 Nov, 2:00 pm." */
export function pendingLine(change: PendingLimitChange, timeZone: string | undefined): string {
  const when = formatWhen(change.effectiveAt, timeZone);
  return change.limit === null ? `Your ${change.period} limit is removed on ${when}.` : `Your ${change.period} limit rises to ${formatAud(change.limit)} on ${when}.`;
}

/** "1 day in a row within your limits", "12 days in a row within your limits"; null for none. */
export function streakLine(days: number): string | null {
  if (days <= 0) return null;
  return days === 1 ? 'Today is within your limits so far.' : `${days} days in a row within your limits.`;
}
