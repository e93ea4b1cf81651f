import { boolean, customType, index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createDeadLettersTable, createIdempotencyKeysTable, createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

export const identitySchema = pgSchema('identity');

export const users = identitySchema.table(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_created_idx').on(t.createdAt)],
);
export type UserRow = typeof users.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Profile pictures, re-encoded server-side; kept in the database so the service stays stateless. */
export const avatars = identitySchema.table(
  'avatars',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    image: bytea('image').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatars_user_idx').on(t.userId)],
);

/** Email verification links: only a hash of the token is stored; each is single-use and expires. */
export const emailVerifications = identitySchema.table(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * Password reset links: only a sha256 of the token is stored; each is single-use and expires after an hour.
 * Kept apart from email_verifications because using one sets a password, not only confirms an address.
 */
export const passwordResets = identitySchema.table(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Password guesses counted per key in fixed windows (embedded mode; Redis keys when distributed):
 * `email-ip:`, `email:` and `ip:` for sign-in, `password:<user id>` for current-password checks
 * (domain/password-attempt-limits.ts). `email` and `user_id` say whom a row concerns, so deleting the
 * account deletes it.
 */
export const passwordAttempts = identitySchema.table(
  'password_attempts',
  {
    key: text('key').primaryKey(),
    email: text('email'),
    userId: uuid('user_id'),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_attempts_email_idx').on(t.email), index('password_attempts_user_idx').on(t.userId), index('password_attempts_window_idx').on(t.windowEndsAt)],
);

/**
 * Clear All Data requests: `pending` lists the services that have not yet answered that the
 * person's tracked data is gone; `doneAt` is set when the list empties. Only a person's latest
 * request is kept (a new one replaces the earlier ones; account deletion removes them).
 */
export const dataClearRequests = identitySchema.table(
  'data_clear_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    pending: text('pending').array().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('data_clear_requests_user_idx').on(t.userId)],
);
export type DataClearRequestRow = typeof dataClearRequests.$inferSelect;

export const outbox = createOutboxTable(identitySchema);
export const processedEvents = createInboxTable(identitySchema);
export const deadLetters = createDeadLettersTable(identitySchema);
export const idempotencyKeys = createIdempotencyKeysTable(identitySchema);
export const jobs = createJobsTable(identitySchema);
