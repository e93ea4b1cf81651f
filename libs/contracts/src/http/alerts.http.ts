import { z } from 'zod';
import { Settings } from '../entities/settings';
import { Notification } from '../entities/notification';
import { parseMoney } from '../money';
import { VALIDATION_MESSAGES as M } from '../messages';
import { IdParams } from './common.http';

/** A spend limit: a non-negative number (step 0.01); an empty input or null clears it. */
const LimitInput = z.union([z.number(), z.string(), z.null()], { error: M.validNumber }).transform((value, ctx) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const money = parseMoney(value);
  if (money === null) {
    ctx.addIssue({ code: 'custom', message: M.validNumber });
    return z.NEVER;
  }
  return money;
});

/** PATCH /api/settings: limits and session alerts (any subset). */
export const PatchSettingsRequest = z
  .object({
    dailySpendLimit: LimitInput.optional(),
    weeklySpendLimit: LimitInput.optional(),
    monthlySpendLimit: LimitInput.optional(),
    sessionDurationAlerts: z.boolean().optional(),
    autoCompleteAILosses: z.boolean().optional(),
  })
  .strict();
export type PatchSettingsRequest = z.infer<typeof PatchSettingsRequest>;
export const PatchSettingsResponse = Settings;

/** PUT /api/settings: the Auto-Complete AI Losses toggle. */
export const PutSettingsRequest = z.object({ autoCompleteAILosses: z.boolean() }).strict();
export type PutSettingsRequest = z.infer<typeof PutSettingsRequest>;
export const PutSettingsResponse = Settings;

/** GET /api/settings (defaults when never saved). */
export const SettingsResponse = Settings;

/** GET /api/notifications and GET /api/notifications/unread, newest first. */
export const ListNotificationsResponse = z.array(Notification);
export const UnreadNotificationsResponse = z.array(Notification);

/** PATCH /api/notifications/:id/read. */
export const NotificationParams = IdParams;
export const MarkNotificationReadResponse = Notification;

/** PATCH /api/notifications/read-all. */
export const MarkAllNotificationsReadResponse = z.object({ updated: z.number().int().min(0) });
export type MarkAllNotificationsReadResponse = z.infer<typeof MarkAllNotificationsReadResponse>;
