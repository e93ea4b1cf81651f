import { z } from 'zod';

/** Bet types named by the spec; the shared list may grow, so activities store betType as free text. */
export const BET_TYPES = [
  'Win',
  'Place',
  'Each Way',
  'Exacta',
  'Quinella',
  'Trifecta',
  'First 4',
  'Duet',
  'Quadrella',
  'Daily Double',
  'Treble',
  'Pick 6',
  'Running Double',
] as const;
export const BetType = z.enum(BET_TYPES);
export type BetType = z.infer<typeof BetType>;

/** Bet types that take a single horse number; the others take horse selections. */
export const SINGLE_RUNNER_BET_TYPES: readonly BetType[] = ['Win', 'Place', 'Each Way'];
/** Bet types that can be boxed. */
export const BOXABLE_BET_TYPES: readonly BetType[] = ['Exacta', 'Trifecta', 'First 4'];
