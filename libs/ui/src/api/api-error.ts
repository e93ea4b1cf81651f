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
    /** The answer's Retry-After, in seconds, when it sent one (a 503 or 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The request got no answer: the network is down, or the connection dropped before the answer
 * arrived. Whether the server acted on it is unknown (a write's retry sends the same Idempotency-Key).
 */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';

  constructor(cause?: unknown) {
    super("Tally can't reach its server.", { cause });
  }
}

/** Statuses that mean the server, or a service behind the gateway, cannot answer just now. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** True when the server could not be reached (no answer, or 502/503/504): the calm offline state, not an error of the request. */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ServerUnreachableError || (error instanceof ApiError && UNAVAILABLE_STATUSES.has(error.status));
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
export function toApiError(status: number, statusText: string, bodyText: string, retryAfterSeconds?: number): ApiError {
  const parsed = parseErrorBody(bodyText);
  if (parsed) return new ApiError(parsed.message, status, parsed.code, parsed.details, retryAfterSeconds);
  return new ApiError(`${status}: ${bodyText || statusText}`, status, undefined, undefined, retryAfterSeconds);
}

/** A Retry-After header's seconds (the delta form; an HTTP date is read as a time from now); undefined without one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
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
