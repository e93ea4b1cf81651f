import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { User } from '@tally/contracts';
import { api, type ApiClient } from './api-client';
import { http } from './http-client';
import { isUnauthorized } from './api-error';
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

/**
 * Creates the app's QueryClient with the spec's defaults: data never goes stale, no refetch on
 * focus or interval, no retries. A 401 from any other call means the session ended, so the cached
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
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
