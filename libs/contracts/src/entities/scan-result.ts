import { z } from 'zod';
import { MoneyString } from '../money';
import { RacingSubtype } from './activity';
import { BET_TYPES } from './bet-type';
import { knownValues } from '../documented-values';

export const SCAN_TICKET_TYPES = ['wagering', 'lottery', 'unknown'] as const;
export const ScanTicketType = z.enum(SCAN_TICKET_TYPES);
export type ScanTicketType = z.infer<typeof ScanTicketType>;

/** The fields a scan extracts (spec section 3, plus subtype and racingSubtype). */
export const SCAN_FIELDS = [
  'type',
  'amount',
  'description',
  'location',
  'racetrack',
  'raceDate',
  'raceTime',
  'raceNumber',
  'horseNumber',
  'horseSelections',
  'betType',
  'isBoxed',
  'subtype',
  'racingSubtype',
] as const;
export const ScanField = z.enum(SCAN_FIELDS);
export type ScanField = z.infer<typeof ScanField>;

/** How sure the reader is of each field it filled, 0 to 1; a field left null has no entry. */
export const ScanConfidence = z.partialRecord(ScanField, z.number().min(0).max(1));
export type ScanConfidence = z.infer<typeof ScanConfidence>;

/** Which reader produced a scan: the configured OpenAI-compatible model, the server's OCR and parser, or the parser alone on text. */
export const SCAN_ENGINES = ['openai', 'local', 'text'] as const;
export const ScanEngine = z.enum(SCAN_ENGINES);
export type ScanEngine = z.infer<typeof ScanEngine>;

/** One game line of a draw lottery ticket: the numbers marked and, for Powerball-style games, the extra ball. */
export const LotteryGameLine = z.object({
  numbers: z.array(z.number().int().min(1).max(99)).min(1).max(20),
  powerball: z.number().int().min(1).max(99).nullable(),
});
export type LotteryGameLine = z.infer<typeof LotteryGameLine>;

/**
 * What a draw lottery ticket says beyond the form's fields, kept by scanner with the scan so the
 * ticket can be checked against the draw's results once it is logged.
 */
export const LotteryTicketDetails = z.object({
  game: z.string().min(1),
  draws: z.array(z.object({ drawNumber: z.number().int().positive().nullable(), drawDate: z.iso.date().nullable() })).max(60),
  drawTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  games: z.array(LotteryGameLine).max(200),
});
export type LotteryTicketDetails = z.infer<typeof LotteryTicketDetails>;

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
  betType: z.string().meta(knownValues(BET_TYPES, "One of the spec's bet types when the ticket names one")).nullable(),
  isBoxed: z.boolean().nullable(),
  rawText: z.string(),
  ticketImage: z.string().nullable().describe('Data URL of the scanned image'),
  /** Beyond the spec: the event type or game found, and Horses/Greyhounds, when recognisable. */
  subtype: z.string().nullable().optional(),
  racingSubtype: RacingSubtype.nullable().optional(),
  /** Beyond the spec: how sure the reader is of each filled field, so the form can mark what to double-check. */
  confidence: ScanConfidence.optional(),
  /** Beyond the spec: which reader answered. */
  engine: ScanEngine.optional(),
  /** Beyond the spec: the scan scanner kept; sent back with the new activity so its result can be checked later. */
  scanId: z.uuid().nullable().optional(),
});
export type ScanResult = z.infer<typeof ScanResult>;
