// Push in the browser tests. Chromium here has no internet, so its real push service (FCM) is out
// of reach and PushManager.subscribe would fail. This puts the stand-in push service
// (@tally/service-kit/stand-in-push-service) in its place inside the page: subscribe,
// getSubscription and unsubscribe answer with subscriptions the stand-in mints (endpoint and keys),
// so the UI's whole flow runs, and the alerts service really encrypts, signs and sends to an
// endpoint that decrypts what it gets. The service worker is the real one; only the Push API's
// link to a vendor is replaced.
import { startStandInPushService } from '@tally/service-kit/stand-in-push-service';

export { startStandInPushService };

/**
 * What embedded mode needs to send to the stand-in: its loopback host allowed as a push endpoint
 * (services/alerts/src/config.ts PUSH_ENDPOINT_HOSTS) and its self-signed certificate trusted.
 * @param {import('@tally/service-kit/stand-in-push-service').StandInPushService} standIn
 */
export function standInPushEnv(standIn) {
  return { PUSH_ENDPOINT_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: standIn.caFile };
}

/**
 * Makes every page of `page`'s browser context use the stand-in for push, and allows notifications
 * for `origin` (as a person choosing Allow would).
 * @param {import('playwright-core').Page} page
 * @param {import('@tally/service-kit/stand-in-push-service').StandInPushService} standIn
 * @param {string} origin
 * @returns {Promise<{ minted: import('@tally/service-kit/stand-in-push-service').MintedSubscription[], latest: () => import('@tally/service-kit/stand-in-push-service').MintedSubscription | undefined }>}
 */
export async function useStandInPush(page, standIn, origin) {
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin });
  /** @type {import('@tally/service-kit/stand-in-push-service').MintedSubscription[]} */
  const minted = [];
  await context.exposeFunction('__tallyMintPushSubscription', () => {
    const subscription = standIn.mintSubscription();
    minted.push(subscription);
    return subscription;
  });
  await context.addInitScript(standInPushApi);
  return { minted, latest: () => minted.at(-1) };
}

/**
 * Runs in the page before its own scripts. The current subscription is kept in localStorage, so it
 * outlives a reload as a real one does; unsubscribe forgets it, and the next subscribe mints anew.
 */
function standInPushApi() {
  if (!('PushManager' in window) || !('PushSubscription' in window)) return;
  const STORAGE_KEY = '__tallyStandInPushSubscription';
  const mint = /** @type {() => Promise<{ endpoint: string, expirationTime: null, keys: { p256dh: string, auth: string } }>} */ (
    /** @type {any} */ (window).__tallyMintPushSubscription
  );
  /** @type {WeakMap<object, { endpoint: string, expirationTime: null, keys: { p256dh: string, auth: string }, serverKey: string }>} */
  const standIns = new WeakMap();
  const original = {
    unsubscribe: PushSubscription.prototype.unsubscribe,
    toJSON: PushSubscription.prototype.toJSON,
    getKey: PushSubscription.prototype.getKey,
  };

  /** @param {string} text */
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  /** @param {ArrayBuffer | ArrayBufferView | string} key */
  const keyText = (key) => {
    if (typeof key === 'string') return key;
    const view = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
    return btoa(String.fromCharCode(...view))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };

  /** @param {{ endpoint: string, expirationTime: null, keys: { p256dh: string, auth: string }, serverKey: string }} stored */
  const asSubscription = (stored) => {
    const subscription = Object.create(PushSubscription.prototype);
    Object.defineProperties(subscription, {
      endpoint: { value: stored.endpoint, enumerable: true },
      expirationTime: { value: stored.expirationTime, enumerable: true },
      options: { value: { userVisibleOnly: true, applicationServerKey: bytes(stored.serverKey).buffer }, enumerable: true },
    });
    standIns.set(subscription, stored);
    return /** @type {PushSubscription} */ (subscription);
  };
  const current = () => {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? asSubscription(JSON.parse(text)) : null;
  };

  PushManager.prototype.getSubscription = async function getSubscription() {
    return current();
  };
  PushManager.prototype.subscribe = async function subscribe(options) {
    if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    if (!options?.userVisibleOnly || !options.applicationServerKey)
      throw new DOMException('Stand-in push: userVisibleOnly and applicationServerKey are required', 'NotSupportedError');
    const serverKey = keyText(options.applicationServerKey);
    const existing = current();
    if (existing) {
      if (standIns.get(existing)?.serverKey === serverKey) return existing;
      throw new DOMException('A subscription with a different applicationServerKey already exists', 'InvalidStateError');
    }
    const stored = { ...(await mint()), serverKey };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    return asSubscription(stored);
  };
  PushSubscription.prototype.unsubscribe = async function unsubscribe() {
    const stored = standIns.get(this);
    if (!stored) return original.unsubscribe.call(this);
    const saved = localStorage.getItem(STORAGE_KEY);
    if (!saved || JSON.parse(saved).endpoint !== stored.endpoint) return false;
    localStorage.removeItem(STORAGE_KEY);
    return true;
  };
  PushSubscription.prototype.toJSON = function toJSON() {
    const stored = standIns.get(this);
    return stored ? { endpoint: stored.endpoint, expirationTime: stored.expirationTime, keys: { ...stored.keys } } : original.toJSON.call(this);
  };
  PushSubscription.prototype.getKey = function getKey(name) {
    const stored = standIns.get(this);
    if (!stored) return original.getKey.call(this, name);
    return name === 'p256dh' || name === 'auth' ? bytes(stored.keys[name]).buffer : null;
  };
}
