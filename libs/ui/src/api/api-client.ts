import { toApiError } from './api-error';

/** What a call may carry besides method and path. */
export interface RequestOptions {
  /**
   * Sent as JSON with a JSON content type; nothing is sent when undefined (spec section 7). A
   * FormData body is sent as it is (multipart; the browser sets the content type and boundary).
   */
  body?: unknown;
  signal?: AbortSignal;
}

/** The one typed client every front end uses to talk to the gateway. */
export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

/** The subset of `fetch` the client needs (lets tests pass a fake). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Creates an API client for same-origin calls that always send the session cookie.
 * Non-OK answers throw an ApiError; 204 and empty bodies resolve to undefined.
 * @param options.fetch the fetch to use; defaults to the global one, looked up at call time
 */
export function createApiClient(options: { fetch?: FetchLike } = {}): ApiClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: string, path: string, { body, signal }: RequestOptions = {}): Promise<T> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const isJson = body !== undefined && !isForm;
    const response = await doFetch(path, {
      method,
      credentials: 'include',
      headers: isJson ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: isForm ? body : isJson ? JSON.stringify(body) : undefined,
      signal,
    });
    const text = await response.text();
    if (!response.ok) throw toApiError(response.status, response.statusText, text);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

/** The shared client instance, on the browser's fetch. */
export const api: ApiClient = createApiClient();

/**
 * Calls the API once with the shared client.
 * @example await apiFetch<User>('POST', '/api/login', { body: { username, password } })
 */
export function apiFetch<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  return api.request<T>(method, path, options);
}
