import { ONBOARDING_STEP_IDS, type OnboardingStepId } from '@tally/contracts';

/** One step of the tour as the modal shows it. */
export interface TourStep {
  id: OnboardingStepId;
  title: string;
  content: string;
  /** The bottom-navigation tab this step points at (highlighted while it shows). */
  highlightTab?: '/reports' | '/ai-insights' | '/settings';
}

const steps: Record<OnboardingStepId, Omit<TourStep, 'id'>> = {
  welcome: {
    title: 'Welcome to Tally',
    content: 'Tally helps you keep track of your gambling, set limits and stay in control. This quick tour shows you around.',
  },
  categories: {
    title: 'Track every kind of gambling',
    content: 'Log racing bets, lottery tickets, pokies and table games, all in one place.',
  },
  'ocr-scanning': {
    title: 'Scan your tickets',
    content: 'Take a photo of a betting slip or lottery ticket and Tally reads the details for you.',
  },
  'pending-tracking': {
    title: 'Keep track of pending bets',
    content: 'Bets waiting on a result stay in your pending list until you mark them as a win or a loss.',
  },
  reports: {
    title: 'See your reports',
    content: 'The Reports tab shows what you spent, won and lost by day, week or month, and exports it as CSV.',
    highlightTab: '/reports',
  },
  'ai-insights': {
    title: 'Get AI insights',
    content: 'The Insights tab gives you plain-language reviews of your patterns, with responsible-gambling tips.',
    highlightTab: '/ai-insights',
  },
  notifications: {
    title: 'Set limits and alerts',
    content: 'In Settings, set daily, weekly and monthly spending limits. Tally alerts you when you reach 80% of your daily limit.',
    highlightTab: '/settings',
  },
  complete: {
    title: "You're all set!",
    content: 'Start logging from Home whenever you play. Gambling Help is free and confidential: call 1800 858 858, any time.',
  },
};

/** The 8 steps of spec section 2, in order. */
export const TOUR_STEPS: readonly TourStep[] = ONBOARDING_STEP_IDS.map((id) => ({ id, ...steps[id] }));

/** The badge text of a step: "Step N of 8" (index is zero-based). */
export function stepLabel(index: number, total = TOUR_STEPS.length): string {
  return `Step ${index + 1} of ${total}`;
}
