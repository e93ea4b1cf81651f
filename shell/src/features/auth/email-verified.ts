import type { Toast } from '@tally/ui/core';

/** The query parameter the verification link's redirect sets (/?emailVerified=1 or 0). */
export const EMAIL_VERIFIED_PARAM = 'emailVerified';

/**
 * The toast for the verification redirect's `emailVerified` value; null when the page was not
 * opened from a verification link.
 */
export function emailVerifiedToast(value: string | null): Toast | null {
  if (value === '1') return { title: 'Email verified' };
  if (value === '0') return { title: 'That verification link is invalid or expired', variant: 'error' };
  return null;
}
