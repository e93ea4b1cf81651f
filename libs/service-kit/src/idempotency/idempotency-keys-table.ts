import { index, integer, primaryKey, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * The Idempotency-Key of each idempotent write a person made in the last day (http/idempotency.ts in
 * contracts), with a hash of the request and the first answer. The row is written in the write's own
 * transaction, so a write and its key exist together or not at all.
 */
export function createIdempotencyKeysTable(schema: PgSchema) {
  return schema.table(
    'idempotency_keys',
    {
      userId: uuid('user_id').notNull(),
      operationId: text('operation_id').notNull(),
      key: text('key').notNull(),
      /** sha256 of the request's params and body: the same key with another request is refused. */
      requestHash: text('request_hash').notNull(),
      /** The first answer: its status and its JSON body, exactly as sent. */
      status: integer('status'),
      answer: text('answer'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.operationId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
  );
}
export type IdempotencyKeysTable = ReturnType<typeof createIdempotencyKeysTable>;
