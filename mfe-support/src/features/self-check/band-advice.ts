import type { PgsiBandId } from '@tally/contracts';

/** What a result means in kind words, and what to do next (the band's meaning is from the reference). */
export interface BandAdvice {
  title: string;
  next: string;
  /** Whether to show the helplines with the result straight away. */
  urgent: boolean;
}

export const BAND_ADVICE: Record<PgsiBandId, BandAdvice> = {
  'non-problem': {
    title: 'No signs of harm right now',
    next: 'Keep the habits that work for you: set limits before you play and keep logging honestly. Check in again in a few months, or sooner if things change.',
    urgent: false,
  },
  'low-risk': {
    title: 'A few early signs',
    next: 'Small changes help most now: set a daily limit in Notification Settings, take breaks, and look at the harm-reduction tips. Taking the check again later shows whether things are moving.',
    urgent: false,
  },
  'moderate-risk': {
    title: 'Some signs of harm',
    next: 'This is a good time to talk it through with someone. Gambling Help is free and confidential, by phone or online chat, any time. Setting limits and BetStop self-exclusion can also help.',
    urgent: true,
  },
  problem: {
    title: 'Signs of serious harm',
    next: "You don't have to sort this out alone. Please contact Gambling Help now: counsellors are free, confidential and there 24/7. If you are in crisis or feel unsafe, call Lifeline on 13 11 14, or 000 in an emergency.",
    urgent: true,
  },
};
