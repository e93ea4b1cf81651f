import { API_OPERATIONS, apiUrl, IDEMPOTENCY_KEY_HEADER, type ApiCallAnswer, type ApiCallInput, type OperationId, type OptionalWhenEmpty } from '@tally/contracts';
import { createHttpClient, type FetchLike } from './http-client';
import { createSubmissionKeys, settlesSubmission, submissionOf, type SubmissionKeys } from './submission-keys';

/** Operations whose row is `idempotent`: they take an Idempotency-Key. */
type IdempotentOperationId = { [K in OperationId]: (typeof API_OPERATIONS)[K] extends { idempotent: true } ? K : never }[OperationId];

/**
 * What a call takes: the operation's params, query and body (each required exactly when it has them), and a
 * signal; an idempotent operation may be given its Idempotency-Key (by default one per submission, see submission-keys.ts).
 */
export type CallInput<K extends OperationId> = ApiCallInput<K> & { signal?: AbortSignal } & (K extends IdempotentOperationId
    ? { idempotencyKey?: string }
    : { idempotencyKey?: never });

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
 * resolves to a Blob, and a form operation's body is sent as multipart/form-data. An idempotent operation
 * is sent with an Idempotency-Key: the caller's, or the key of its submission, which a resend of the same
 * submission reuses until the server has answered it (so a double tap or a retry saves once).
 * @param options.fetch the fetch to use; defaults to the global one, looked up at call time
 * @param options.submissionKeys the per-submission keys (one set per client; tests pass their own)
 */
export function createApiClient(options: { fetch?: FetchLike; submissionKeys?: SubmissionKeys } = {}): ApiClient {
  const http = createHttpClient(options);
  const keys = options.submissionKeys ?? createSubmissionKeys();
  return {
    async call(operationId, ...[input]) {
      const { body, signal, params, query, idempotencyKey } = (input ?? {}) as {
        body?: unknown;
        signal?: AbortSignal;
        params?: unknown;
        query?: unknown;
        idempotencyKey?: string;
      };
      const operation: { method: string; form?: true; file?: true; idempotent?: true } = API_OPERATIONS[operationId];
      const url = (apiUrl as (id: OperationId, input?: unknown) => string)(operationId, { params, query });
      const send = (headers?: Record<string, string>) =>
        http.request<ApiCallAnswer<typeof operationId>>(operation.method, url, {
          body: operation.form ? toFormData(body as Record<string, unknown>) : body,
          signal,
          file: operation.file,
          headers,
        });
      if (!operation.idempotent) return send();
      const submission = submissionOf(operationId, params, body);
      const key = idempotencyKey ?? keys.keyFor(submission);
      try {
        const answer = await send({ [IDEMPOTENCY_KEY_HEADER]: key });
        keys.settle(submission);
        return answer;
      } catch (error) {
        if (settlesSubmission(error)) keys.settle(submission);
        throw error;
      }
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
