import type { Activity } from '@tally/contracts';

/** A pending racing wager of $25 with no details, as the ledger answers it; tests override what they need. */
export function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    type: 'wagering',
    subtype: 'Racing',
    amount: '25.00',
    details: null,
    description: null,
    isCompleted: false,
    isWin: null,
    winAmount: null,
    wonAmount: null,
    ticketImage: null,
    hasTicketImage: false,
    ticketImageUrl: null,
    createdAt: '2026-11-22T04:05:00.000Z',
    racetrack: null,
    raceDate: null,
    raceTime: null,
    raceNumber: null,
    betType: null,
    horseNumber: null,
    horseSelections: null,
    isBoxed: null,
    racingSubtype: null,
    aiResultChecked: false,
    aiResultStatus: null,
    aiResultConfidence: null,
    aiResultWinAmount: null,
    aiResultDetails: null,
    ...overrides,
  };
}
