import { deletePushSubscription } from './api/delete-push-subscription';
import { savePushSubscription } from './api/save-push-subscription';
import { base64UrlToBytes, madeWithKey, subscriptionBody, type PushEnvironment } from './push-support';
import { serviceWorkerRegistration } from './register-service-worker';

/** The person did not allow notifications: 'denied' (blocked) or 'default' (the prompt was dismissed). */
export class NotificationsNotAllowedError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission is ${permission}`);
    this.name = 'NotificationsNotAllowedError';
  }
}

/** What this browser offers for push alerts. */
export function readPushEnvironment(): PushEnvironment {
  const userAgent = navigator.userAgent;
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    secureContext: window.isSecureContext,
    // iPadOS reports itself as a Mac; a Mac has no touch screen.
    appleMobile: /iPhone|iPad|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1),
  };
}

/** This browser's push subscription for Tally, or null (never registers the service worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Turns push alerts on for this device: asks for permission to notify, subscribes with the
 * server's key (userVisibleOnly: every push shows a notification) and saves the subscription.
 * @throws NotificationsNotAllowedError when permission is not granted
 */
export async function subscribeThisDevice(publicKey: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new NotificationsNotAllowedError(permission);
  const registration = await activeRegistration();
  let subscription = await registration.pushManager.getSubscription();
  // One made with another server key (the server's keys changed) cannot be reused, nor can a new one be made beside it.
  if (subscription && !madeWithKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
  await savePushSubscription(subscriptionBody(subscription.toJSON()));
}

/**
 * Tells the server this browser's subscription again (it belongs to whoever is signed in now);
 * true when there is one. The server keeps one owner per endpoint, so this is safe to repeat.
 */
export async function resaveCurrentSubscription(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await savePushSubscription(subscriptionBody(subscription.toJSON()));
  return true;
}

/**
 * Turns push alerts off for this device: the server forgets the subscription, and the browser
 * drops it even when that call fails (the server also forgets it once its push service says it is gone).
 */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * On sign-out: this device stops getting the person's alerts (a shared device must not show the
 * next person someone else's spending). Best effort and quick: sign-out never waits on it for long
 * nor fails because of it.
 */
export async function forgetThisDevice(timeoutMs = 3000): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await withTimeout(unsubscribeThisDevice(), timeoutMs).catch(() => undefined);
}

/** The registration once its worker is active (pushManager.subscribe needs an active worker). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await serviceWorkerRegistration();
  return withTimeout(navigator.serviceWorker.ready, 15_000);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Push alerts took too long to answer. Please try again.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
