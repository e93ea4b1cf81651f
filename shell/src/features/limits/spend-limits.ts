import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import {
  compareMoney,
  isLimitLoosened,
  limitAlreadyPassedText,
  parseMoney,
  type ApiBody,
  type LimitPeriod,
  type PendingLimitChange,
  type Settings,
  type SettingsState,
} from '@tally/contracts';
import { formatMoney } from '@tally/ui';

/** The three limits of spec section 5, in the person's own time zone (weeks run Sunday to Saturday). */
export const SPEND_LIMITS = [
  { key: 'dailySpendLimit', period: 'daily', label: 'Daily Spend Limit', per: 'a day' },
  { key: 'weeklySpendLimit', period: 'weekly', label: 'Weekly Spend Limit', per: 'a week (Sunday to Saturday)' },
  { key: 'monthlySpendLimit', period: 'monthly', label: 'Monthly Spend Limit', per: 'a calendar month' },
] as const satisfies ReadonlyArray<{ key: keyof Settings; period: LimitPeriod; label: string; per: string }>;
export type SpendLimitKey = (typeof SPEND_LIMITS)[number]['key'];

/** What the form holds: each limit's text as typed, and the session-duration alerts switch. */
export interface NotificationSettingsValues {
  limits: Record<SpendLimitKey, string>;
  sessionDurationAlerts: boolean;
}

/** The body of PATCH /api/settings. */
export type SettingsChanges = ApiBody<'patchSettings'>;

/** Spec section 5: a limit must be a valid number if given (0 or more, cents at most); empty means "no limit". */
export function validateLimit(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d{1,10}(\.\d{1,2})?$/.test(trimmed) ? undefined : 'Must be a valid number';
}

/** What PATCH /api/settings receives: the decimal text, or null when the field is empty (spec: empty becomes null). */
export function toLimitPayload(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** The field's starting text: the stored decimal without trailing zeros ("100.00" to "100", "12.50" to "12.5"), or empty. */
export function limitText(stored: string | null): string {
  return stored === null ? '' : String(Number(stored));
}

/** The form's starting values: the limits in force (not any raise still cooling off) and the switch. */
export function initialValues(settings: Settings): NotificationSettingsValues {
  return {
    limits: Object.fromEntries(SPEND_LIMITS.map(({ key }) => [key, limitText(settings[key])])) as Record<SpendLimitKey, string>,
    sessionDurationAlerts: settings.sessionDurationAlerts,
  };
}

/** The same amount, or both none ("100" and "100.00" are the same limit). */
const sameLimit = (a: string | null, b: string | null) => (a === null || b === null ? a === b : parseMoney(a) === parseMoney(b));

/** The pending change of a period, if any (`pendingLimitChanges` may be missing from an older server). */
export function pendingChangeOf(settings: Pick<SettingsState, 'pendingLimitChanges'>, period: LimitPeriod): PendingLimitChange | undefined {
  return (settings.pendingLimitChanges ?? []).find((change) => change.period === period);
}

/**
 * Only what the person changed, for PATCH /api/settings. A limit is unchanged when it is the one in
 * force, or the raise or removal already cooling off (sending it again would restart the 24 hours).
 */
export function changedSettings(settings: SettingsState, values: NotificationSettingsValues): SettingsChanges {
  const changes: SettingsChanges = {};
  for (const { key, period } of SPEND_LIMITS) {
    const next = toLimitPayload(values.limits[key]);
    const pending = pendingChangeOf(settings, period);
    if (sameLimit(next, settings[key]) || (pending && sameLimit(next, pending.limit))) continue;
    changes[key] = next;
  }
  if (values.sessionDurationAlerts !== settings.sessionDurationAlerts) changes.sessionDurationAlerts = values.sessionDurationAlerts;
  return changes;
}

/** When a change takes effect, in the person's time zone: "Thu 26 Nov, 3:15 pm". */
export function formatEffectiveAt(iso: string, timeZone: string | undefined): string {
  const at = timeZone ? new TZDate(Date.parse(iso), timeZone) : new Date(iso);
  return format(at, 'EEE d MMM, h:mm aaa');
}

/** A change still cooling off: "Rising to $200 on Thu 26 Nov, 3:15 pm" or "Removal takes effect on Thu 26 Nov, 3:15 pm". */
export function pendingChangeText(change: PendingLimitChange, timeZone: string | undefined): string {
  const when = formatEffectiveAt(change.effectiveAt, timeZone);
  return change.limit === null ? `Removal takes effect on ${when}` : `Rising to ${formatMoney(change.limit)} on ${when}`;
}

/**
 * The line under a limit's field: what is in force, and, as the person types a higher limit or
 * empties the field, that it will wait 24 hours once saved.
 */
export function limitHint(inForce: string | null, text: string, per: string, period: LimitPeriod): string {
  const now = inForce === null ? `No ${period} limit set.` : `Your limit is ${formatMoney(inForce)} ${per}.`;
  if (validateLimit(text)) return now;
  const next = toLimitPayload(text);
  if (!isLimitLoosened(inForce, next)) return now;
  return next === null ? `${now} Removing it takes effect 24 hours after you save.` : `${now} Raising it takes effect 24 hours after you save.`;
}

/**
 * The 'Settings updated' toast's line when the save left limits cooling off: when each takes
 * effect ("Your daily limit rises to $200 on Thu 26 Nov, 3:15 pm."). Undefined when none did.
 */
export function savedDescription(sent: SettingsChanges, answer: Pick<SettingsState, 'pendingLimitChanges'>, timeZone: string | undefined): string | undefined {
  const lines = SPEND_LIMITS.filter(({ key }) => key in sent).flatMap(({ period }) => {
    const pending = pendingChangeOf(answer, period);
    if (!pending) return [];
    const when = formatEffectiveAt(pending.effectiveAt, timeZone);
    return pending.limit === null ? [`Removing your ${period} limit takes effect on ${when}.`] : [`Your ${period} limit rises to ${formatMoney(pending.limit)} on ${when}.`];
  });
  return lines.length ? lines.join(' ') : undefined;
}

/** Counted spend so far in the person's current day, week and month (GET /api/limits/status). */
export type SpentSoFar = Record<LimitPeriod, string>;

/**
 * When the limit typed is one the period's spend already reaches: "You've already spent $62.00 today, over this
 * $50.00 daily limit." Undefined for an empty or invalid field, or nothing spent.
 */
export function alreadyPassedText(period: LimitPeriod, text: string, spentSoFar: SpentSoFar | undefined): string | undefined {
  const limit = validateLimit(text) ? null : toLimitPayload(text);
  const spent = spentSoFar?.[period];
  if (limit === null || spent === undefined || compareMoney(spent, '0') <= 0) return undefined;
  const money = parseMoney(limit)!;
  return compareMoney(spent, money) >= 0 ? limitAlreadyPassedText(period, spent, money) : undefined;
}

/** What a save says about the limits it set that the spend already reaches (one sentence each), or undefined. */
export function passedOnSave(sent: SettingsChanges, spentSoFar: SpentSoFar | undefined): string | undefined {
  const lines = SPEND_LIMITS.flatMap(({ key, period }) => {
    const value = sent[key];
    const text = value === undefined || value === null ? undefined : alreadyPassedText(period, String(value), spentSoFar);
    return text ? [text] : [];
  });
  return lines.length ? `${lines.join(' ')} Consider stopping for now.` : undefined;
}
