import { isServerUnreachable } from '../api/api-error';
import type { Toast } from './toast-service';

/**
 * The calm offline state of a write (issue 28): the server could not be reached, so the entry was not
 * saved. A warning, not an error of the person's: nothing they entered was wrong, and the form keeps it
 * for the retry (which sends the same Idempotency-Key, so it saves once even if the first did arrive).
 */
export const SERVER_UNREACHABLE_TOAST: Toast = {
  title: "Tally can't reach its server",
  description: 'Your entry was not saved. Please try again in a moment.',
  variant: 'warning',
};

/** The toast for a failed save: the offline state when the server could not be reached, else the screen's own failure toast. */
export function saveFailedToast(error: unknown, otherwise: Toast): Toast {
  return isServerUnreachable(error) ? SERVER_UNREACHABLE_TOAST : otherwise;
}
