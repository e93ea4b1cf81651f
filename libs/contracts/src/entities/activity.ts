import { z } from 'zod';
import { MoneyString } from '../money';
import { knownValues } from '../documented-values';
import { BET_TYPES } from './bet-type';
import { WAGERING_SUBTYPES } from './wagering-subtype';

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

/** Where the owner reads an activity's ticket image: the image itself (PNG, JPEG…), usable as an `<img src>`. */
export function ticketImagePath(activityId: string): string {
  return `/api/activities/${activityId}/ticket-image`;
}

/**
 * A logged wager or lottery ticket, as every ledger answer carries it (lists, create, update).
 * Slot and table play are sessions (entities/session.ts), not activities.
 *
 * Ticket images are kept apart from the activity and never inlined: `hasTicketImage` says whether
 * there is one, and `ticketImageUrl` (also sent as `ticketImage`, the spec's field name, so an
 * `<img src={activity.ticketImage}>` keeps working) is its address, answered to its owner only.
 * Requests still send `ticketImage` as a data URL.
 */
export const Activity = z.object({
  id: z.uuid(),
  type: ActivityType,
  subtype: z.string().meta({
    description: "A wager's event type (Racing or Sports Betting), or a lottery ticket's game",
    examples: [...WAGERING_SUBTYPES, 'Saturday Lotto', 'Scratchie $5'],
  }),
  amount: MoneyString,
  details: z.string().nullable(),
  description: z.string().nullable(),
  isCompleted: z.boolean(),
  isWin: z.boolean().nullable(),
  winAmount: MoneyString.nullable(),
  wonAmount: MoneyString.nullable(),
  ticketImage: z.string().nullable().describe("Same value as ticketImageUrl (the spec's name); never the image data"),
  hasTicketImage: z.boolean(),
  ticketImageUrl: z.string().nullable().describe('GET this (owner only) for the image; null without one'),
  createdAt: z.string().datetime(),
  racetrack: z.string().nullable(),
  raceDate: z.string().nullable(),
  raceTime: z.string().nullable(),
  raceNumber: z.number().int().nullable(),
  betType: z.string().meta(knownValues(BET_TYPES, "One of the spec's bet types, or other text as it was logged")).nullable(),
  horseNumber: z.number().int().nullable(),
  horseSelections: z.string().nullable(),
  isBoxed: z.boolean().nullable(),
  racingSubtype: z.enum(RACING_SUBTYPES).nullable(),
  aiResultChecked: z.boolean(),
  aiResultStatus: z.string().meta(knownValues(AI_RESULT_STATUSES, 'What the AI check concluded; any other value is shown as "review"')).nullable(),
  aiResultConfidence: z.number().min(0).max(1).nullable(),
  aiResultWinAmount: MoneyString.nullable(),
  aiResultDetails: z.string().nullable(),
});
export type Activity = z.infer<typeof Activity>;
