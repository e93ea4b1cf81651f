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
  const options = { vapidDetails: keys, TTL: TIME_TO_LIVE_S, urgency: 'high', contentEncoding: 'aes128gcm', timeout: 10_000 } as const;
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
      // web-push sends with https.request whatever the scheme, so an http:// endpoint (allowed only
      // on a listed loopback host: a test's stand-in push service) is sent the same request over plain HTTP.
      if (new URL(target.endpoint).protocol === 'http:') return sendOverPlainHttp(webpush.generateRequestDetails(subscription, JSON.stringify(message), options));
      try {
        await webpush.sendNotification(subscription, JSON.stringify(message), options);
        return 'sent';
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
        throw err;
      }
    },
  };
}

async function sendOverPlainHttp(request: webpush.RequestDetails): Promise<PushOutcome> {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`Push service answered ${response.status}: ${await response.text()}`);
  return 'sent';
}
