import type { CreateWageringActivityRequest } from '@tally/contracts';
import { isSingleRunnerBet } from './bet-type-rules';

/** The racing fields of a checked wager that its summary line is made of. */
export type RacingSummaryFields = Partial<
  Pick<CreateWageringActivityRequest, 'racingSubtype' | 'racetrack' | 'raceNumber' | 'betType' | 'horseNumber' | 'horseSelections' | 'isBoxed'>
>;

/**
 * The one-line summary a racing wager carries as its details (spec section 7), which lists show
 * under the activity's name: "Randwick · Race 5 · Win · #7", "Wentworth Park · Race 3 · Exacta
 * (boxed) · 1, 4, 6". Parts that were not entered are left out; with none, the race type is shown.
 */
export function buildRacingSummary(race: RacingSummaryFields): string {
  const runners = isSingleRunnerBet(race.betType) ? (race.horseNumber ? `#${race.horseNumber}` : null) : race.horseSelections;
  const parts = [
    race.racetrack || race.racingSubtype || 'Racing',
    race.raceNumber ? `Race ${race.raceNumber}` : null,
    race.betType ? `${race.betType}${race.isBoxed ? ' (boxed)' : ''}` : null,
    runners,
  ];
  return parts.filter(Boolean).join(' · ');
}
