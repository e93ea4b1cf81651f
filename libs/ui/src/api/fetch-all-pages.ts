import { NEXT_CURSOR_HEADER } from '@tally/contracts';
import type { FetchLike } from './api-client';
import { toApiError } from './api-error';
import { queryKeyToPath } from './query-path';

/** What {@link fetchAllPages} takes besides the path. */
export interface FetchAllPagesOptions {
  /** Query parameters sent with every page (the cursor is added to them). */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Defaults to the browser's fetch; tests pass a fake. */
  fetch?: FetchLike;
}

/**
 * GETs every page of a paged list (activities, sessions) and answers all the items in order. The
 * ledger answers a page as a plain array and the next page's cursor in X-Next-Cursor; the last page
 * has none. The next page is asked for as soon as a page's headers arrive, while its body is still
 * being read and parsed. Non-OK answers throw the same ApiError the API client does.
 */
export async function fetchAllPages<T>(path: string, options: FetchAllPagesOptions = {}): Promise<T[]> {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const request = (cursor: string | undefined) =>
    doFetch(queryKeyToPath([path, { ...options.query, cursor }]), { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' }, signal: options.signal });
  const items: T[] = [];
  let next: Promise<Response> | null = request(undefined);
  while (next) {
    const response: Response = await next;
    const cursor = response.ok ? response.headers.get(NEXT_CURSOR_HEADER) : null;
    next = cursor ? request(cursor) : null;
    const text = await response.text();
    if (!response.ok) throw toApiError(response.status, response.statusText, text);
    for (const item of JSON.parse(text) as T[]) items.push(item);
  }
  return items;
}
