import type { LimitLevel, LimitPeriod, Notification } from '@tally/contracts';
import type { Toast } from '@tally/ui/core';
import { limitAlertOf, presentNotification } from './notification-presentation';

/** What the tracker needs to know of the limit alerts already on screen (@tally/ui's record, or a stand-in). */
export interface LimitAlertRecord {
  wasShownRecently(period: LimitPeriod, level: LimitLevel): boolean;
  remember(period: LimitPeriod, level: LimitLevel): void;
}

/** Decides which newly arrived notification becomes a toast; see {@link createArrivalTracker}. */
export interface ArrivalTracker {
  /**
   * Takes the unread list as the bell's poll answers it. The first answer is the baseline: what was
   * unread when the app loaded is never toasted. After it, returns the one toast to show for the
   * limit and session alerts not seen before (one toast at a time: the most pressing), or null.
   */
  arrived(unread: readonly Notification[]): Toast | null;
  /** Notifications the person has already seen on screen (the /notifications list) never toast. */
  markSeen(notifications: readonly Pick<Notification, 'id'>[]): void;
}

// Most pressing first: a limit gone past, one near, then the session alerts.
const URGENCY = ['spend_limit_exceeded', 'spend_limit_breached', 'spend_limit_approaching', 'session_late_night', 'session_duration'];
const urgency = (notification: Notification) => {
  const rank = URGENCY.indexOf(notification.type);
  return rank === -1 ? URGENCY.length : rank;
};

/**
 * Remembers every notification id it has met, so a refetch or a re-render never toasts one twice,
 * and skips a limit alert mfe-tracking's form has just said itself (the shared record).
 */
export function createArrivalTracker(limitAlerts: LimitAlertRecord): ArrivalTracker {
  const seen = new Set<string>();
  let baselineTaken = false;
  return {
    arrived(unread) {
      const fresh = unread.filter((notification) => !seen.has(notification.id));
      for (const notification of fresh) seen.add(notification.id);
      if (!baselineTaken) {
        baselineTaken = true;
        return null;
      }
      const toShow = fresh
        .filter((notification) => presentNotification(notification).toastOnArrival)
        .filter((notification) => {
          const limit = limitAlertOf(notification);
          return !limit || !limitAlerts.wasShownRecently(limit.period, limit.level);
        })
        // Stable: among equally pressing ones, the newest (the list comes newest first).
        .sort((a, b) => urgency(a) - urgency(b))[0];
      if (!toShow) return null;
      const limit = limitAlertOf(toShow);
      if (limit) limitAlerts.remember(limit.period, limit.level);
      return { title: toShow.title, description: toShow.message, variant: limit ? 'warning' : 'info' };
    },
    markSeen(notifications) {
      for (const { id } of notifications) seen.add(id);
    },
  };
}
