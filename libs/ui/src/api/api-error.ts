/**
 * The error every API call throws for a non-OK answer. `message` is what the screens show:
 * the server's `message` field when the body is JSON, otherwise `${status}: ${text}` (spec section 8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status of the answer. */
    readonly status: number,
    /** The server's stable error code (libs/contracts ERROR_CODES) when it sent one. */
    readonly code?: string,
    /** Extra detail from the server, e.g. which fields were invalid. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** True when `error` is an ApiError for a signed-out request (401). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Builds the ApiError for a non-OK answer from its status, status text and body text.
 * @param status HTTP status
 * @param statusText HTTP reason phrase, used when the body is empty
 * @param bodyText the raw response body
 */
export function toApiError(status: number, statusText: string, bodyText: string): ApiError {
  const parsed = parseErrorBody(bodyText);
  if (parsed) return new ApiError(parsed.message, status, parsed.code, parsed.details);
  return new ApiError(`${status}: ${bodyText || statusText}`, status);
}

function parseErrorBody(text: string): { message: string; code?: string; details?: unknown } | null {
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      const { message, code, details } = body as { message: string; code?: unknown; details?: unknown };
      return { message, code: typeof code === 'string' ? code : undefined, details };
    }
  } catch {
    // Not JSON: fall back to the spec's "status: text" form.
  }
  return null;
}
