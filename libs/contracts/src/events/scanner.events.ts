import { z } from 'zod';
import { AiResultStatus } from '../entities/activity';
import { MoneyString } from '../money';

/**
 * scanner.result.checked: the AI suggested a result for a pending ticket. ledger stores it on the
 * activity (and completes AI losses when the person chose so); alerts tells the person.
 */
export const ResultCheckedEvent = z.object({
  userId: z.uuid(),
  activityId: z.uuid(),
  status: AiResultStatus,
  confidence: z.number().min(0).max(1),
  winAmount: MoneyString.nullable(),
  details: z.string().nullable(),
  checkedAt: z.iso.datetime(),
  /** Copied from the activity for the notification text. */
  stake: MoneyString,
  racetrack: z.string().nullable(),
  raceNumber: z.number().int().nullable(),
  horseNumber: z.number().int().nullable(),
  betType: z.string().nullable(),
  /** The activity's type and subtype ('lottery', 'Saturday Lotto'), for the notification text. */
  type: z.enum(['wagering', 'lottery']).optional(),
  subtype: z.string().nullable().optional(),
});
export type ResultCheckedEvent = z.infer<typeof ResultCheckedEvent>;
