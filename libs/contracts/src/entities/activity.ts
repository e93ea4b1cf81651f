import { z } from 'zod';
import { MoneyString } from '../money';

export const ACTIVITY_TYPES = ['wagering', 'lottery', 'slot', 'table'] as const;
export const ActivityType = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityType>;

export const AI_RESULT_STATUSES = ['win', 'loss', 'undetermined'] as const;
/** What the AI check concluded; any other stored value is shown as "review". */
export const AiResultStatus = z.enum(AI_RESULT_STATUSES);
export type AiResultStatus = z.infer<typeof AiResultStatus>;

/** Racing subtypes, the same list as the race types (spec section 3). */
export const RACING_SUBTYPES = ['Horses', 'Greyhounds'] as const;
export const RacingSubtype = z.enum(RACING_SUBTYPES);
export type RacingSubtype = z.infer<typeof RacingSubtype>;

/** A logged wager, lottery ticket, or a completed slot/table session line. */
export const Activity = z.object({
  id: z.string().uuid(),
  type: ActivityType,
  subtype: z.string(),
  amount: MoneyString,
  details: z.string().nullable(),
  description: z.string().nullable(),
  isCompleted: z.boolean(),
  isWin: z.boolean().nullable(),
  winAmount: MoneyString.nullable(),
  wonAmount: MoneyString.nullable(),
  ticketImage: z.string().nullable(),
  createdAt: z.string().datetime(),
  racetrack: z.string().nullable(),
  raceDate: z.string().nullable(),
  raceTime: z.string().nullable(),
  raceNumber: z.number().int().nullable(),
  betType: z.string().nullable(),
  horseNumber: z.number().int().nullable(),
  horseSelections: z.string().nullable(),
  isBoxed: z.boolean().nullable(),
  racingSubtype: z.enum(RACING_SUBTYPES).nullable(),
  aiResultChecked: z.boolean(),
  aiResultStatus: z.string().nullable(),
  aiResultConfidence: z.number().min(0).max(1).nullable(),
  aiResultWinAmount: MoneyString.nullable(),
  aiResultDetails: z.string().nullable(),
});
export type Activity = z.infer<typeof Activity>;
