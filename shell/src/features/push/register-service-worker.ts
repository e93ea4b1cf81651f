/** Where the gateway serves the service worker (shell/src/service-worker/sw.ts) and what it controls. */
export const SERVICE_WORKER_URL = '/sw.js';
const SCOPE = '/';

/**
 * Registers Tally's service worker (push alerts only; it caches nothing) once the page has loaded,
 * so it never competes with the first screen for the network. Browsers allow service workers only
 * in a secure context (https, or localhost while developing); elsewhere this does nothing and push
 * alerts say why they are unavailable.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE }).catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

/** The worker's registration, registering it now when the page has none yet (e.g. turning push on right after load). */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE });
}
