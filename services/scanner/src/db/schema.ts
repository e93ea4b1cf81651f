import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LotteryTicketDetails } from '@tally/contracts';
import {
  createDeadLettersTable,
  createForgottenPeopleTable,
  createIdempotencyKeysTable,
  createInboxTable,
  createJobOutboxTable,
  createJobsTable,
  createOutboxTable,
} from '@tally/service-kit/tables';
import type { TicketFields } from '@tally/ticket-reader';

export const scannerSchema = pgSchema('scanner');

export const outbox = createOutboxTable(scannerSchema);
export const processedEvents = createInboxTable(scannerSchema);
export const deadLetters = createDeadLettersTable(scannerSchema);
/** Tombstones of deleted people: their late writes and events are refused (libs/service-kit work/forgotten-people.ts). */
export const forgottenPeople = createForgottenPeopleTable(scannerSchema);
export const idempotencyKeys = createIdempotencyKeysTable(scannerSchema);
export const jobs = createJobsTable(scannerSchema);
export const jobOutbox = createJobOutboxTable(scannerSchema);

/**
 * Scans kept so a logged ticket can be checked later (its lottery numbers are not on the activity).
 * No image bytes: the photo travels with the activity to ledger. `activity_id` is set when ledger
 * reports an activity made from the scan; scans never linked are pruned.
 */
export const scans = scannerSchema.table(
  'scans',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    fields: jsonb('fields').$type<TicketFields>().notNull(),
    lottery: jsonb('lottery').$type<LotteryTicketDetails | null>(),
    rawText: text('raw_text').notNull(),
    activityId: uuid('activity_id'),
  },
  (t) => [
    index('scans_user_idx').on(t.userId),
    index('scans_unlinked_idx')
      .on(t.createdAt)
      .where(sql`activity_id is null`),
  ],
);

/** What a result check knows of its activity, copied from `ledger.activity.created`. */
export interface CheckedActivity {
  type: 'wagering' | 'lottery';
  subtype: string;
  amount: string;
  racetrack: string | null;
  raceDate: string | null;
  raceTime: string | null;
  raceNumber: number | null;
  betType: string | null;
  horseNumber: number | null;
  horseSelections: string | null;
  isBoxed: boolean | null;
  racingSubtype: string | null;
  createdAt: string;
  eventAt: string | null;
}

/**
 * One AI result check per pending activity. `state`: waiting (its job is scheduled), checked (the
 * result was published), completed (the activity got its result first: nothing to check).
 */
export const resultChecks = scannerSchema.table(
  'result_checks',
  {
    activityId: uuid('activity_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    scanId: uuid('scan_id'),
    activity: jsonb('activity').$type<CheckedActivity>(),
    state: text('state').$type<'waiting' | 'checked' | 'completed'>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('result_checks_user_idx').on(t.userId),
    index('result_checks_waiting_idx')
      .on(t.dueAt)
      .where(sql`state = 'waiting'`),
  ],
);
