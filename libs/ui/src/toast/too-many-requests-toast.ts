import { ApiError } from '../api/api-error';
import type { Toast } from './toast-service';

/**
 * The toast for a request refused as too many (429: a sign-in lockout, a current-password limit, or a
 * route's rate limit): the server's own words, which say how long to wait. Undefined for any other failure.
 */
export function tooManyRequestsToast(error: unknown): Toast | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  return { title: 'Too many attempts', description: error.message, variant: 'error' };
}
