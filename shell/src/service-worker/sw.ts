// Tally's service worker, served at /sw.js with scope / (bundled on its own by esbuild, see
// shell/installable-app-plugin.cjs). It exists for push alerts only: it shows each limit or session
// alert the alerts service pushes, brings Tally forward when one is tapped, and renews the device's
// subscription when the browser replaces it.
//
// It has NO fetch handler and caches nothing, on purpose. Every /api/* answer is one person's
// private, changing data (spend, limits, notifications): a cached copy could show yesterday's
// spend as today's, or one person's data to the next person on a shared device after sign-out.
// The gateway already lets the browser revalidate the page and cache the content-hashed chunks,
// and without a fetch handler the browser never routes a request through this worker, so nothing
// it does can serve a stale or wrong answer.
import { API_OPERATIONS, apiUrl, type ApiBody } from '@tally/contracts';
import { base64UrlToBytes, subscriptionBody } from '../features/push/push-support';
import { notificationFromPush, pickWindow } from './push-notification';

// The parts of the service worker scope this file uses. The workspace type-checks against the DOM
// library, which cannot be combined with the WebWorker one in the same program.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}
interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: PushSubscriptionChangeEvent) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;
const origin = scope.location.origin;

// A new version takes over at once: with nothing cached, there is no old cache a page could still need.
scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
// Pages already open come under this worker, so a tap can navigate them (WindowClient.navigate).
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data ? event.data.text() : null, origin);
  event.waitUntil(scope.registration.showNotification(title, options));
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' ? data.url : `${origin}/notifications`;
  event.waitUntil(openApp(url));
});

scope.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription, event.newSubscription));
});

/** Brings an open window of Tally forward on `url`, or opens one. */
async function openApp(url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = pickWindow(windows, url, origin);
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (focused.url === url) return;
  try {
    await focused.navigate(url);
  } catch {
    // A window this worker does not control cannot be navigated: open the page beside it.
    await scope.clients.openWindow(url);
  }
}

/**
 * The browser replaced or dropped the subscription (its push service rotated it): subscribe again
 * with the same server key when needed and tell the alerts service, so alerts keep arriving. The old
 * endpoint is removed best effort; the alerts service also drops it when its push service answers 410.
 * Needs the person's session cookie: signed out, the calls fail and the device simply stops getting alerts.
 */
async function renewSubscription(oldSubscription: PushSubscription | null, newSubscription: PushSubscription | null): Promise<void> {
  let subscription = newSubscription;
  if (!subscription) {
    const applicationServerKey = oldSubscription?.options.applicationServerKey ?? (await serverKey());
    if (!applicationServerKey) return;
    subscription = await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  }
  await callApi('savePushSubscription', subscriptionBody(subscription.toJSON()) satisfies ApiBody<'savePushSubscription'>);
  if (oldSubscription && oldSubscription.endpoint !== subscription.endpoint) {
    await callApi('deletePushSubscription', { endpoint: oldSubscription.endpoint } satisfies ApiBody<'deletePushSubscription'>).catch(() => undefined);
  }
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer> | null> {
  const answer = (await callApi('getPushPublicKey')) as { publicKey?: string | null };
  return answer.publicKey ? base64UrlToBytes(answer.publicKey) : null;
}

// The worker's own small fetch (no @tally/ui: it runs outside the page), at the table's addresses.
async function callApi(operationId: 'savePushSubscription' | 'deletePushSubscription' | 'getPushPublicKey', body?: unknown): Promise<unknown> {
  const { method } = API_OPERATIONS[operationId];
  const path = apiUrl(operationId);
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}
