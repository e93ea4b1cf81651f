/**
 * The binder's step for rows marked `idempotent` (contracts http/idempotency.ts): a request with an
 * `Idempotency-Key` runs in one transaction that first claims the key (person + operation + key, with
 * a hash of the request), then runs the handler, whose unit of work joins the transaction, then keeps
 * the answer. So the key, the write and the first answer commit together or not at all:
 * - a repeat (a double tap, a retry after a lost answer) finds the key and gets the first answer again;
 * - a repeat that arrives while the first is still running waits on the key's row lock, then does the same;
 * - a first request that fails, or is cut off before it commits, leaves no key, so its retry runs anew;
 * - a first request the client gave up on that commits later (a paused database) leaves its key, so
 *   the retry finds it instead of writing twice.
 * We wrote this rather than take a middleware package (express-idempotency, koa-idempotency): those keep
 * keys in a store beside the write (memory, Redis), which cannot commit together with the write.
 */
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { lt } from 'drizzle-orm';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAY_HEADER, isIdempotencyKey, type ApiRoute } from '@tally/contracts';
import { requireUserId, type ServiceState } from '../app/create-service-app';
import type { Db } from '../db/db';
import { InputError, ServiceError } from '../errors';
import { inAmbientTransaction } from '../work/ambient-transaction';
import type { IdempotencyKeysTable } from './idempotency-keys-table';
import { EXPIRED, keyClaims, type EarlierRequest } from './keys-in-transaction';

export interface IdempotentWrites {
  /**
   * The step for one idempotent operation, placed just before its handler (after the body is read). With `claimedByHandler`
   * (a handler that writes in batches, route options `claimsIdempotencyKey`), the step only checks the key and puts it with
   * the request's hash on `ctx.state.idempotency`; the handler claims it in its own transaction (`keyClaims`) and answers
   * an earlier request with `answerEarlier`.
   */
  step(operation: ApiRoute, options?: { claimedByHandler?: boolean }): Koa.Middleware<ServiceState>;
  /** Deletes keys older than the time they are kept; returns how many. */
  sweepExpired(): Promise<number>;
}

/** The request's Idempotency-Key and the hash of its params and body, for a handler that claims the key itself. */
export interface KeyedRequest {
  key: string;
  requestHash: string;
}

/** The same key used for another request: refused, nothing written. */
export class IdempotencyKeyReusedError extends ServiceError {
  constructor() {
    super(IDEMPOTENCY_MESSAGES.keyReused, 422, ERROR_CODES.idempotencyKeyReused);
  }
}

/** The request's identity: its params and body, with object keys sorted so the same content always hashes the same. */
export function requestHashOf(params: unknown, body: unknown): string {
  const sorted = (_: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value;
  return createHash('sha256')
    .update(JSON.stringify({ params: params ?? {}, body: body ?? null }, sorted))
    .digest('hex');
}

/** The answer as sent: a handler's object, or the JSON text the binder sets for null. */
function answerText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (body === undefined || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown })?.pipe === 'function') return undefined;
  return JSON.stringify(body);
}

/** Answers a request whose key was held already: the first answer again, or 422 when the key came with another request. */
export function answerEarlier(ctx: Koa.ParameterizedContext<ServiceState>, earlier: EarlierRequest, requestHash: string): void {
  if (earlier.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
  ctx.body = earlier.answer ?? 'null';
  ctx.type = 'application/json';
  ctx.status = earlier.status ?? 200;
  ctx.set(IDEMPOTENT_REPLAY_HEADER, 'true');
}

export function createIdempotentWrites(db: Db, table: IdempotencyKeysTable): IdempotentWrites {
  return {
    step(operation, options = {}) {
      return async (ctx, next) => {
        // Without the header the write runs as any other (a client that sends no key gets no protection).
        if (ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] === undefined) return next();
        const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
        if (!isIdempotencyKey(key)) throw new InputError(IDEMPOTENCY_MESSAGES.invalidKey);
        const userId = requireUserId(ctx);
        const requestHash = requestHashOf(ctx.params, ctx.request.body);
        if (options.claimedByHandler) {
          ctx.state.idempotency = { key, requestHash };
          return next();
        }
        const { operationId } = operation;
        const earlier = await inAmbientTransaction(db, async (tx) => {
          const claims = keyClaims(tx, table);
          // Claims the key, or takes over one whose day is over. A request holding the same key waits here until it ends.
          const [held] = await claims.claim(operationId, [{ userId, key, requestHash }]);
          if (held) return held;
          await next();
          const answer = answerText(ctx.body);
          // Only a success is kept: a refusal wrote nothing, so its retry may run again (and may succeed).
          if (ctx.status >= 200 && ctx.status < 300 && answer !== undefined) await claims.keep(operationId, [{ userId, key, status: ctx.status, answer }]);
          else await claims.release(operationId, userId, key);
          return undefined;
        });
        if (earlier) answerEarlier(ctx, earlier, requestHash);
      };
    },
    async sweepExpired() {
      const removed = await db.delete(table).where(lt(table.createdAt, EXPIRED)).returning({ key: table.key });
      return removed.length;
    },
  };
}
