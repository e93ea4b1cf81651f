import type { LimitLevel, LimitPeriod, Notification, NotificationType } from '@tally/contracts';

/** Which icon a notification shows (components/notification-icon.tsx draws each). */
export type NotificationIconKey = 'ai-check' | 'ai-unclear' | 'limit-approaching' | 'limit-reached' | 'session-time' | 'late-night' | 'statement' | 'general';

/** The colour of the icon's tile. */
export type NotificationTone = 'primary' | 'warning' | 'error' | 'neutral';

/** How the list and the bell present one type of notification. */
export interface NotificationPresentation {
  icon: NotificationIconKey;
  tone: NotificationTone;
  /** What kind of notification it is, said before its title ("Limit alert: Approaching your daily limit"). */
  kind: string;
  /** Tapping it opens the activity it is about (metadata.activityId) in the activity detail dialog. */
  opensActivity: boolean;
  /** Arriving while the app is open, it is shown as a toast as well (limit and session alerts). */
  toastOnArrival: boolean;
}

const aiCheck = { icon: 'ai-check', tone: 'primary', kind: 'AI result check', opensActivity: true, toastOnArrival: false } as const;
const limitReached = { icon: 'limit-reached', tone: 'error', kind: 'Limit reached', opensActivity: false, toastOnArrival: true } as const;

const PRESENTATIONS: Record<NotificationType, NotificationPresentation> = {
  ai_result_check: aiCheck,
  // The AI could not tell: the person settles it by hand, in the same dialog.
  ai_result_undetermined: { ...aiCheck, icon: 'ai-unclear', tone: 'neutral', kind: 'AI result unclear' },
  spend_limit_approaching: { icon: 'limit-approaching', tone: 'warning', kind: 'Limit alert', opensActivity: false, toastOnArrival: true },
  spend_limit_breached: limitReached,
  spend_limit_exceeded: limitReached,
  session_duration: { icon: 'session-time', tone: 'primary', kind: 'Session time', opensActivity: false, toastOnArrival: true },
  session_late_night: { icon: 'late-night', tone: 'primary', kind: 'Late-night session', opensActivity: false, toastOnArrival: true },
  // A month closed: tapping opens its statement in Reports (pageToOpen).
  monthly_statement_ready: { icon: 'statement', tone: 'primary', kind: 'Monthly statement', opensActivity: false, toastOnArrival: false },
};

/** Any other type (the list is open: spec section 3): a bell, no action beyond marking it read. */
export const DEFAULT_PRESENTATION: NotificationPresentation = { icon: 'general', tone: 'neutral', kind: 'Notification', opensActivity: false, toastOnArrival: false };

/** How a notification is shown: by its type, with a default for types this version does not know. */
export function presentNotification(notification: Pick<Notification, 'type' | 'metadata'>): NotificationPresentation {
  const presentation = Object.hasOwn(PRESENTATIONS, notification.type) ? PRESENTATIONS[notification.type as NotificationType] : DEFAULT_PRESENTATION;
  if (notification.type === 'session_duration' && notification.metadata?.checkIn) return { ...presentation, kind: 'Session check-in' };
  return presentation;
}

/** The activity a tap opens: an AI result notification's activity, or null. */
export function activityToOpen(notification: Pick<Notification, 'type' | 'metadata'>): string | null {
  const activityId = notification.metadata?.activityId;
  return presentNotification(notification).opensActivity && activityId ? activityId : null;
}

/** The page a tap opens: a ready statement's month in Reports, or null. */
export function pageToOpen(notification: Pick<Notification, 'type' | 'metadata'>): string | null {
  const month = notification.metadata?.month;
  return notification.type === 'monthly_statement_ready' && typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? `/reports/statements/${month}` : null;
}

const LIMIT_LEVELS: Partial<Record<string, LimitLevel>> = {
  spend_limit_approaching: 'approaching',
  spend_limit_breached: 'exceeded',
  spend_limit_exceeded: 'exceeded',
};
const PERIODS: readonly string[] = ['daily', 'weekly', 'monthly'] satisfies LimitPeriod[];

/** The limit a spend-limit notification is about (its period and level), or null for any other. */
export function limitAlertOf(notification: Pick<Notification, 'type' | 'metadata'>): { period: LimitPeriod; level: LimitLevel } | null {
  const level = LIMIT_LEVELS[notification.type];
  const period = notification.metadata?.period;
  return level && period && PERIODS.includes(period) ? { period, level } : null;
}

/**
 * The button's accessible name: unread state first, then the kind and the title
 * ("Unread. Limit alert: Approaching your daily limit"); the message and time describe it.
 */
export function notificationLabel(notification: Pick<Notification, 'type' | 'metadata' | 'title' | 'isRead'>): string {
  const { kind } = presentNotification(notification);
  return `${notification.isRead ? '' : 'Unread. '}${kind}: ${notification.title}`;
}

/** The unread badge of /notifications: "1 new notification", "3 new notifications". */
export function newNotificationsText(unread: number): string {
  return `${unread} new notification${unread === 1 ? '' : 's'}`;
}
