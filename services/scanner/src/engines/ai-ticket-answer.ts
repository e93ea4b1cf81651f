import { z } from 'zod';
import { LotteryTicketDetails, parseMoney, RacingSubtype, SCAN_FIELDS, ScanConfidence, ScanTicketType, type ScanConfidence as Confidence } from '@tally/contracts';
import type { TicketReading } from '@tally/ticket-reader';

/** Confidence given to a filled field the model gave none for. */
const UNSTATED_CONFIDENCE = 0.6;

const text = (max: number) => z.string().trim().max(max).nullable();
/** A field whose value is out of range or badly formatted is dropped (null), not the whole answer. */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);

/**
 * The JSON the model must answer with, derived from the ScanResult contract: the form's fields
 * (ranges and formats as the forms check them), per-field confidence, a draw ticket's numbers,
 * and the text it read. A field the model leaves out counts as null.
 */
export const AiTicketAnswer = z.preprocess(
  (value) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...Object.fromEntries(SCAN_FIELDS.map((f) => [f, null])), ...value } : value),
  z.object({
    type: ScanTicketType,
    amount: z
      .union([z.number(), z.string()])
      .nullable()
      .transform((value) => (value === null ? null : parseMoney(typeof value === 'string' ? value.replace(/^\$/, '') : value)))
      .catch(null),
    description: text(500),
    location: text(200),
    racetrack: text(100),
    raceDate: orNull(z.iso.date()),
    raceTime: orNull(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
    raceNumber: orNull(z.number().int().min(1).max(20)),
    horseNumber: orNull(z.number().int().min(1).max(99)),
    horseSelections: text(200),
    betType: text(50),
    isBoxed: orNull(z.boolean()),
    subtype: text(100),
    racingSubtype: orNull(RacingSubtype),
    confidence: z.record(z.string(), z.unknown()).nullish(),
    lottery: orNull(LotteryTicketDetails),
    rawText: z.string().max(20_000),
  }),
);
export type AiTicketAnswer = z.infer<typeof AiTicketAnswer>;

/** The model's answer as a parser reading: only filled fields keep a confidence (clamped to 0..1). */
export function toReading(answer: AiTicketAnswer): { reading: TicketReading; rawText: string } {
  const { confidence: stated, lottery, rawText, ...fields } = answer;
  const confidence: Confidence = {};
  for (const field of SCAN_FIELDS) {
    if (fields[field] === null || fields[field] === undefined || field === 'type') continue;
    const value = Number(stated?.[field]);
    confidence[field] = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : UNSTATED_CONFIDENCE;
  }
  const typeConfidence = Number(stated?.type);
  confidence.type = Number.isFinite(typeConfidence) ? Math.min(1, Math.max(0, typeConfidence)) : UNSTATED_CONFIDENCE;
  return { reading: { fields, confidence: ScanConfidence.parse(confidence), lottery: fields.type === 'lottery' ? lottery : null }, rawText };
}

/** What the model is told to answer, kept next to the schema it is checked against. */
export const TICKET_PROMPT = `You read Australian betting tickets: wagering tickets (horse, harness or greyhound racing, sports bets) and lottery tickets (draw games such as Saturday Lotto, Oz Lotto, Powerball, Weekday Windfall, Set for Life; instant scratchies).
Answer with one JSON object and nothing else, with these keys:
- "type": "wagering", "lottery" or "unknown" (not a ticket, or unreadable)
- "amount": the total cost or stake paid, a number in dollars (not a potential return, balance, change, jackpot or GST)
- "description": a short summary, e.g. "Weekday Windfall Draw 4643 - 1 game System 9" or "Randwick R5 Win #7"
- "location": the outlet or venue printed, else null
- "racetrack": the race meeting's venue, "raceDate": YYYY-MM-DD, "raceTime": HH:MM (24 hour), "raceNumber": 1-20
- "horseNumber": 1-99 for Win, Place or Each Way; "horseSelections": runners of exotic bets as printed, e.g. "1,4,7" or "1/2,3/4"
- "betType": one of Win, Place, Each Way, Exacta, Quinella, Trifecta, First 4, Duet, Quadrella, Daily Double, Treble, Pick 6, Running Double, or the sports bet type
- "isBoxed": true when an exotic bet is boxed
- "subtype": for wagering "Racing" or "Sports Betting"; for lottery the game name, or the scratchie price such as "$5"
- "racingSubtype": "Horses" or "Greyhounds" (harness counts as Horses)
- "lottery": for draw lottery tickets {"game": name, "draws": [{"drawNumber": n or null, "drawDate": "YYYY-MM-DD" or null}], "drawTime": "HH:MM" or null, "games": [{"numbers": [..], "powerball": n or null}]}, else null
- "confidence": an object giving, for each field you filled, how sure you are from 0 to 1
- "rawText": all the text you can read on the ticket, line by line
Use null for anything not printed or not applicable. Never guess a value that is not on the ticket.`;
