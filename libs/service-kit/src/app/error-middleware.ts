import type Koa from 'koa';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody } from '@tally/contracts';
import { ServiceError, TooManyRequestsError } from '../errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

function retryAfterOf(err: unknown): number | undefined {
  const seconds = (err as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The one place errors become HTTP answers: named errors keep their status and message, zod errors
 * become 400 with the first issue's message, body-parser errors keep their 4xx, a database that
 * cannot be reached is a 503, every 503 with Retry-After, anything else is a 500 that reveals nothing internal.
 */
export function errorMiddleware(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // respond=false: a proxy or in-process handler already wrote the answer.
      if (ctx.respond !== false && ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { message: 'Not found.', code: ERROR_CODES.notFound } satisfies ErrorBody;
      }
    } catch (err) {
      if (ctx.respond === false || ctx.headerSent) {
        ctx.app.emit('error', err, ctx);
        return;
      }
      const { status, body } = toErrorAnswer(err);
      ctx.status = status;
      ctx.body = body;
      if (err instanceof TooManyRequestsError) ctx.set('Retry-After', String(err.retryAfterSeconds));
      // Every 503 says when to try again: the error's own wait when it has one, else the default.
      if (status === 503) ctx.set('Retry-After', String(retryAfterOf(err) ?? DATABASE_RETRY_AFTER_SECONDS));
      if (status >= 500) ctx.app.emit('error', err, ctx);
    }
  };
}

export function toErrorAnswer(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof ServiceError) {
    return { status: err.status, body: { message: err.message, code: err.code, ...(err.details !== undefined ? { details: err.details } : {}) } };
  }
  if (err instanceof ZodError) {
    const first = err.issues[0];
    return {
      status: 400,
      body: { message: first?.message ?? 'Invalid input.', code: ERROR_CODES.invalidInput, details: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
    };
  }
  const httpErr = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; type?: string };
  const status = httpErr.status ?? httpErr.statusCode ?? 500;
  if (status === 413) return { status, body: { message: 'The request is too large.', code: ERROR_CODES.tooLarge } };
  if (status >= 400 && status < 500) {
    const message =
      httpErr.type === 'entity.parse.failed' || err instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : httpErr.expose && httpErr.message
          ? httpErr.message
          : 'Bad request.';
    return { status, body: { message, code: ERROR_CODES.invalidInput } };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { message: "Tally can't reach its database just now. Please try again shortly.", code: ERROR_CODES.unavailable } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal } };
}
