import type Koa from 'koa';
import { ZodError, type z, type ZodType } from 'zod';
import { API_ENDPOINTS, INTERNAL_ROUTES, type ApiRoute } from '@tally/contracts';
import { callerTimeZone, requireUserId, type ServiceContext, type ServiceState } from '../app/create-service-app';
import { actingFor } from '../work/forgotten-people';
import { checkAnswer, checkStatus } from './check-answer';
import { jsonBody } from './json-body';

type Operations = typeof API_ENDPOINTS & typeof INTERNAL_ROUTES;
/** Every operation a service can serve: the public API and the calls between services. */
export type RouteId = keyof Operations;
type Operation<K extends RouteId> = Operations[K];
type Parsed<K extends RouteId, Part extends 'params' | 'query' | 'body'> = Operation<K> extends { [P in Part]: infer S extends ZodType } ? z.output<S> : undefined;

/** What the binder hands a handler: the request's parts already parsed by the operation's schemas. */
export interface RouteInput<K extends RouteId> {
  params: Parsed<K, 'params'>;
  query: Parsed<K, 'query'>;
  body: Parsed<K, 'body'>;
  /** The signed-in person; operations with auth 'user' answer 401 before the handler without one. */
  userId: Operation<K> extends { auth: 'user' } ? string : string | undefined;
  /** The person's IANA zone from the gateway's token (the product's default without one). */
  timeZone: string;
  /** For what the table does not describe: headers, the answer's content type, a multipart file. */
  ctx: ServiceContext;
  /** With `claimsIdempotencyKey`: the request's Idempotency-Key and hash, when it came with one, for the handler to claim. */
  idempotency?: { key: string; requestHash: string };
}

/** What a handler returns: the answer's body (sent with the operation's success status), or nothing when it wrote the answer on `ctx` itself. */
export type RouteAnswer<K extends RouteId> = Operation<K> extends { response: infer R extends ZodType } ? z.input<R> : unknown;

export type RouteHandler<K extends RouteId> = (input: RouteInput<K>) => Promise<RouteAnswer<K> | void>;

/** An operation of the route table with its handler, ready for a service's router. */
export interface BoundRoute {
  operation: ApiRoute;
  /** The steps in order; the last one runs the handler (bindRoutes puts an idempotent row's key step before it). */
  middleware: Koa.Middleware<ServiceState>[];
  /** The handler claims the row's Idempotency-Key in its own transaction (RouteOptions). */
  claimsIdempotencyKey?: boolean;
}

export interface RouteOptions {
  /** Middleware that runs after the sign-in check and before parsing, e.g. a multipart reader. */
  before?: Koa.Middleware<ServiceState>[];
  /**
   * Answers input the schemas refuse, instead of the usual 400: e.g. the emailed verification link,
   * which sends a browser back to the app whatever its token says. It throws or writes the answer on `ctx`.
   */
  invalidInput?: (error: ZodError, ctx: ServiceContext) => void | Promise<void>;
  /**
   * For an `idempotent` row whose handler writes many requests in one transaction (a batch): the binder's key step
   * checks the key and hands it over (`RouteInput.idempotency`) instead of opening a transaction around the handler;
   * the handler claims it and keeps the answer (idempotent-writes.ts `keyClaims`, `answerEarlier`).
   */
  claimsIdempotencyKey?: boolean;
}

const OPERATIONS: Record<string, Omit<ApiRoute, 'operationId'>> = { ...API_ENDPOINTS, ...INTERNAL_ROUTES };

/**
 * Binds a handler to one operation of the route table (`libs/contracts/src/http/routes.ts`), which is
 * where everything about the operation is declared once: path and method, who may call it, the body
 * limit, the schemas of params, query and body, and the success status. Bad input answers 400 with the
 * schema's message before the handler runs.
 * @example route('getActivity', ({ userId, params: { id } }) => getActivity(deps, userId, id))
 */
export function route<K extends RouteId>(operationId: K, handler: RouteHandler<K>, options: RouteOptions = {}): BoundRoute {
  const spec = OPERATIONS[operationId];
  if (!spec) throw new Error(`${String(operationId)} is not an operation of the route table`);
  const operation: ApiRoute = { operationId: operationId as string, ...spec };
  const readsJson = operation.body !== undefined && operation.bodyContentType !== 'multipart/form-data';
  const successStatus = operation.successStatus ?? 200;
  // A signed-in write runs as its person: the unit of work refuses it (401) once identity has deleted them.
  const writesForPerson = operation.auth === 'user' && operation.method !== 'GET';
  const check = checkAnswer(operation);
  const checkStatusOf = checkStatus(operation);

  const signedIn: Koa.Middleware<ServiceState> = (ctx, next) => {
    if (operation.auth === 'user') requireUserId(ctx);
    return next();
  };
  const parse = (ctx: ServiceContext) =>
    ({
      params: operation.params?.parse(ctx.params),
      query: operation.query?.parse(ctx.query),
      body: readsJson ? operation.body!.parse(ctx.request.body) : undefined,
      userId: ctx.state.caller?.userId ?? undefined,
      timeZone: callerTimeZone(ctx),
      ctx,
      idempotency: ctx.state.idempotency,
    }) as RouteInput<K>;
  const respond: Koa.Middleware<ServiceState> = async (ctx) => {
    let input: RouteInput<K>;
    try {
      input = parse(ctx);
    } catch (error) {
      if (!(error instanceof ZodError) || !options.invalidInput) throw error;
      return options.invalidInput(error, ctx);
    }
    const answer = writesForPerson && input.userId ? await actingFor(input.userId, () => handler(input)) : await handler(input);
    if (answer === undefined) return;
    // JSON null (no active session) is sent as such: Koa would turn a null body into an empty 204.
    if (answer === null) ctx.type = 'application/json';
    ctx.body = answer === null ? 'null' : answer;
    ctx.status = successStatus;
    check?.(answer);
  };
  // Outermost, so a refusal by the sign-in check or the body parser is held to the row too.
  const statusChecked: Koa.Middleware<ServiceState>[] = checkStatusOf
    ? [
        async (ctx, next) => {
          try {
            await next();
          } catch (error) {
            checkStatusOf({ error });
            throw error;
          }
          checkStatusOf({ status: ctx.status });
        },
      ]
    : [];
  if (options.claimsIdempotencyKey && !operation.idempotent) throw new Error(`${String(operationId)} is not idempotent: it has no key to claim`);
  return {
    operation,
    middleware: [...statusChecked, signedIn, ...(options.before ?? []), ...(readsJson ? [jsonBody(operation.bodyLimit)] : []), respond],
    ...(options.claimsIdempotencyKey ? { claimsIdempotencyKey: true } : {}),
  };
}
