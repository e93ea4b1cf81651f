import { createContext, useContext } from 'react';

/** What screens can do with the onboarding tour. */
export interface OnboardingControls {
  /** Opens the tour again from the first step (Replay Tutorial on the profile). */
  replay: () => void;
}

export const OnboardingContext = createContext<OnboardingControls | null>(null);

/** The tour's controls; only inside the signed-in layout. */
export function useOnboarding(): OnboardingControls {
  const controls = useContext(OnboardingContext);
  if (!controls) throw new Error('useOnboarding must be used inside <OnboardingProvider>');
  return controls;
}
