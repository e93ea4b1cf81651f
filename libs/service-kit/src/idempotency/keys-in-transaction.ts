/**
 * Idempotency-Keys inside a write's transaction: claiming them (or finding the earlier request that holds one) and
 * keeping the first answers, for one request (the binder's step, idempotent-writes.ts) or a batch of them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@tally/contracts';
import type { Db } from '../db/db';
import { arrayParam } from '../db/unnested-rows';
import type { IdempotencyKeysTable } from './idempotency-keys-table';

/** A key older than this is over: a lookup ignores it, a claim takes it over, the sweep deletes it. */
export const EXPIRED = sql.raw(`now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);

/** What a key already held says: the hash of the request that claimed it and the answer kept with it (none while it runs). */
export interface EarlierRequest {
  requestHash: string;
  status: number | null;
  answer: string | null;
}

/** Claiming keys and keeping answers inside a transaction, for one request (the step) or a batch of them. */
export interface KeyClaims {
  /**
   * Claims each person's key for the operation (or takes over one whose day is over); for a key held already, its earlier
   * request. A key another transaction is claiming waits for it to end. The keys of one call must differ.
   */
  claim(operationId: string, claims: ReadonlyArray<{ userId: string; key: string; requestHash: string }>): Promise<Array<EarlierRequest | undefined>>;
  /** Keeps each success's answer with its claimed key. */
  keep(operationId: string, answers: ReadonlyArray<{ userId: string; key: string; status: number; answer: string }>): Promise<void>;
  /** Gives the key back (a refusal wrote nothing, so its retry may run again). */
  release(operationId: string, userId: string, key: string): Promise<void>;
}

export function keyClaims(tx: Db, table: IdempotencyKeysTable): KeyClaims {
  const keyOf = (userId: string, key: string) => `${userId} ${key}`;
  const one = (operationId: string, userId: string, key: string) => and(eq(table.userId, userId), eq(table.operationId, operationId), eq(table.key, key));
  return {
    async claim(operationId, claims) {
      if (claims.length === 0) return [];
      // In key order, so two batches claiming some of the same keys never wait on each other in a cycle. The claims as
      // arrays, unnest()ed: one statement text whatever the batch's size.
      const sorted = [...claims].sort((a, b) => (keyOf(a.userId, a.key) < keyOf(b.userId, b.key) ? -1 : 1));
      const claimed = await tx.execute<{ userId: string; key: string }>(sql`
        insert into ${table} as k (user_id, operation_id, key, request_hash)
          select c.user_id, ${operationId}, c.key, c.request_hash
          from unnest(${arrayParam(
            sorted.map((c) => c.userId),
            'uuid',
          )}, ${arrayParam(
            sorted.map((c) => c.key),
            'text',
          )}, ${arrayParam(
            sorted.map((c) => c.requestHash),
            'text',
          )}) with ordinality as c(user_id, key, request_hash, n)
          order by c.n
        on conflict (user_id, operation_id, key) do update
          set request_hash = excluded.request_hash, status = null, answer = null, created_at = now()
          where k.created_at < ${EXPIRED}
        returning user_id::text as "userId", key`);
      const ours = new Set(claimed.rows.map((row) => keyOf(row.userId, row.key)));
      const held = sorted.filter((c) => !ours.has(keyOf(c.userId, c.key)));
      if (held.length === 0) return claims.map(() => undefined);
      const found = await tx.execute<{ userId: string; key: string; requestHash: string; status: number | null; answer: string | null }>(sql`
        select k.user_id::text as "userId", k.key, k.request_hash as "requestHash", k.status, k.answer
        from ${table} k join unnest(${arrayParam(
          held.map((c) => c.userId),
          'uuid',
        )}, ${arrayParam(
          held.map((c) => c.key),
          'text',
        )}) as h(user_id, key)
          on k.user_id = h.user_id and k.key = h.key
        where k.operation_id = ${operationId}`);
      const earlier = new Map(found.rows.map(({ userId, key, ...row }) => [keyOf(userId, key), row]));
      return claims.map((c) => (ours.has(keyOf(c.userId, c.key)) ? undefined : earlier.get(keyOf(c.userId, c.key))));
    },
    async keep(operationId, answers) {
      if (answers.length === 0) return;
      await tx.execute(sql`update ${table} set status = v.status, answer = v.answer
        from unnest(${arrayParam(
          answers.map((a) => a.userId),
          'uuid',
        )}, ${arrayParam(
          answers.map((a) => a.key),
          'text',
        )},
          ${arrayParam(
            answers.map((a) => a.status),
            'integer',
          )}, ${arrayParam(
            answers.map((a) => a.answer),
            'text',
          )}) as v(user_id, key, status, answer)
        where ${table.userId} = v.user_id and ${table.operationId} = ${operationId} and ${table.key} = v.key`);
    },
    async release(operationId, userId, key) {
      await tx.delete(table).where(one(operationId, userId, key));
    },
  };
}
