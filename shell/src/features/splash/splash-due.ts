import { SPLASH } from '@tally/contracts';

/**
 * Whether the startup splash should show (spec section 2): when no splash was stored for this
 * browser session, or the stored one is more than 5 minutes old.
 * @param stored the stored last-splash-time (epoch ms as text), or null
 * @param now the current time in epoch ms
 */
export function isSplashDue(stored: string | null, now: number): boolean {
  const last = stored === null ? Number.NaN : Number(stored);
  if (!Number.isFinite(last)) return true;
  return now - last > SPLASH.repeatAfterMs;
}

/** Records that a splash showed now. Storage may be unavailable (private modes): then it just shows again. */
export function markSplashShown(now: number): void {
  try {
    sessionStorage.setItem(SPLASH.storageKey, String(now));
  } catch {
    // Nothing to do: the splash shows again next load.
  }
}

/** Reads the stored last-splash-time, or null when there is none or storage is unavailable. */
export function readLastSplash(): string | null {
  try {
    return sessionStorage.getItem(SPLASH.storageKey);
  } catch {
    return null;
  }
}

/** The landing page's demo: forget the last splash and reload, so the splash shows again. */
export function replaySplashDemo(): void {
  try {
    sessionStorage.removeItem(SPLASH.storageKey);
  } catch {
    // Storage unavailable: the reload still shows the splash, as nothing was stored.
  }
  window.location.reload();
}
