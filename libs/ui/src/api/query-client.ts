import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { User } from '@tally/contracts';
import { api, type ApiClient } from './api-client';
import { http } from './http-client';
import { ApiError, isUnauthorized } from './api-error';
import { queryKeyToPath } from './query-path';
import { queryKeys } from './query-keys';

/** GETs the path a query key stands for (a query given without its own function; apiQuery gives one). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => http.get(queryKeyToPath(queryKey), { signal });

/**
 * GET /api/user, where 401 means "signed out" and resolves to null.
 * @param options.apiClient the client to ask with (the shell's start-up hands over a request it already sent)
 */
export async function fetchCurrentUser({ signal, apiClient = api }: { signal?: AbortSignal; apiClient?: ApiClient } = {}): Promise<User | null> {
  try {
    return await apiClient.call('getUser', { signal });
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** The current-user query: the one query that is never fresh and is retried once (spec section 7). */
export const currentUserQuery = {
  queryKey: queryKeys.user,
  // Only the signal: the query's context carries a QueryClient as `client`, which is not an API client.
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCurrentUser({ signal }),
  staleTime: 0,
  retry: 1,
} as const;

/** How many times a read is tried again after its first failure. */
export const READ_RETRIES = 3;
/** The longest wait between two tries of a read (a longer Retry-After is cut to it). */
const MAX_RETRY_DELAY_MS = 10_000;

/**
 * Whether a failed read is tried again (issue 28): when the server could not answer it (no answer, a 5xx),
 * up to READ_RETRIES times; never a refusal (4xx), which would answer the same again.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < READ_RETRIES;
}

/** The wait before the next try: the answer's Retry-After when it gave one, else 1 s, 2 s, 4 s; at most 10 s. */
export function readRetryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const wait = asked !== undefined ? asked * 1000 : 1000 * 2 ** failureCount;
  return Math.min(wait, MAX_RETRY_DELAY_MS);
}

/**
 * Creates the app's QueryClient with the spec's defaults: data never goes stale, no refetch on
 * focus or interval. A read the server could not answer (offline, a 503) is tried again by itself with
 * backoff (issue 28; the spec had no retries); a refusal is not. A 401 from any other call means the session ended, so the cached
 * user is set to null and the route guards send the person to the landing page.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (isUnauthorized(error) && queryKey?.[0] !== queryKeys.user[0]) client.setQueryData(queryKeys.user, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryRead,
        retryDelay: readRetryDelay,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
