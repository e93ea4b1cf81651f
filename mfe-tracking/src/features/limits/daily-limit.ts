/** Spec section 5: a limit must be a valid number if given; empty means "no limit". */
export function validateDailyLimit(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d{1,10}(\.\d{1,2})?$/.test(trimmed) ? undefined : 'Must be a valid number';
}

/** What PATCH /api/settings receives: the decimal text, or null when the field is empty. */
export function toDailyLimitPayload(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}
