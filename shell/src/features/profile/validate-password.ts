import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES as M } from '@tally/contracts';

/** The Change Password form's three fields. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The outcome of checking the form before it is sent (spec section 5). */
export type PasswordCheck =
  | { ok: true }
  | {
      ok: false;
      /** Messages shown under the fields. */
      fieldErrors: Partial<Record<keyof PasswordChange, string>>;
      /** The spec's toast for the rule that failed (none for a missing field, shown inline). */
      toast?: { title: string; description: string };
    };

/**
 * Checks a password change in the spec's order: all three fields required, then the new password
 * and its confirmation must match, then the new password must have at least 8 characters.
 */
export function checkPasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordChange): PasswordCheck {
  const missing: Partial<Record<keyof PasswordChange, string>> = {};
  if (!currentPassword) missing.currentPassword = M.currentPasswordRequired;
  if (!newPassword) missing.newPassword = M.newPasswordRequired;
  if (!confirmPassword) missing.confirmPassword = M.confirmPasswordRequired;
  if (Object.keys(missing).length > 0) return { ok: false, fieldErrors: missing };
  if (newPassword !== confirmPassword) {
    return {
      ok: false,
      fieldErrors: { confirmPassword: M.passwordMismatch },
      toast: { title: 'Password mismatch', description: M.passwordMismatch },
    };
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return {
      ok: false,
      fieldErrors: { newPassword: M.passwordTooShort },
      toast: { title: 'Password too short', description: M.passwordTooShort },
    };
  }
  return { ok: true };
}
