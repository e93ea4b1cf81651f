import type Koa from 'koa';
import { ERROR_CODES } from '@tally/contracts';
import { signServiceToken } from '@tally/service-kit';
import { lookupRoute } from './route-map';
import type { BeforeAnswer, ServiceTransport } from './service-transport';
import { sessionTimeZone, type SessionTimeZoneDeps } from './session-time-zone';

/**
 * Every /api call the gateway does not answer itself: find the owning service, require a session
 * unless the route is public, enforce the route's body limit, swap the cookie for a signed token (which carries the person's time zone),
 * and wait for the answer as long as the row allows (its answerTimeoutMs, else the gateway's default). A read or
 * a write with an Idempotency-Key its row honours may be sent again to another replica (see the transport). A row
 * that ends sessions has them ended before its answer passes.
 */
export function forwardToServices(options: { transport: ServiceTransport; answerTimeoutMs: number } & SessionTimeZoneDeps): Koa.Middleware {
  return async (ctx) => {
    const found = lookupRoute(ctx.method, ctx.path);
    if (found.kind === 'not-found') {
      ctx.status = 404;
      ctx.body = { message: 'Not found.', code: ERROR_CODES.notFound };
      return;
    }
    if (found.kind === 'method-not-allowed') {
      ctx.status = 405;
      ctx.set('Allow', found.allowed.join(', '));
      ctx.body = { message: `Use ${found.allowed.join(' or ')} for this address.`, code: ERROR_CODES.invalidInput };
      return;
    }
    const rule = { ...found.route, bodyLimit: found.bodyLimit };
    const userId = (ctx.session?.userId as string | undefined) ?? null;
    if (rule.auth !== 'public' && !userId) {
      ctx.status = 401;
      ctx.body = { message: 'Please sign in to continue.', code: ERROR_CODES.unauthenticated };
      return;
    }
    const length = Number(ctx.get('content-length') || 0);
    if (length > rule.bodyLimit) {
      ctx.status = 413;
      ctx.body = { message: 'The request is too large.', code: ERROR_CODES.tooLarge };
      return;
    }
    // A chunked body has no length to check here: the proxy transport counts it against this as it reads it.
    ctx.state.bodyLimit = rule.bodyLimit;
    const sessionId = userId ? ((ctx.state.sessionId as string | undefined) ?? null) : null;
    const timeZone = userId ? await sessionTimeZone(ctx, userId, options) : null;
    ctx.req.headers.authorization = `Bearer ${signServiceToken(options.tokenKey, { userId, sessionId, timeZone })}`;
    ctx.req.headers['x-request-id'] = ctx.state.requestId;
    delete ctx.req.headers.cookie;
    const endsSessions = userId && rule.endsSessions ? endSessionsOnSuccess(options, userId, rule.endsSessions === 'others' ? sessionId : null) : undefined;
    await options.transport.forward(
      rule.service,
      ctx,
      rule.answerTimeoutMs ?? options.answerTimeoutMs,
      sendingTwiceIsSafe(ctx.method, rule.idempotent === true, ctx.get('idempotency-key') !== ''),
      endsSessions,
    );
  };
}

/**
 * For the rows that end the person's sessions (a password change, an account deletion): a successful answer is
 * held until the sessions are gone from the store every gateway reads, so no other browser is signed in once the
 * caller is told. Identity's event ends them too, later; if the store fails here, that event is what ends them.
 */
function endSessionsOnSuccess(options: Pick<SessionTimeZoneDeps, 'sessions' | 'logger'>, userId: string, keepId: string | null): BeforeAnswer {
  return (status) =>
    status >= 200 && status < 300
      ? options.sessions.destroyAllForUser(userId, keepId).then(
          () => undefined,
          (err: unknown) => options.logger.error({ err, userId }, "Ending the person's sessions failed; identity's event will end them"),
        )
      : undefined;
}

/**
 * Whether a call that reached a replica and got no answer may be sent to another: a read, or a write
 * whose route honours an Idempotency-Key and that carries one (the service answers a repeat with the first answer).
 */
export function sendingTwiceIsSafe(method: string, routeIsIdempotent: boolean, hasIdempotencyKey: boolean): boolean {
  return method === 'GET' || method === 'HEAD' || (routeIsIdempotent && hasIdempotencyKey);
}
