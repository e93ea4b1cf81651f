import type { SavePushSubscriptionRequest } from '@tally/contracts';

/** What this browser offers for push alerts (read from `window` by push-device.ts). */
export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  /** https, or localhost while developing: browsers allow service workers nowhere else. */
  secureContext: boolean;
  /** iPhone or iPad, where push exists only in Tally added to the Home Screen (iOS 16.4 and later). */
  appleMobile: boolean;
}

/**
 * Why push alerts cannot be turned on here, in plain words, or null when they can.
 * @param publicKey the server's VAPID key: null when the server has push turned off; undefined while unknown
 */
export function pushUnavailableReason(env: PushEnvironment, publicKey: string | null | undefined): string | null {
  if (!env.secureContext) return 'Push alerts need a secure (https) connection to Tally.';
  if (!env.serviceWorker || !env.pushManager || !env.notification) {
    return env.appleMobile
      ? 'On iPhone and iPad, push alerts work once Tally is on your Home Screen: tap Share, then Add to Home Screen, and open Tally from there.'
      : "This browser can't show push alerts. Your alerts still appear under Notifications in Tally.";
  }
  if (publicKey === null) return "Push alerts aren't set up on this Tally server yet. Your alerts still appear under Notifications in Tally.";
  return null;
}

/** What to tell a person whose browser blocks Tally's notifications, and how to allow them. */
export function notificationsBlockedMessage(env: Pick<PushEnvironment, 'appleMobile'>): string {
  return env.appleMobile
    ? 'Notifications are blocked for Tally. To allow them, open Settings, then Notifications, then Tally, and turn on Allow Notifications. Then try again.'
    : 'Notifications are blocked for Tally in this browser. To allow them, select the icon to the left of the address bar (site settings), set Notifications to Allow, then try again.';
}

/** A base64url string (a VAPID public key) as the bytes `pushManager.subscribe` takes as applicationServerKey. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Whether a subscription was made with the server's key (`subscription.options.applicationServerKey`
 * against the base64url key); one made with an old key cannot be sent to. A browser that does not
 * report the key gets the benefit of the doubt.
 */
export function madeWithKey(used: ArrayBuffer | null, publicKey: string): boolean {
  if (!used) return true;
  const expected = base64UrlToBytes(publicKey);
  const bytes = new Uint8Array(used);
  return bytes.length === expected.length && bytes.every((byte, i) => byte === expected[i]);
}

/**
 * The body of POST /api/push/subscriptions from `subscription.toJSON()`; throws when the browser
 * gave no keys (the server could not encrypt alerts for it).
 */
export function subscriptionBody(json: PushSubscriptionJSON): SavePushSubscriptionRequest {
  const { endpoint, expirationTime, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without its keys.');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
