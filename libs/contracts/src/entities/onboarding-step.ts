import { z } from 'zod';

/** The 8 steps of the onboarding tour, in order. */
export const ONBOARDING_STEP_IDS = ['welcome', 'categories', 'ocr-scanning', 'pending-tracking', 'reports', 'ai-insights', 'notifications', 'complete'] as const;
export const OnboardingStepId = z.enum(ONBOARDING_STEP_IDS);
export type OnboardingStepId = z.infer<typeof OnboardingStepId>;

/** One step of the tour; `target` names a page element to highlight (e.g. a navigation tab). */
export const OnboardingStep = z.object({
  id: OnboardingStepId,
  title: z.string(),
  content: z.string(),
  icon: z.string(),
  target: z.string().optional(),
  action: z.string().optional(),
});
export type OnboardingStep = z.infer<typeof OnboardingStep>;
