import { z } from 'zod';
import { RACING_SUBTYPES } from './activity';

/** Race types: Horses, Greyhounds (stored as an activity's racingSubtype). */
export const RACE_TYPES = RACING_SUBTYPES;
export const RaceType = z.enum(RACE_TYPES);
export type RaceType = z.infer<typeof RaceType>;
