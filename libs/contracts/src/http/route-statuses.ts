import type { ApiRoute, DeclaredError } from './routes';

/** A row of the route table, with or without its operationId (`API_ENDPOINTS.createActivity` or an `API_ROUTES` entry). */
export type StatusRow = Omit<ApiRoute, 'operationId'>;

/** One status an operation answers, as the OpenAPI document describes it. */
export interface RouteAnswer {
  status: number;
  kind: 'success' | 'redirect' | 'error';
  description: string;
  /** The answer carries a Retry-After header (seconds). */
  retryAfter?: true;
  /** The row says when this error happens (the description is the operation's own, not the status's). */
  specific?: true;
}

const BODY_METHODS = new Set<ApiRoute['method']>(['POST', 'PUT', 'PATCH', 'DELETE']);

const SUCCESS: Record<number, string> = { 200: 'Success', 201: 'Created', 202: 'Accepted: the work goes on after the answer' };
const REDIRECTS: Record<number, string> = {
  302: 'A browser is sent on to the app (Accept: text/html)',
  304: 'Not modified: the copy the caller holds (If-None-Match) is current',
};
const ERRORS: Record<number, string> = {
  400: 'The request is not valid: a parameter, query value or body field breaks its rule, or the body is not JSON (details lists each issue)',
  401: 'Not signed in',
  403: 'Refused: a state-changing request that another site started (Origin or Sec-Fetch-Site)',
  404: "Not found: no such record of the signed-in person's",
  409: 'Conflicts with the current state',
  413: 'The body is larger than the limit of the operation (x-body-limit)',
  415: 'The body is sent with a Content-Encoding the server does not read',
  422: 'Understood, but it could not be processed',
  429: 'Too many attempts: try again after Retry-After seconds',
  500: 'Something went wrong on the server',
  503: 'Unavailable for now: a database, the broker or a service it needs is down or did not answer in time (about 5 s); try again after Retry-After seconds',
};

const cache = new WeakMap<StatusRow, { answers: readonly RouteAnswer[]; statuses: ReadonlySet<number> }>();

/**
 * Every status an operation may answer, success included, ascending. Derived from the row's shape
 * (parsed input or an Idempotency-Key: 400; a session: 401; a state-changing method: 403, and 413 where a body is limited; a JSON
 * body: 415; any: 500, and 503 with Retry-After) plus what the row declares (`errors`, `redirects`). Cached per row, so test-mode checks can call it per answer.
 */
export function documentedStatuses(route: StatusRow): number[] {
  return routeAnswers(route).map((a) => a.status);
}

/** Whether the operation documents this status (a Set lookup after the first call for the row). */
export function isDocumentedStatus(route: StatusRow, status: number): boolean {
  return entry(route).statuses.has(status);
}

/** The operation's answers with what each means, ascending by status: what the OpenAPI document lists. */
export function routeAnswers(route: StatusRow): readonly RouteAnswer[] {
  return entry(route).answers;
}

function entry(route: StatusRow) {
  let found = cache.get(route);
  if (!found) {
    const answers = deriveAnswers(route);
    found = { answers, statuses: new Set(answers.map((a) => a.status)) };
    cache.set(route, found);
  }
  return found;
}

function deriveAnswers(route: StatusRow): RouteAnswer[] {
  const byStatus = new Map<number, RouteAnswer>();
  const success = route.successStatus ?? 200;
  byStatus.set(success, { status: success, kind: 'success', description: SUCCESS[success] });
  for (const status of route.redirects ?? []) byStatus.set(status, { status, kind: 'redirect', description: REDIRECTS[status] });

  const error = (status: number, when?: string, retryAfter?: true) => {
    const known = byStatus.get(status);
    // A declared reason adds to the general one (a 400 from the row's shape and one the domain gives).
    const description = known ? `${known.description}${when ? `; ${when}` : ''}` : (when ?? ERRORS[status]);
    byStatus.set(status, {
      status,
      kind: 'error',
      description,
      ...(retryAfter || known?.retryAfter ? { retryAfter: true as const } : {}),
      ...(when || known?.specific ? { specific: true as const } : {}),
    });
  };

  const internal = route.path.startsWith('/internal/');
  const forwarded = route.service !== 'gateway' && !internal;
  const carriesBody = BODY_METHODS.has(route.method);
  // An Idempotency-Key header is input too (routes.ts `idempotent`).
  if (route.params || route.query || route.body || route.idempotent) error(400);
  if (route.auth === 'user') error(401);
  // The gateway's same-origin guard, before any routing.
  if (carriesBody && !internal) error(403);
  // Over the limit: the gateway refuses by Content-Length whatever it forwards; the body parser refuses what it reads.
  if (carriesBody && (forwarded || route.body)) error(413);
  // A JSON body sent with a Content-Encoding the parser cannot undo (a multipart body is read by its own reader).
  if (carriesBody && route.body && route.bodyContentType !== 'multipart/form-data') error(415);
  for (const declared of route.errors ?? []) {
    const { status, when, retryAfter } = normalise(declared);
    error(status, when, status === 429 ? true : retryAfter);
  }
  // The binder's limits (routes.ts `rateLimit`).
  if (route.rateLimit?.length) error(429, rateLimitWhen(route.rateLimit), true);
  error(500);
  // Any operation, when what it needs is down or slow: the service's database or Redis, or for the
  // gateway the service itself (refused, or no answer within the row's answerTimeoutMs), always with Retry-After.
  error(503, undefined, true);
  return [...byStatus.values()].sort((a, b) => a.status - b.status);
}

const COUNTED = { address: 'caller address', person: 'person', email: 'email address' } as const;

function rateLimitWhen(limits: NonNullable<StatusRow['rateLimit']>): string {
  return `Too many requests: more than ${limits.map((l) => `${l.points} per ${l.windowSec} s per ${COUNTED[l.per]}`).join(', or ')} (RATE_LIMITS may change the numbers)`;
}

function normalise(declared: DeclaredError): { status: number; when?: string; retryAfter?: true } {
  return typeof declared === 'number' ? { status: declared } : declared;
}
