import { boolean, index, integer, jsonb, numeric, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createDeadLettersTable, createForgottenPeopleTable, createInboxTable, createJobOutboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const alertsSchema = pgSchema('alerts');

export const settings = alertsSchema.table('settings', {
  userId: uuid('user_id').primaryKey(),
  autoCompleteAILosses: boolean('auto_complete_ai_losses').notNull().default(false),
  dailySpendLimit: numeric('daily_spend_limit', { precision: 12, scale: 2 }),
  weeklySpendLimit: numeric('weekly_spend_limit', { precision: 12, scale: 2 }),
  monthlySpendLimit: numeric('monthly_spend_limit', { precision: 12, scale: 2 }),
  sessionDurationAlerts: boolean('session_duration_alerts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every amount that counts as spend (stakes, tickets, session deposits), keyed by its source. */
export const spendEntries = alertsSchema.table(
  'spend_entries',
  {
    sourceId: text('source_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  // Limit checks sum a range of it; the amount rides along so the sum is an index-only scan.
  (t) => [index('spend_user_time_idx').on(t.userId, t.occurredAt, t.amount)],
);

/** Which limit alerts were sent, so each fires once per limit period. */
export const limitAlertsSent = alertsSchema.table(
  'limit_alerts_sent',
  {
    userId: uuid('user_id').notNull(),
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    level: text('level').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.periodKey, t.level] })],
);

export const notifications = alertsSchema.table(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the notification is about (a session's 30-minute mark…); a second one about the same thing is refused. */
    dedupeKey: text('dedupe_key').unique(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A raised or removed limit waiting out its 24-hour cooling-off; `limit` null means removal. */
export const pendingLimitChanges = alertsSchema.table(
  'pending_limit_changes',
  {
    userId: uuid('user_id').notNull(),
    period: text('period').notNull(),
    limit: numeric('limit', { precision: 12, scale: 2 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/** A slot or table session being timed for duration alerts, from its start event to its end event. */
export const sessionTimers = alertsSchema.table(
  'session_timers',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    sessionType: text('session_type').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    totalDeposited: numeric('total_deposited', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The minute mark whose job is scheduled now, so ending the session can cancel it. */
    nextMinutes: integer('next_minutes'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The person's zone when the session started (from the start event), for the late-night alert; null for older events. */
    timeZone: text('time_zone'),
  },
  (t) => [index('session_timers_user_idx').on(t.userId)],
);

/** A device's Web Push subscription; one row per endpoint, owned by whoever subscribed it last. */
export const pushSubscriptions = alertsSchema.table(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const outbox = createOutboxTable(alertsSchema);
export const processedEvents = createInboxTable(alertsSchema);
export const deadLetters = createDeadLettersTable(alertsSchema);
/** Tombstones of deleted people: their late writes and events are refused (libs/service-kit work/forgotten-people.ts). */
export const forgottenPeople = createForgottenPeopleTable(alertsSchema);
export const jobs = createJobsTable(alertsSchema);
export const jobOutbox = createJobOutboxTable(alertsSchema);
