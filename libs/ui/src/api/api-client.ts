import { API_OPERATIONS, apiUrl, type ApiCallAnswer, type ApiCallInput, type OperationId, type OptionalWhenEmpty } from '@tally/contracts';
import { createHttpClient, type FetchLike } from './http-client';

/** What a call takes: the operation's params, query and body (each required exactly when it has them), and a signal. */
export type CallInput<K extends OperationId> = ApiCallInput<K> & { signal?: AbortSignal };

/**
 * The one client every front end uses to talk to the gateway, by operation id (libs/contracts
 * routes.ts): the table gives the method, the path and the types of what goes in and comes out.
 * @example await api.call('getActivity', { params: { id } }) // Promise<Activity>
 */
export interface ApiClient {
  call<K extends OperationId>(operationId: K, ...input: OptionalWhenEmpty<CallInput<K>>): Promise<ApiCallAnswer<K>>;
}

/**
 * Creates an API client for same-origin calls that always send the session cookie. Non-OK answers
 * throw an ApiError; 204 and empty bodies resolve to undefined; an operation that answers a file
 * resolves to a Blob, and a form operation's body is sent as multipart/form-data.
 * @param options.fetch the fetch to use; defaults to the global one, looked up at call time
 */
export function createApiClient(options: { fetch?: FetchLike } = {}): ApiClient {
  const http = createHttpClient(options);
  return {
    async call(operationId, ...[input]) {
      const { body, signal, params, query } = (input ?? {}) as { body?: unknown; signal?: AbortSignal; params?: unknown; query?: unknown };
      const operation: { method: string; form?: true; file?: true } = API_OPERATIONS[operationId];
      const url = (apiUrl as (id: OperationId, input?: unknown) => string)(operationId, { params, query });
      return http.request(operation.method, url, { body: operation.form ? toFormData(body as Record<string, unknown>) : body, signal, file: operation.file });
    },
  };
}

/** A form operation's fields as multipart/form-data; a file keeps its name. */
function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** The shared client instance, on the browser's fetch. */
export const api: ApiClient = createApiClient();
