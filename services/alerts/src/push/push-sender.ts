import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '@tally/contracts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410), so it should be removed. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  readonly publicKey: string;
  /** Encrypts and sends one message; throws on other failures so the job retries. */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** Alerts lose their point after an hour (a 30-minute session alert is stale by then). */
const TIME_TO_LIVE_S = 60 * 60;

/** Web Push through the `web-push` library: aes128gcm payload encryption and VAPID signing. */
export function createPushSender(keys: VapidKeys): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: keys,
          TTL: TIME_TO_LIVE_S,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
        });
        return 'sent';
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
        throw err;
      }
    },
  };
}
