import type { PushMessage } from '@tally/contracts';

/** Where a tap on an alert goes when its message names no usable page. */
export const FALLBACK_URL = '/notifications';

/** What `registration.showNotification(title, options)` is called with for one push. */
export interface NotificationToShow {
  title: string;
  options: { body: string; tag: string; data: { url: string }; icon: string; badge: string; lang: string };
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/**
 * The notification for a push message's payload (the JSON of a `PushMessage`). Every push must show
 * one (the subscription promises `userVisibleOnly`), so a payload that cannot be read still shows a
 * plain "Tally" alert that opens the notifications list. The tag is the notification's id: the
 * same alert pushed twice replaces itself instead of stacking.
 * @param payload the decrypted payload as text, or null when the push carried none
 * @param origin the app's origin (the service worker's `location.origin`)
 */
export function notificationFromPush(payload: string | null, origin: string): NotificationToShow {
  const message = readPushMessage(payload);
  return {
    title: message?.title || 'Tally',
    options: {
      body: message?.body || 'You have a new alert. Open Tally to see it.',
      tag: message?.notificationId || 'tally-alert',
      data: { url: appUrl(message?.url, origin) },
      icon: ICON,
      badge: BADGE,
      lang: 'en-AU',
    },
  };
}

/** The message's fields that are strings, or null when the payload is not a JSON object. */
function readPushMessage(payload: string | null): Partial<PushMessage> | null {
  if (!payload) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const fields = parsed as Record<string, unknown>;
  const text = (key: keyof PushMessage) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  return { notificationId: text('notificationId'), type: text('type'), title: text('title'), body: text('body'), url: text('url') };
}

/**
 * An absolute URL of the app for `url` (a path like /notifications, or a full URL); anything that
 * is not a page of this origin becomes the notifications list, so a tap never leaves the app.
 */
export function appUrl(url: unknown, origin: string): string {
  if (typeof url === 'string' && url) {
    try {
      const resolved = new URL(url, origin);
      if (resolved.origin === origin && (resolved.protocol === 'https:' || resolved.protocol === 'http:')) return resolved.href;
    } catch {
      // Not a URL: use the fallback.
    }
  }
  return new URL(FALLBACK_URL, origin).href;
}

/** The part of a window client the choice needs. */
export interface WindowLike {
  url: string;
  focused: boolean;
}

/**
 * Which open window of the app a tap should bring forward: one already showing `url`, else the
 * focused one, else the most recently used (clients.matchAll lists them most recent first); none
 * when no window of the app is open.
 */
export function pickWindow<W extends WindowLike>(windows: readonly W[], url: string, origin: string): W | undefined {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((w) => w.url === url) ?? ours.find((w) => w.focused) ?? ours[0];
}
