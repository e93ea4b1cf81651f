import { boolean, index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createInboxTable, createJobsTable, createOutboxTable } from '@tally/service-kit/tables';

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

export const outbox = createOutboxTable(identitySchema);
export const processedEvents = createInboxTable(identitySchema);
export const jobs = createJobsTable(identitySchema);
