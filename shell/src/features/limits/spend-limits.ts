import type { Settings } from '@tally/contracts';

/** The three limits of spec section 5, in the person's own time zone (weeks run Sunday to Saturday). */
export const SPEND_LIMITS = [
  { key: 'dailySpendLimit', label: 'Daily Spend Limit', noun: 'daily', per: 'a day' },
  { key: 'weeklySpendLimit', label: 'Weekly Spend Limit', noun: 'weekly', per: 'a week (Sunday to Saturday)' },
  { key: 'monthlySpendLimit', label: 'Monthly Spend Limit', noun: 'monthly', per: 'a calendar month' },
] as const satisfies ReadonlyArray<{ key: keyof Settings; label: string; noun: string; per: string }>;
export type SpendLimitKey = (typeof SPEND_LIMITS)[number]['key'];

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
