import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ApiCallAnswer, ApiUrlInput, OperationId, OptionalWhenEmpty } from '@tally/contracts';
import { api, type CallInput } from './api-client';
import { apiKey, type ApiQueryKey } from './query-keys';

/** A GET as react-query reads it: its derived key and the call that answers it. */
export interface ApiQueryOptions<K extends OperationId> {
  queryKey: ApiQueryKey<K>;
  queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<ApiCallAnswer<K>>;
}

/**
 * The key and query function of a GET by operation id, typed by its answer; spread it into
 * useQuery, prefetchQuery or ensureQueryData with any further options.
 * @example useQuery({ ...apiQuery('getSettings'), staleTime: 0 }) // data: Settings | undefined
 */
export function apiQuery<K extends OperationId>(operationId: K, ...[input]: OptionalWhenEmpty<ApiUrlInput<K>>): ApiQueryOptions<K> {
  const args = [input] as unknown as OptionalWhenEmpty<ApiUrlInput<K>>;
  return {
    queryKey: apiKey(operationId, ...args),
    queryFn: ({ signal }) => api.call(operationId, ...([{ ...input, signal }] as unknown as OptionalWhenEmpty<CallInput<K>>)),
  };
}
