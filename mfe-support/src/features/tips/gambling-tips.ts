import { getDayOfYear } from 'date-fns';
import type { GamblingTip, SupportTipsModule } from '@tally/ui';

/**
 * The six responsible-gambling tips of spec section 2, worded from ../shared/reference
 * (harm-reduction-tips.json). The spec's 2% to 15% slot house edge: facts.json confirms only the
 * 10-15% of Australian pub and club pokies (Productivity Commission), so the tip names that too.
 */
export const GAMBLING_TIPS: readonly GamblingTip[] = [
  {
    id: 'daily-limit',
    title: 'Set a daily spending limit',
    text: "Decide before you start what you can afford to lose today, money you don't need for rent, bills or food, and stop when it's gone.",
  },
  {
    id: 'no-chasing',
    title: 'Never chase losses',
    text: 'Money lost is gone. Betting more to win it back usually means losing more, because every bet carries the house edge.',
  },
  {
    id: 'breaks',
    title: 'Take regular breaks',
    text: 'Step away for fresh air, food or water. Pokies keep 2% to 15% of every dollar played over time (about 10-15% in Australian pubs and clubs), so the longer you play, the more you lose.',
  },
  {
    id: 'time-limits',
    title: 'Set time limits',
    text: "It is easy to lose track of time while gambling. Decide how long you'll play, set a phone alarm, and stop when it goes off.",
  },
  {
    id: 'emotions',
    title: 'Never gamble when emotional or stressed',
    text: 'Strong feelings make limits harder to keep. Gambling to escape problems is a warning sign: talk to someone instead, on 1800 858 858 any time.',
  },
  {
    id: 'track-honestly',
    title: 'Track wins and losses honestly',
    text: 'Log every bet, ticket and session, wins and losses alike. An honest record shows patterns that are easy to miss, like losses creeping up.',
  },
];

/** The tip for the day of the year of `date`, modulo the number of tips (spec section 2). */
export function tipOfTheDay(date: Date = new Date()): GamblingTip {
  return GAMBLING_TIPS[getDayOfYear(date) % GAMBLING_TIPS.length];
}

/** The './tips' module as home reads it. */
export const supportTips: SupportTipsModule = { tips: GAMBLING_TIPS, tipOfTheDay };
