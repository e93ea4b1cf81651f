import { retryAfterSeconds, ServerUnreachableError, toApiError } from './api-error';

/** What a request may carry besides method and path. */
export interface RequestOptions {
  /**
   * Sent as JSON with a JSON content type; nothing is sent when undefined (spec section 7). A
   * FormData body is sent as it is (multipart; the browser sets the content type and boundary).
   */
  body?: unknown;
  signal?: AbortSignal;
  /** Read the answer as a Blob (a picture, a PDF) instead of JSON. */
  file?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Requests by method and path, under the typed API client (api-client.ts), which is what the front
 * ends call: there the operation fixes the path and the answer's type. Code that takes a
 * path-level client (Clear All Data's polling, the page follower) gets its paths from `apiUrl`.
 */
export interface HttpClient {
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
 * Creates a client for same-origin requests that always send the session cookie.
 * Non-OK answers throw an ApiError; 204 and empty bodies resolve to undefined.
 * @param options.fetch the fetch to use; defaults to the global one, looked up at call time
 */
export function createHttpClient(options: { fetch?: FetchLike } = {}): HttpClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: string, path: string, { body, signal, file = false, headers = {} }: RequestOptions = {}): Promise<T> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const isJson = body !== undefined && !isForm;
    const accept = file ? '*/*' : 'application/json';
    // No answer at all (offline, or the connection dropped on the way back) is its own error, apart from an
    // aborted call: the screens show the calm offline state for it, and reads retry it.
    const unreachable = (error: unknown) => (signal?.aborted || (error as { name?: string })?.name === 'AbortError' ? error : new ServerUnreachableError(error));
    let response: Response;
    let text: string;
    try {
      response = await doFetch(path, {
        method,
        credentials: 'include',
        headers: { ...(isJson ? { 'Content-Type': 'application/json', Accept: accept } : { Accept: accept }), ...headers },
        body: isForm ? body : isJson ? JSON.stringify(body) : undefined,
        signal,
      });
      if (response.ok && file) return (await response.blob()) as T;
      text = await response.text();
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) throw toApiError(response.status, response.statusText, text, retryAfterSeconds(response.headers.get('Retry-After')));
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

/** The shared path-level client, on the browser's fetch. */
export const http: HttpClient = createHttpClient();
