import { index, integer, pgSchema, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const insightsSchema = pgSchema('insights');

export const outbox = createOutboxTable(insightsSchema);
export const processedEvents = createInboxTable(insightsSchema);
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
