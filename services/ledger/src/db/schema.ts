import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, numeric, pgSchema, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PendingLimitChange } from '@tally/contracts';
import { createDeadLettersTable, createForgottenPeopleTable, createIdempotencyKeysTable, createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const ledgerSchema = pgSchema('ledger');

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One logged wager or lottery ticket; money is NUMERIC(12,2), never a float. The ticket image
 * lives in `ticket_images`: lists never read it, and a row stays small enough for fast scans.
 */
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
    hasTicketImage: boolean('has_ticket_image').notNull().default(false),
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
    /** The scan (kept by scanner) the entry was filled from; scanner checks its result with it. */
    scanId: uuid('scan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // GET /api/activities: pending first, then newest; "first 5" reads 5 index entries, no sort.
    index('activities_user_pending_created_idx').on(t.userId, t.isCompleted, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Stats, by-date lists and data deletion: a range on (user, created_at). The trailing columns
    // are everything stats sums, so a month's stats is an index-only scan (Drizzle has no INCLUDE).
    index('activities_user_created_idx').on(t.userId, t.createdAt, t.id, t.type, t.isCompleted, t.isWin, t.amount, t.winAmount),
  ],
);
export type ActivityRow = typeof activities.$inferSelect;

/** Ticket photos, one per activity, owned by the activity's person; removed with the activity. */
export const ticketImages = ledgerSchema.table('ticket_images', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Slot (pokies) and table sessions. Active while `ended_at` is null; at most one active per
 * person, held by a partial unique index. `total_deposited` and `deposit_count` are changed only by
 * `update ... set x = x + $1` under the row lock, so concurrent deposits never lose one.
 */
export const sessions = ledgerSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    venue: text('venue'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    totalDeposited: numeric('total_deposited', { precision: 12, scale: 2 }).notNull().default('0'),
    depositCount: integer('deposit_count').notNull().default(0),
    finalAmount: numeric('final_amount', { precision: 12, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The one-active-session rule, and GET /api/sessions/active as a single index probe.
    uniqueIndex('sessions_one_active_idx')
      .on(t.userId)
      .where(sql`ended_at is null`),
    // Lists (newest first), stats (index-only: the money columns ride along) and data deletion.
    index('sessions_user_started_idx').on(t.userId, t.startedAt, t.id, t.endedAt, t.totalDeposited, t.finalAmount),
    check('sessions_type_check', sql`${t.type} in ('slot', 'table')`),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Each deposit (slot) or buy-in (table) of a session. */
export const deposits = ledgerSchema.table(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('deposits_session_created_idx').on(t.sessionId, t.createdAt),
    // Spend-limit sums: a range on (user, created_at), the amount riding along (index-only).
    index('deposits_user_created_idx').on(t.userId, t.createdAt, t.amount),
    check('deposits_amount_check', sql`${t.amount} > 0`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

/** Where every person's data version is drawn from: values never repeat, even after a person's row is deleted. */
export const personVersionSeq = ledgerSchema.sequence('person_version_seq');

/**
 * Each person's data version, drawn anew from the sequence in the transaction of every change to
 * their ledger data. Every replica's read cache keeps an answer under the version it was read at, so
 * an answer is never served after a change committed in any replica (docs/adr/0010-replica-read-cache.md).
 */
export const personVersions = ledgerSchema.table('person_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/**
 * A copy of each person's spend limits (from alerts.settings.changed), so the answer to a wager or
 * deposit can say at once that it reached a limit. Their time zone comes with each request's token.
 */
export const personLimits = ledgerSchema.table('person_limits', {
  userId: uuid('user_id').primaryKey(),
  dailySpendLimit: numeric('daily_spend_limit', { precision: 12, scale: 2 }),
  weeklySpendLimit: numeric('weekly_spend_limit', { precision: 12, scale: 2 }),
  monthlySpendLimit: numeric('monthly_spend_limit', { precision: 12, scale: 2 }),
  pendingLimitChanges: jsonb('pending_limit_changes').$type<PendingLimitChange[]>().notNull().default([]),
  /** Auto-Complete AI Losses, from the same settings event: an AI loss at high confidence completes the activity. */
  autoCompleteAiLosses: boolean('auto_complete_ai_losses').notNull().default(false),
  /** When alerts changed them: an older settings event arriving late never overwrites a newer one. */
  limitsChangedAt: timestamp('limits_changed_at', { withTimezone: true }),
});

/**
 * The bank check (issue 31): what the person kept from a bank statement read on their device, one row per month
 * ('YYYY-MM') and operator. Never a statement line: only these sums leave the browser.
 */
export const bankCheckMonths = ledgerSchema.table(
  'bank_check_months',
  {
    userId: uuid('user_id').notNull(),
    month: text('month').notNull(),
    operator: text('operator').notNull(),
    category: text('category').notNull(),
    sent: numeric('sent', { precision: 12, scale: 2 }).notNull(),
    cameBack: numeric('came_back', { precision: 12, scale: 2 }).notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.operator] }), check('bank_check_months_category_check', sql`${t.category} in ('wagering', 'lottery', 'casino', 'venue')`)],
);
export type BankCheckMonthRow = typeof bankCheckMonths.$inferSelect;

/** The person's confirm or dismiss per statement descriptor, keyed by a hash made on the device (the descriptor is never sent). */
export const bankCheckDecisions = ledgerSchema.table(
  'bank_check_decisions',
  {
    userId: uuid('user_id').notNull(),
    descriptorKey: text('descriptor_key').notNull(),
    decision: text('decision').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.descriptorKey] }), check('bank_check_decisions_decision_check', sql`${t.decision} in ('confirmed', 'dismissed')`)],
);

export const outbox = createOutboxTable(ledgerSchema);
export const processedEvents = createInboxTable(ledgerSchema);
export const deadLetters = createDeadLettersTable(ledgerSchema);
/** Tombstones of deleted people: their late writes and events are refused (libs/service-kit work/forgotten-people.ts). */
export const forgottenPeople = createForgottenPeopleTable(ledgerSchema);
export const idempotencyKeys = createIdempotencyKeysTable(ledgerSchema);
export const jobs = createJobsTable(ledgerSchema);
