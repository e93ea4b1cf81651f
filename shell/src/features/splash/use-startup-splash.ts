import { startTransition, useEffect, useState } from 'react';
import { SPLASH } from '@tally/contracts';
import { isSplashDue, markSplashShown, readLastSplash } from './splash-due';

/**
 * True for the 2.5 s the startup splash shows, when it is due (see isSplashDue). Decided once per
 * page load; `skip` (e.g. on /splash itself, which has its own) turns it off.
 */
export function useStartupSplash(skip: boolean): boolean {
  const [showing, setShowing] = useState(() => !skip && isSplashDue(readLastSplash(), Date.now()));

  useEffect(() => {
    if (!showing) return;
    markSplashShown(Date.now());
    // A transition: React renders the page behind the splash in slices of a few ms, not one long
    // task that would keep the page from answering input (Total Blocking Time).
    const timer = setTimeout(() => startTransition(() => setShowing(false)), SPLASH.durationMs);
    return () => clearTimeout(timer);
  }, [showing]);

  return showing;
}
