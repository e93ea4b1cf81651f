import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { ONBOARDING, type User } from '@tally/contracts';
import { OnboardingContext } from './onboarding-context';

// The tour is loaded only when it is about to show, so it costs nothing on first load.
const OnboardingTour = lazy(() => import('./onboarding-tour'));

/** The tour opens by itself about 1 s after a person who has not completed it loads the app (spec section 4). */
export const OPEN_TOUR_ON_LOAD = true;

/**
 * Opens the onboarding tour about 1 s after the user loads when hasCompletedOnboarding is false
 * (spec section 4), and lets the profile replay it. X hides it until the next page load.
 */
export function OnboardingProvider({ user, children }: { user: User; children: ReactNode }) {
  const [showing, setShowing] = useState<{ open: boolean; run: number }>({ open: false, run: 0 });
  const pending = !user.hasCompletedOnboarding;
  // Read when this user loads; a later change is no reason to open the tour again.
  const pendingOnLoad = useEffectEvent(() => pending);

  useEffect(() => {
    if (!OPEN_TOUR_ON_LOAD || !pendingOnLoad()) return;
    const timer = setTimeout(() => setShowing((current) => ({ open: true, run: current.run + 1 })), ONBOARDING.delayMs);
    return () => clearTimeout(timer);
    // Only on the first load of this user: hiding with X must not bring it back.
  }, [user.id]);

  const replay = useCallback(() => setShowing((current) => ({ open: true, run: current.run + 1 })), []);
  const hide = useCallback(() => setShowing((current) => ({ ...current, open: false })), []);
  const controls = useMemo(() => ({ replay }), [replay]);

  return (
    <OnboardingContext.Provider value={controls}>
      {children}
      {showing.run > 0 ? (
        <Suspense fallback={null}>
          <OnboardingTour key={showing.run} open={showing.open} onHide={hide} />
        </Suspense>
      ) : null}
    </OnboardingContext.Provider>
  );
}
