import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * Tables every service keeps in its own schema for reliable messaging. A service's db/schema.ts
 * calls these so drizzle-kit generates them into that service's migrations.
 */
export function createOutboxTable(schema: PgSchema) {
  return schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
    },
    (t) => [index('outbox_unpublished_idx').on(t.publishedAt, t.occurredAt)],
  );
}
export type OutboxTable = ReturnType<typeof createOutboxTable>;

/** Message ids a consumer has applied: the idempotency marker, written in the handler's transaction. */
export function createInboxTable(schema: PgSchema) {
  return schema.table(
    'processed_events',
    {
      messageId: text('message_id').notNull(),
      durable: text('durable').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.messageId, t.durable] })],
  );
}
export type InboxTable = ReturnType<typeof createInboxTable>;

/** Pending and repeating jobs of the in-process job scheduler (embedded mode). */
export function createJobsTable(schema: PgSchema) {
  return schema.table(
    'jobs',
    {
      id: text('id').primaryKey(),
      name: text('name').notNull(),
      data: jsonb('data').notNull(),
      runAt: timestamp('run_at', { withTimezone: true }).notNull(),
      everyMs: integer('every_ms'),
      attempts: integer('attempts').notNull().default(0),
      maxAttempts: integer('max_attempts').notNull().default(3),
      lockedUntil: timestamp('locked_until', { withTimezone: true }),
      done: boolean('done').notNull().default(false),
      lastError: text('last_error'),
    },
    (t) => [index('jobs_due_idx').on(t.done, t.runAt)],
  );
}
export type JobsTable = ReturnType<typeof createJobsTable>;

/**
 * Events one of the service's consumers gave up on after the retry policy's attempts, kept for an
 * operator to list and replay (`npm run dead-letters`). One row per (consumer, event); the
 * service replays a row whose replay_requested_at is set.
 */
export function createDeadLettersTable(schema: PgSchema) {
  return schema.table(
    'dead_letters',
    {
      id: uuid('id').primaryKey(),
      durable: text('durable').notNull(),
      eventId: text('event_id').notNull(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
      error: text('error').notNull(),
      attempts: integer('attempts').notNull(),
      firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
      lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
      replayRequestedAt: timestamp('replay_requested_at', { withTimezone: true }),
      replayedAt: timestamp('replayed_at', { withTimezone: true }),
    },
    (t) => [
      uniqueIndex('dead_letters_durable_event_idx').on(t.durable, t.eventId),
      index('dead_letters_replay_requested_idx')
        .on(t.replayRequestedAt)
        .where(sql`${t.replayRequestedAt} is not null`),
    ],
  );
}
export type DeadLettersTable = ReturnType<typeof createDeadLettersTable>;

/**
 * Job changes a transaction decided on (schedule or cancel), written in that transaction and
 * drained into the job scheduler by the job relay in `seq` order, so a crash between a commit
 * and its scheduling only delays the job (docs/adr/0011-jobs-decided-by-a-commit.md).
 */
export function createJobOutboxTable(schema: PgSchema) {
  return schema.table('job_outbox', {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    op: text('op').$type<'schedule' | 'cancel'>().notNull(),
    jobId: text('job_id').notNull(),
    name: text('name'),
    data: jsonb('data'),
    /** The delay the caller asked for, counted from `writtenAt` (so a late relay does not postpone the job). */
    delayMs: bigint('delay_ms', { mode: 'number' }).notNull().default(0),
    attempts: integer('attempts'),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  });
}
export type JobOutboxTable = ReturnType<typeof createJobOutboxTable>;

/**
 * Tombstones of the people identity has deleted (work/forgotten-people.ts): a SHA-256 of the id, so the
 * row refuses their late writes and events without naming them.
 */
export function createForgottenPeopleTable(schema: PgSchema) {
  return schema.table('forgotten_people', {
    userHash: text('user_hash').primaryKey(),
    forgottenAt: timestamp('forgotten_at', { withTimezone: true }).notNull().defaultNow(),
  });
}
export type ForgottenPeopleTable = ReturnType<typeof createForgottenPeopleTable>;

export { createIdempotencyKeysTable, type IdempotencyKeysTable } from '../idempotency/idempotency-keys-table';
