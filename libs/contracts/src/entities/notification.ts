import { z } from 'zod';
import { knownValues } from '../documented-values';
import { BET_TYPES } from './bet-type';

export const NOTIFICATION_TYPES = [
  'ai_result_check',
  'ai_result_undetermined',
  'spend_limit_approaching',
  'spend_limit_breached',
  'spend_limit_exceeded',
  'session_duration',
  'session_late_night',
  /** A month closed in the person's zone: its activity statement is ready (metadata.month 'YYYY-MM'). */
  'monthly_statement_ready',
] as const;

export const NotificationMetadata = z
  .object({
    activityId: z.string().optional(),
    sessionId: z.string().optional(),
    racetrack: z.string().optional(),
    raceNumber: z.number().optional(),
    horseNumber: z.number().optional(),
    betType: z.string().meta(knownValues(BET_TYPES, "The wager's bet type as it was logged")).optional(),
    amount: z.string().optional(),
    confidence: z.number().min(0).max(1).optional(),
    period: z.enum(['daily', 'weekly', 'monthly']).optional(),
    limit: z.string().optional(),
    spent: z.string().optional(),
    /** session_duration: whole minutes the session had run, and whether it carries a check-in. */
    minutes: z.number().int().optional(),
    checkIn: z.boolean().optional(),
    sessionType: z.enum(['slot', 'table']).optional(),
    /** monthly_statement_ready: the statement's month, 'YYYY-MM'. */
    month: z.string().optional(),
  })
  .passthrough();

/** An in-app notification. `type` is open: unknown types get a default presentation. */
export const Notification = z.object({
  id: z.string().uuid(),
  type: z.string().meta(knownValues(NOTIFICATION_TYPES, 'The types the product creates; others get a default presentation')),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string().datetime(),
  metadata: NotificationMetadata.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** The notification types the product creates; `Notification.type` also accepts others. */
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;
