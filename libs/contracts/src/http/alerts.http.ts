import { z } from 'zod';
import { SettingsState } from '../entities/settings';
import { LimitLevel, LimitPeriod, PendingLimitChange } from '../limits';
import { Notification } from '../entities/notification';
import { MoneyString, MoneyTotalString, parseMoney } from '../money';
import { VALIDATION_MESSAGES as M } from '../messages';
import { IdParams } from './common.http';
import { ERROR_CODES } from '../errors';

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
/** The settings in force and any loosened limit still cooling off (its `effectiveAt` says when). */
export const PatchSettingsResponse = SettingsState;

/** PUT /api/settings: the Auto-Complete AI Losses toggle. */
export const PutSettingsRequest = z.object({ autoCompleteAILosses: z.boolean() }).strict();
export type PutSettingsRequest = z.infer<typeof PutSettingsRequest>;
export const PutSettingsResponse = SettingsState;

/** GET /api/settings (defaults when never saved). */
export const SettingsResponse = SettingsState;

/** DELETE /api/settings/pending-limits/:period: keep the limit in force, drop the raise or removal waiting. */
export const PendingLimitParams = z.object({ period: LimitPeriod });
export const CancelPendingLimitResponse = SettingsState;

/** One limit in force and the person's counted spend in the period that holds now (their day, week or month). */
export const LimitPeriodStatus = z.object({
  period: LimitPeriod,
  limit: MoneyString,
  spent: MoneyTotalString.describe('Counted spend in the period so far (stakes, tickets, deposits, buy-ins)'),
  left: MoneyTotalString.describe('limit - spent, 0.00 once the limit is reached'),
  level: LimitLevel.nullable().describe('approaching from 80%, exceeded from 100%, null below'),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
});
export type LimitPeriodStatus = z.infer<typeof LimitPeriodStatus>;

/** GET /api/limits/status: the person's own limits against alerts' own counted spend, now, in their zone. */
export const LimitStatusResponse = z.object({
  asOf: z.iso.datetime(),
  /** Counted spend in the person's current day, week and month, limit or not (the settings form warns with it). */
  spentSoFar: z.object({ daily: MoneyTotalString, weekly: MoneyTotalString, monthly: MoneyTotalString }),
  /** The limits in force, daily, weekly, monthly; empty when none is set. */
  periods: z.array(LimitPeriodStatus),
  /** Raised or removed limits waiting out the 24-hour cooling-off. */
  pendingLimitChanges: z.array(PendingLimitChange),
  /** Days in a row, ending today, on which counted spend stayed within every limit now in force (counted from the first day with spend). */
  daysWithinLimits: z.number().int().min(0),
});
export type LimitStatusResponse = z.infer<typeof LimitStatusResponse>;

/** GET /api/notifications and GET /api/notifications/unread, newest first. */
export const ListNotificationsResponse = z.array(Notification);
export const UnreadNotificationsResponse = z.array(Notification);

/** PATCH /api/notifications/:id/read. */
export const NotificationParams = IdParams;
export const MarkNotificationReadResponse = Notification;

/** PATCH /api/notifications/read-all. */
export const MarkAllNotificationsReadResponse = z.object({ updated: z.number().int().min(0) });
export type MarkAllNotificationsReadResponse = z.infer<typeof MarkAllNotificationsReadResponse>;

/** GET /api/push/public-key: the VAPID public key (base64url) browsers subscribe with; null when push is not set up. */
export const PushPublicKeyResponse = z.object({ publicKey: z.string().nullable() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

const PushEndpoint = z.url({ protocol: /^https?$/, error: 'Push endpoint must be a web address' }).max(2048);

/**
 * Push services of the browsers in use (FCM, Mozilla, Microsoft, Apple): by default a subscription's endpoint must be an
 * https URL on one of these hosts or a subdomain (alerts' PUSH_ENDPOINT_HOSTS may list others), since the server POSTs to it.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;
const PUSH_ENDPOINT_RULE =
  `The browser's push service URL (subscription.endpoint). It must be https on a push service the server sends to: ${KNOWN_PUSH_SERVICE_HOSTS.join(', ')} ` +
  `or a subdomain of one (the server's PUSH_ENDPOINT_HOSTS). Any other address is refused with 400 ${ERROR_CODES.pushEndpointRefused}.`;
const Base64Url = z
  .string()
  .min(16)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url');

/** POST /api/push/subscriptions: this device's PushSubscription as `subscription.toJSON()` gives it. */
export const SavePushSubscriptionRequest = z.object({
  endpoint: PushEndpoint.meta({ description: PUSH_ENDPOINT_RULE, pattern: '^https?://' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: Base64Url, auth: Base64Url }),
});
export type SavePushSubscriptionRequest = z.infer<typeof SavePushSubscriptionRequest>;
export const SavePushSubscriptionResponse = z.object({ id: z.uuid() });

/** DELETE /api/push/subscriptions: stop push alerts to one device (the browser's endpoint). */
export const DeletePushSubscriptionRequest = z.object({ endpoint: PushEndpoint });
export type DeletePushSubscriptionRequest = z.infer<typeof DeletePushSubscriptionRequest>;
export const DeletePushSubscriptionResponse = z.object({ removed: z.boolean() });

/** What a push message carries; the service worker shows it and opens `url` on a tap. */
export const PushMessage = z.object({
  notificationId: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;
