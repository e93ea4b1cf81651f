/** Spec section 5: a limit must be a valid number if given (0 or more, cents at most); empty means "no limit". */
export function validateDailyLimit(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d{1,10}(\.\d{1,2})?$/.test(trimmed) ? undefined : 'Must be a valid number';
}

/** What PATCH /api/settings receives: the decimal text, or null when the field is empty (spec: empty becomes null). */
export function toDailyLimitPayload(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** The field's starting text: the stored decimal without trailing zeros ("100.00" to "100", "12.50" to "12.5"), or empty. */
export function dailyLimitText(stored: string | null): string {
  return stored === null ? '' : String(Number(stored));
}
