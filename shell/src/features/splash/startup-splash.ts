import { SPLASH } from '@tally/contracts';
import { paths } from '../../config/paths';
import { isSplashDue, markSplashShown, readLastSplash } from './splash-due';

/** The class on index.html's first paint (`.boot`, a plain spinner) that reveals its splash parts. */
export const BOOT_SPLASH_CLASS = 'boot-splash';

// When the splash showing now ends (epoch ms); undefined while none shows. One decision per page load.
let endsAt: number | undefined;

/**
 * Starts the startup splash (spec section 2) if it is due (see isSplashDue) and the page is not
 * /splash, which has its own: index.html's spinner gains the logo and 'Loading Tally...' for
 * SPLASH.durationMs. index.ts calls it before anything else, so the splash replaces the spinner as
 * soon as any script runs (the CSP allows no inline one); calling it again changes nothing.
 * @returns whether the splash shows
 */
export function revealStartupSplash(pathname: string, now = Date.now()): boolean {
  if (endsAt !== undefined) return true;
  if (pathname === paths.splash || !isSplashDue(readLastSplash(), now)) return false;
  markSplashShown(now);
  endsAt = now + SPLASH.durationMs;
  document.querySelector('#root > .boot')?.classList.add(BOOT_SPLASH_CLASS);
  return true;
}

/**
 * The startup splash for bootstrap.tsx: when it shows (revealStartupSplash), `whenOver` runs when
 * its time is up. The splash stays on screen until then: the app loads behind it and renders once.
 * @returns whether the splash shows (false: nothing is called, the app renders at once)
 */
export function showStartupSplash(pathname: string, whenOver: () => void): boolean {
  if (!revealStartupSplash(pathname)) return false;
  setTimeout(whenOver, Math.max(0, (endsAt ?? 0) - Date.now()));
  return true;
}
