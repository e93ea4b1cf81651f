import { ClearDataResponse, IDEMPOTENCY_KEY_HEADER } from '@tally/contracts';
import { apiUrl, newIdempotencyKey } from '@tally/ui/core';

/** How often the request is asked about, and how long the person waits before being told it is taking too long. */
export const CLEAR_DATA_POLL_MS = 400;
export const CLEAR_DATA_WAIT_MS = 30_000;

/** Raised when the services have not all answered within the wait. */
export class ClearDataTooSlowError extends Error {
  constructor() {
    super('Deleting your data is taking longer than expected, so some of it may still be there. Please try Clear All Data again in a minute.');
    this.name = 'ClearDataTooSlowError';
  }
}

/** The two calls Clear All Data makes (the shared path-level client in the app, a fake in tests). */
export interface ClearDataClient {
  post<T>(path: string, body?: undefined, options?: { headers?: Record<string, string> }): Promise<T>;
  get<T>(path: string): Promise<T>;
}

export interface ClearAllDataOptions {
  pollMs?: number;
  waitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The request's Idempotency-Key (a new one per Clear All Data the person confirms). */
  idempotencyKey?: string;
}

/**
 * POST /api/user/data/clear, then GET /api/user/data/clear/:requestId until every service has
 * deleted the person's data. Resolves once done; throws the API's error, or ClearDataTooSlowError.
 */
export async function clearAllData(client: ClearDataClient, options: ClearAllDataOptions = {}): Promise<ClearDataResponse> {
  const { pollMs = CLEAR_DATA_POLL_MS, waitMs = CLEAR_DATA_WAIT_MS, now = Date.now } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = now() + waitMs;
  const headers = { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() };
  let request = ClearDataResponse.parse(await client.post(apiUrl('clearData'), undefined, { headers }));
  while (request.status !== 'done') {
    if (now() >= deadline) throw new ClearDataTooSlowError();
    await sleep(pollMs);
    request = ClearDataResponse.parse(await client.get(apiUrl('getClearDataRequest', { params: { requestId: request.requestId } })));
  }
  return request;
}
