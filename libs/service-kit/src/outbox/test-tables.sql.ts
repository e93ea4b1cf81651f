/**
 * Test-only helper: the messaging tables of tables.ts as raw SQL in a schema of their own, so
 * adapter tests can run on a fresh database without drizzle-kit migrations (services keep their
 * real migrations). Keep the SQL in step with tables.ts.
 */
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { personBatchCheckFunctionsSql, personCheckFunctionsSql } from '../work/person-check-functions';
import { createDeadLettersTable, createForgottenPeopleTable, createInboxTable, createJobOutboxTable, createJobsTable, createOutboxTable } from './tables';

/** The drizzle tables of one test schema. */
export function messagingTestTables(schemaName: string) {
  const schema = pgSchema(schemaName);
  return {
    outbox: createOutboxTable(schema),
    inbox: createInboxTable(schema),
    jobs: createJobsTable(schema),
    deadLetters: createDeadLettersTable(schema),
    jobOutbox: createJobOutboxTable(schema),
    forgottenPeople: createForgottenPeopleTable(schema),
  };
}

/** DDL for the outbox, inbox, jobs, dead-letter, job-outbox and tombstone tables in `schemaName` (created if missing). */
export function messagingTablesSql(schemaName: string): string {
  const s = `"${schemaName.replace(/"/g, '""')}"`;
  return `
    create schema if not exists ${s};
    create table if not exists ${s}.outbox (
      id uuid primary key,
      subject text not null,
      payload jsonb not null,
      occurred_at timestamptz not null default now(),
      published_at timestamptz,
      attempts integer not null default 0
    );
    create index if not exists outbox_unpublished_idx on ${s}.outbox (published_at, occurred_at);
    create table if not exists ${s}.processed_events (
      message_id text not null,
      durable text not null,
      processed_at timestamptz not null default now(),
      primary key (message_id, durable)
    );
    create table if not exists ${s}.jobs (
      id text primary key,
      name text not null,
      data jsonb not null,
      run_at timestamptz not null,
      every_ms integer,
      attempts integer not null default 0,
      max_attempts integer not null default 3,
      locked_until timestamptz,
      done boolean not null default false,
      last_error text
    );
    create index if not exists jobs_due_idx on ${s}.jobs (done, run_at);
    create table if not exists ${s}.dead_letters (
      id uuid primary key,
      durable text not null,
      event_id text not null,
      subject text not null,
      payload jsonb not null,
      occurred_at timestamptz not null,
      error text not null,
      attempts integer not null,
      first_failed_at timestamptz not null default now(),
      last_failed_at timestamptz not null default now(),
      replay_requested_at timestamptz,
      replayed_at timestamptz
    );
    create unique index if not exists dead_letters_durable_event_idx on ${s}.dead_letters (durable, event_id);
    create index if not exists dead_letters_replay_requested_idx on ${s}.dead_letters (replay_requested_at) where replay_requested_at is not null;
    create table if not exists ${s}.job_outbox (
      seq bigserial primary key,
      op text not null,
      job_id text not null,
      name text,
      data jsonb,
      delay_ms bigint not null default 0,
      attempts integer,
      written_at timestamptz not null default now()
    );
    create table if not exists ${s}.forgotten_people (
      user_hash text primary key,
      forgotten_at timestamptz not null default now()
    );
  `;
}

/** Creates the schema and its tables, and the person-check functions over them, then returns their drizzle definitions. */
export async function createMessagingTestTables(db: Db, schemaName: string) {
  for (const statement of messagingTablesSql(schemaName).split(';')) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
  for (const functions of [personCheckFunctionsSql(schemaName), personBatchCheckFunctionsSql(schemaName)]) {
    for (const statement of functions.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
  }
  return messagingTestTables(schemaName);
}
