import { index, integer, jsonb, numeric, pgSchema, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createDeadLettersTable, createForgottenPeopleTable, createIdempotencyKeysTable, createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const insightsSchema = pgSchema('insights');

export const outbox = createOutboxTable(insightsSchema);
export const processedEvents = createInboxTable(insightsSchema);
export const deadLetters = createDeadLettersTable(insightsSchema);
/** Tombstones of deleted people: their late writes and events are refused (libs/service-kit work/forgotten-people.ts). */
export const forgottenPeople = createForgottenPeopleTable(insightsSchema);
export const idempotencyKeys = createIdempotencyKeysTable(insightsSchema);
export const jobs = createJobsTable(insightsSchema);

/** A person's PGSI self-check results (nine answers scored 0 to 3), kept so they can see change over time. */
export const selfChecks = insightsSchema.table(
  'self_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    answers: smallint('answers').array().notNull(),
    score: integer('score').notNull(),
    band: text('band').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_checks_user_created_idx').on(t.userId, t.createdAt)],
);

/** Saved insights: the text and the figures it was written from, per person and analysis period. */
export const insights = insightsSchema.table(
  'insights',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    timeFrame: text('time_frame').notNull(),
    totalSpent: numeric('total_spent', { precision: 14, scale: 2 }).notNull(),
    totalWon: numeric('total_won', { precision: 14, scale: 2 }).notNull(),
    netReturn: numeric('net_return', { precision: 14, scale: 2 }).notNull(),
    text: text('text').notNull(),
    /** Which writer wrote the text: 'local' or 'openai'. */
    engine: text('engine').notNull(),
    /** The markers (evidence) behind the text, kept so a past insight can be explained. */
    markers: jsonb('markers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('insights_user_frame_created_idx').on(t.userId, t.timeFrame, t.createdAt.desc())],
);
export type InsightRow = typeof insights.$inferSelect;

/** The yearly income a person gave for the 1%-of-income guide: private, optional, never sent to a model. */
export const incomes = insightsSchema.table('incomes', {
  userId: uuid('user_id').primaryKey(),
  annualIncome: numeric('annual_income', { precision: 12, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
