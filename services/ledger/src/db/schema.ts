import { boolean, index, integer, numeric, pgSchema, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const ledgerSchema = pgSchema('ledger');

/** One logged wager or lottery ticket; money is NUMERIC(12,2), never a float. */
export const activities = ledgerSchema.table(
  'activities',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    subtype: text('subtype').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    details: text('details'),
    description: text('description'),
    isCompleted: boolean('is_completed').notNull().default(false),
    isWin: boolean('is_win'),
    winAmount: numeric('win_amount', { precision: 12, scale: 2 }),
    wonAmount: numeric('won_amount', { precision: 12, scale: 2 }),
    ticketImage: text('ticket_image'),
    racetrack: text('racetrack'),
    raceDate: text('race_date'),
    raceTime: text('race_time'),
    raceNumber: integer('race_number'),
    betType: text('bet_type'),
    horseNumber: integer('horse_number'),
    horseSelections: text('horse_selections'),
    isBoxed: boolean('is_boxed'),
    racingSubtype: text('racing_subtype'),
    aiResultChecked: boolean('ai_result_checked').notNull().default(false),
    aiResultStatus: text('ai_result_status'),
    aiResultConfidence: real('ai_result_confidence'),
    aiResultWinAmount: numeric('ai_result_win_amount', { precision: 12, scale: 2 }),
    aiResultDetails: text('ai_result_details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  // Read backwards this is the list order (newest first, id as tiebreak): "latest 5" reads 5 entries, no sort.
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt, t.id)],
);
export type ActivityRow = typeof activities.$inferSelect;

export const outbox = createOutboxTable(ledgerSchema);
export const processedEvents = createInboxTable(ledgerSchema);
export const jobs = createJobsTable(ledgerSchema);
