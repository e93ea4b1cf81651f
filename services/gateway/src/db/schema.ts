import { index, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const gatewaySchema = pgSchema('gateway');

/** Server-side sessions (embedded mode), indexed by user so they can be ended together. */
export const sessions = gatewaySchema.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);
