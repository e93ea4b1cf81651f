import { dictionary } from '@zxcvbn-ts/language-common';
import { ERROR_CODES, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '@tally/contracts';
import { InputError } from '@tally/service-kit';

// The ~50,000 most common passwords, from the maintained zxcvbn-ts list (not one we type in).
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** The registration and password-change rules: at least 8 characters and not a common password. */
export function assertAcceptablePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new InputError(VALIDATION_MESSAGES.passwordTooShort, undefined, ERROR_CODES.weakPassword);
  if (COMMON.has(password.toLowerCase())) {
    throw new InputError('This password is one of the most common and easy to guess. Please choose another.', undefined, ERROR_CODES.weakPassword);
  }
}
