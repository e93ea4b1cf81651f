import { apiUrl, NEXT_CURSOR_HEADER, type ApiAnswer, type ApiQuery, type OperationId } from '@tally/contracts';
import type { FetchLike } from './http-client';
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

/** The list operations that answer a page at a time (their query takes a cursor). */
export type PagedOperationId = { [K in OperationId]: [ApiQuery<K>] extends [never] ? never : 'cursor' extends keyof ApiQuery<K> ? K : never }[OperationId];

/**
 * GETs every page of a paged list operation (listActivities, listActivitiesByDate, listSessions)
 * with {@link fetchAllPages}, and answers all the items in order.
 * @example await fetchEveryPage('listSessions', { query: { limit: PAGE_SIZE.max } })
 */
export function fetchEveryPage<K extends PagedOperationId>(
  operationId: K,
  options: { query?: Omit<ApiQuery<K>, 'cursor'>; signal?: AbortSignal; fetch?: FetchLike } = {},
): Promise<ApiAnswer<K>> {
  const { query, ...rest } = options;
  return fetchAllPages(apiUrl(operationId as PagedOperationId), { ...rest, query: query as FetchAllPagesOptions['query'] }) as Promise<ApiAnswer<K>>;
}
