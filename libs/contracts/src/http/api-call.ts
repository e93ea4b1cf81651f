import type { z, ZodType } from 'zod';
import { API_OPERATIONS } from './api-operations.generated';
import type { API_ENDPOINTS, ApiAnswer, ApiBody, ApiQuery, OperationId } from './routes';

// What a call of an operation takes and answers, from the route table's types, and the address it
// goes to, from the schema-free copy of the table (api-operations.generated.ts), so a browser can
// build it without loading zod and every schema.

type Endpoint<K extends OperationId> = (typeof API_ENDPOINTS)[K];

/** A row of the schema-free table: the row's own method and path, a form flag for multipart bodies, a file flag for non-JSON answers. */
type ApiOperationOf<E> = { method: E extends { method: infer M } ? M : never; path: E extends { path: infer P } ? P : never } & (E extends {
  bodyContentType: 'multipart/form-data';
}
  ? { form: true }
  : { form?: never }) &
  (E extends { responseContentType: string } ? { file: true } : { file?: never }) &
  (E extends { idempotent: true } ? { idempotent: true } : { idempotent?: never });

/** The type api-operations.generated.ts must satisfy: exactly the operations of API_ENDPOINTS, each with its method and path. */
export type ApiOperationTable = { [K in OperationId]: ApiOperationOf<Endpoint<K>> };

/** A call's path parameters, e.g. `{ id }` for '/api/activities/:id'. */
export type ApiParams<K extends OperationId> = Endpoint<K> extends { params: infer P extends ZodType } ? z.input<P> : never;

/** Operations sent as multipart/form-data (the body's fields become the form's). */
type FormOperationId = { [K in OperationId]: (typeof API_OPERATIONS)[K] extends { form: true } ? K : never }[OperationId];

/** The value of a form field: a file or text. */
export type FormFieldValue = Blob | string;

/** What a call sends as its body: the contract's input, or for a form operation its fields (files or text). */
export type ApiCallBody<K extends OperationId> = K extends FormOperationId ? { [F in keyof ApiBody<K>]-?: FormFieldValue } : ApiBody<K>;

type ParamsPart<K extends OperationId> = Endpoint<K> extends { params: ZodType } ? { params: ApiParams<K> } : { params?: never };
// A query whose every field is optional may be left out.
type QueryPart<K extends OperationId> =
  Endpoint<K> extends { query: ZodType } ? (object extends ApiQuery<K> ? { query?: ApiQuery<K> } : { query: ApiQuery<K> }) : { query?: never };
type BodyPart<K extends OperationId> = Endpoint<K> extends { body: ZodType } ? { body: ApiCallBody<K> } : { body?: never };

/** What a call takes: params, query and body, each required exactly when the operation has it (a query of optional fields may be left out). */
export type ApiCallInput<K extends OperationId> = ParamsPart<K> & QueryPart<K> & BodyPart<K>;

/** The address part of a call's input: params and query. */
export type ApiUrlInput<K extends OperationId> = ParamsPart<K> & QueryPart<K>;

/** The rest-argument form of an input: optional when nothing in it is required. */
export type OptionalWhenEmpty<T> = object extends T ? [input?: T] : [input: T];

/** What a call answers: the contract's answer, or a Blob for an operation that answers a file (an image, a PDF). */
export type ApiCallAnswer<K extends OperationId> = (typeof API_OPERATIONS)[K] extends { file: true } ? Blob : ApiAnswer<K>;

/** A query string's values: what is undefined or null is left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/**
 * Fills an Express-style path's `:name` parameters, each encoded as one path segment.
 * @throws Error when a parameter is missing (a bug in the caller, never a request to a wrong address)
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` from a query, leaving out undefined and null values; '' when nothing is left. */
export function queryString(query: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The same-origin address of a call, with its params filled in and its query string: for a
 * link or an <img src> (a statement's PDF, a picture), or a client that sends it.
 * @example apiUrl('getStatementPdf', { params: { month: '2026-05' } }) === '/api/statements/2026-05/pdf'
 */
export function apiUrl<K extends OperationId>(operationId: K, ...[input]: OptionalWhenEmpty<ApiUrlInput<K>>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: QueryValues };
  return fillPath(API_OPERATIONS[operationId].path, params) + queryString(query);
}
