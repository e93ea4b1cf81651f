import { z } from 'zod';
import { MoneyString } from '../money';
import { RacingSubtype } from './activity';

export const SCAN_TICKET_TYPES = ['wagering', 'lottery', 'unknown'] as const;
export const ScanTicketType = z.enum(SCAN_TICKET_TYPES);
export type ScanTicketType = z.infer<typeof ScanTicketType>;

/** What ticket interpretation extracted, used to pre-fill the wagering or lottery form. Unknown fields are null. */
export const ScanResult = z.object({
  type: ScanTicketType,
  amount: MoneyString.nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  racetrack: z.string().nullable(),
  raceDate: z.string().nullable(),
  raceTime: z.string().nullable(),
  raceNumber: z.number().int().nullable(),
  horseNumber: z.number().int().nullable(),
  horseSelections: z.string().nullable(),
  betType: z.string().nullable(),
  isBoxed: z.boolean().nullable(),
  rawText: z.string(),
  ticketImage: z.string().nullable().describe('Data URL of the scanned image'),
  /** Beyond the spec: the event type or game found, and Horses/Greyhounds, when recognisable. */
  subtype: z.string().nullable().optional(),
  racingSubtype: RacingSubtype.nullable().optional(),
});
export type ScanResult = z.infer<typeof ScanResult>;
