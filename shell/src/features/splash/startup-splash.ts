import { SPLASH } from '@tally/contracts';
import { paths } from '../../config/paths';
import { isSplashDue, markSplashShown, readLastSplash } from './splash-due';

/**
 * The startup splash (spec section 2): when it is due (see isSplashDue) and the page is not /splash
 * (which has its own), it shows for SPLASH.durationMs from now and `whenOver` runs then. It is the
 * splash index.html paints before any JavaScript runs (the same logo and 'Loading Tally...' as
 * splash-screen.tsx), left on screen: the app loads behind it without rendering anything twice.
 * @returns whether the splash shows (false: call nothing, the app renders at once)
 */
export function showStartupSplash(pathname: string, whenOver: () => void): boolean {
  if (pathname === paths.splash || !isSplashDue(readLastSplash(), Date.now())) return false;
  markSplashShown(Date.now());
  setTimeout(whenOver, SPLASH.durationMs);
  return true;
}
