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
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
  isIdempotencyKey,
  type ApiRoute,
} from '@tally/contracts';
import { requireUserId, type ServiceState } from '../app/create-service-app';
import type { Db } from '../db/db';
import { InputError, ServiceError } from '../errors';
import { inAmbientTransaction } from '../work/ambient-transaction';
import type { IdempotencyKeysTable } from './idempotency-keys-table';

export interface IdempotentWrites {
  /** The step for one idempotent operation, placed just before its handler (after the body is read). */
  step(operation: ApiRoute): Koa.Middleware<ServiceState>;
  /** Deletes keys older than the time they are kept; returns how many. */
  sweepExpired(): Promise<number>;
}

/** The same key used for another request: refused, nothing written. */
export class IdempotencyKeyReusedError extends ServiceError {
  constructor() {
    super(IDEMPOTENCY_MESSAGES.keyReused, 422, ERROR_CODES.idempotencyKeyReused);
  }
}

const EXPIRED = sql.raw(`now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);

/** The request's identity: its params and body, with object keys sorted so the same content always hashes the same. */
export function requestHash(params: unknown, body: unknown): string {
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

export function createIdempotentWrites(db: Db, table: IdempotencyKeysTable): IdempotentWrites {
  return {
    step(operation) {
      return async (ctx, next) => {
        // Without the header the write runs as any other (a client that sends no key gets no protection).
        if (ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] === undefined) return next();
        const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
        if (!isIdempotencyKey(key)) throw new InputError(IDEMPOTENCY_MESSAGES.invalidKey);
        const userId = requireUserId(ctx);
        const hash = requestHash(ctx.params, ctx.request.body);
        const ours = and(eq(table.userId, userId), eq(table.operationId, operation.operationId), eq(table.key, key));

        const earlier = await inAmbientTransaction(db, async (tx) => {
          // Claims the key, or takes over one whose day is over. A request holding the same key waits here until it ends.
          const claimed = await tx
            .insert(table)
            .values({ userId, operationId: operation.operationId, key, requestHash: hash })
            .onConflictDoUpdate({
              target: [table.userId, table.operationId, table.key],
              set: { requestHash: hash, status: null, answer: null, createdAt: sql`now()` },
              setWhere: lt(table.createdAt, EXPIRED),
            })
            .returning({ key: table.key });
          if (claimed.length === 0) {
            const [row] = await tx.select({ requestHash: table.requestHash, status: table.status, answer: table.answer }).from(table).where(ours);
            return row;
          }
          await next();
          const answer = answerText(ctx.body);
          // Only a success is kept: a refusal wrote nothing, so its retry may run again (and may succeed).
          if (ctx.status >= 200 && ctx.status < 300 && answer !== undefined) await tx.update(table).set({ status: ctx.status, answer }).where(ours);
          else await tx.delete(table).where(ours);
          return undefined;
        });
        if (!earlier) return;
        if (earlier.requestHash !== hash) throw new IdempotencyKeyReusedError();
        ctx.body = earlier.answer ?? 'null';
        ctx.type = 'application/json';
        ctx.status = earlier.status ?? 200;
        ctx.set(IDEMPOTENT_REPLAY_HEADER, 'true');
      };
    },
    async sweepExpired() {
      const removed = await db.delete(table).where(lt(table.createdAt, EXPIRED)).returning({ key: table.key });
      return removed.length;
    },
  };
}
