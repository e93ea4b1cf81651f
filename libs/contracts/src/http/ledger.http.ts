import { z } from 'zod';
import { Activity, RACING_SUBTYPES } from '../entities/activity';
import { Session, SESSION_TYPES } from '../entities/session';
import { Deposit } from '../entities/deposit';
import { Stats } from '../entities/stats';
import { LotteryGame } from '../entities/lottery-game';
import { scratchieAmount } from '../entities/scratchie-denomination';
import { WAGERING_SUBTYPES, type WageringSubtype } from '../entities/wagering-subtype';
import { BET_TYPES } from '../entities/bet-type';
import { knownValues, oneOfValues } from '../documented-values';
import { isNotANumber, MoneyInput, moneyInput, parseMoney, toCents } from '../money';
import { RACE_NUMBER, HORSE_NUMBER, SCAN_IMAGE_MAX_BYTES } from '../constants';
import { FILE_MESSAGES, LEDGER_MESSAGES as LM, VALIDATION_MESSAGES as M } from '../messages';
import { optionalPlainText, plainText } from '../text';
import { IdParams, LimitParam, OptionalDateRangeQuery, dateRangeRefinement } from './common.http';
import { PageCursorParam } from './page-cursor';
import { IsoDateTimeInput } from '../time';
import { SpendLimitReached } from '../limits';
import { isBase64 } from '../base64';
import { strictBodyInt } from '../strict-number';

/** A 10 MB image as base64 is about 13.4 million characters, plus the data URL prefix. */
const TICKET_IMAGE_MAX_CHARS = 14_000_000;
const TICKET_IMAGE_PREFIX = /^data:image\/(png|jpe?g|gif|webp|bmp|hei[cf]);base64,/;

/** A raster image's data URL: the prefix, then base64 (checked without a backtracking pattern over the data). */
function isImageDataUrl(value: string): boolean {
  const prefix = TICKET_IMAGE_PREFIX.exec(value.slice(0, 40));
  return prefix !== null && isBase64(value.slice(prefix[0].length));
}

/** Image bytes a base64 text of this length decodes to. */
function base64Bytes(dataUrl: string): number {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/**
 * A ticket photo as a base64 data URL of a raster image (PNG, JPEG, GIF, WebP, BMP, HEIC) of at
 * most 10 MB; "" means none. SVG is refused: it can carry script. Stored apart from the activity.
 */
export const TicketImageInput = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: LM.ticketImageInvalid })
    .max(TICKET_IMAGE_MAX_CHARS, { error: FILE_MESSAGES.scanTooLarge.description, abort: true })
    .refine(isImageDataUrl, { error: LM.ticketImageInvalid, abort: true })
    .refine((value) => base64Bytes(value) <= SCAN_IMAGE_MAX_BYTES, FILE_MESSAGES.scanTooLarge.description)
    .nullish(),
);

/** Beyond the spec: the scan (ScanResult.scanId) this entry was filled from, so scanner can check its result later. */
const ScanIdInput = z.uuid({ error: 'Scan id must be a scan this app made' }).nullish();

const requiredSubtype = (label: string, message: string) => plainText({ label, max: 60, requiredMessage: message });

/** Racing or Sports Betting; missing or blank is "Event type is required". */
const WageringSubtypeInput = z
  .string({ error: M.eventTypeRequired })
  .trim()
  .min(1, { error: M.eventTypeRequired, abort: true })
  .refine((value): value is WageringSubtype => (WAGERING_SUBTYPES as readonly string[]).includes(value), LM.wageringSubtype)
  .meta(oneOfValues(WAGERING_SUBTYPES));

/** "" (an empty form field) is stored as null. */
const RaceTime = z
  .string({ error: M.raceTimeFormat })
  .regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, M.raceTimeFormat)
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** A calendar date that exists ("2025-02-30" does not); "" is stored as null. */
const RaceDate = z
  .string({ error: LM.raceDateFormat })
  .refine((v) => v === '' || isCalendarDate(v), LM.raceDateFormat)
  .transform((v) => (v === '' ? null : v))
  .nullish();

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Race and horse numbers: a whole number or its decimal digits as a string (what a form field sends); null or absent is none. */
const boundedInt = (range: { min: number; max: number }, message: string) => strictBodyInt({ ...range, message }).nullish();

/** The free-text fields an activity carries, with their limits (see text.ts). */
const activityText = {
  details: optionalPlainText({ label: 'Details', max: 500, multiline: true }),
  description: optionalPlainText({ label: 'Description', max: 500, multiline: true }),
  racetrack: optionalPlainText({ label: 'Racetrack', max: 100 }),
  betType: optionalPlainText({ label: 'Bet type', max: 40, documented: knownValues(BET_TYPES, "One of the spec's bet types; other text is kept as given (the list may grow)") }),
  horseSelections: optionalPlainText({ label: 'Horse selections', max: 200 }),
};

/** POST /api/activities for a wager. */
export const CreateWageringActivityRequest = z.object({
  type: z.literal('wagering'),
  subtype: WageringSubtypeInput,
  amount: moneyInput({ requiredMessage: M.betAmountRequired, positive: true }),
  details: activityText.details,
  description: activityText.description,
  isCompleted: z.boolean().default(false),
  isWin: z.boolean().nullish(),
  winAmount: MoneyInput.nullish(),
  ticketImage: TicketImageInput,
  racetrack: activityText.racetrack,
  raceDate: RaceDate,
  raceTime: RaceTime,
  raceNumber: boundedInt(RACE_NUMBER, M.raceNumberRange),
  betType: activityText.betType,
  horseNumber: boundedInt(HORSE_NUMBER, M.horseNumberRange),
  horseSelections: activityText.horseSelections,
  isBoxed: z.boolean().nullish(),
  racingSubtype: z.enum(RACING_SUBTYPES, { error: 'Race type must be Horses or Greyhounds' }).nullish(),
  scanId: ScanIdInput,
});
export type CreateWageringActivityRequest = z.infer<typeof CreateWageringActivityRequest>;

/**
 * POST /api/activities for a lottery ticket. The ticket cost is required (above 0) for lottery
 * games; a scratchie denomination ("Scratchie $5") implies it, so `amount` may be left out and
 * comes back filled with the denomination's price.
 */
export const CreateLotteryActivityRequest = z
  .object({
    type: z.literal('lottery'),
    subtype: requiredSubtype('Lottery type', M.lotteryTypeRequired),
    amount: z.union([z.number(), z.string(), z.null()], { error: M.validAmount }).optional(),
    description: activityText.description,
    details: activityText.details,
    isCompleted: z.boolean().default(false),
    isWin: z.boolean().nullish(),
    wonAmount: MoneyInput.nullish(),
    winAmount: MoneyInput.nullish(),
    ticketImage: TicketImageInput,
    scanId: ScanIdInput,
  })
  .transform((ticket, ctx) => {
    const price = scratchieAmount(ticket.subtype);
    const raw = ticket.amount;
    const given = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : raw;
    const money = given === null ? null : parseMoney(given);
    if (given !== null && money === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: isNotANumber(given) ? M.numbersOnly : M.validAmount });
      return z.NEVER;
    }
    if (money !== null && toCents(money) > 0n) return { ...ticket, amount: money };
    if (price !== null) return { ...ticket, amount: price };
    ctx.addIssue({ code: 'custom', path: ['amount'], message: M.ticketCostRequired });
    return z.NEVER;
  });
export type CreateLotteryActivityRequest = z.infer<typeof CreateLotteryActivityRequest>;

/** POST /api/activities: a wager or a lottery ticket, told apart by `type`. */
export const CreateActivityRequest = z.discriminatedUnion('type', [CreateWageringActivityRequest, CreateLotteryActivityRequest], {
  error: LM.activityType,
});
export type CreateActivityRequest = z.infer<typeof CreateActivityRequest>;
/**
 * The stored activity; `spendLimits` lists each limit the person's spend has now reached 80% of
 * or gone past (the wager is saved either way: we inform, we do not block).
 */
export const CreateActivityResponse = Activity.extend({ spendLimits: z.array(SpendLimitReached) });
export type CreateActivityResponse = z.infer<typeof CreateActivityResponse>;

/**
 * GET /api/activities?limit=&cursor=: pending first, then newest first. `limit` defaults to
 * PAGE_SIZE.activities (50) and is at most PAGE_SIZE.max (1000); a full page answers the next
 * page's cursor in the X-Next-Cursor header. Items never carry the ticket image itself.
 */
export const ListActivitiesQuery = z.object({
  limit: LimitParam.optional(),
  cursor: PageCursorParam.optional(),
});
export type ListActivitiesQuery = z.infer<typeof ListActivitiesQuery>;
export const ListActivitiesResponse = z.array(Activity);

/**
 * GET /api/activities/by-date?startDate&endDate (inclusive, by creation time), newest first.
 * `limit` defaults to PAGE_SIZE.ranged (1000); more pages by cursor as above.
 */
export const ActivitiesByDateQuery = z
  .object({ startDate: IsoDateTimeInput, endDate: IsoDateTimeInput, limit: LimitParam.optional(), cursor: PageCursorParam.optional() })
  .refine(dateRangeRefinement.check, dateRangeRefinement.params);
export type ActivitiesByDateQuery = z.infer<typeof ActivitiesByDateQuery>;
export const ActivitiesByDateResponse = z.array(Activity);

/** GET /api/activities/:id: one activity (owner only; 404 otherwise), as the detail dialog shows it. */
export const GetActivityResponse = Activity;

/** GET /api/activities/:id/ticket-image: the stored image (its own content type), owner only; 404 otherwise. */
export const TicketImageParams = IdParams;

/**
 * PATCH /api/activities/:id, one of two kinds of change (owner only; 404 otherwise):
 * - a result, `{ isCompleted: true, isWin, winAmount? }`: a win (winAmount optional, at least 0) or a loss (winAmount
 *   ignored); a completed activity may be corrected the same way;
 * - a correction of what was logged: any of the amount, the event type or game (`subtype`), the notes and the race
 *   fields. It stays at the time it was logged, so it counts in the same day, week and month.
 * The two are not mixed in one request.
 */
export const ActivityParams = IdParams;
/** The result of an activity on its own (the detail dialog's result form). */
export const ActivityResultRequest = z
  .object({
    isCompleted: z.literal(true, { error: LM.completeOnly }),
    isWin: z.boolean({ error: LM.chooseWinOrLoss }),
    winAmount: MoneyInput.nullish(),
  })
  .strict();
export type ActivityResultRequest = z.infer<typeof ActivityResultRequest>;
const ACTIVITY_RESULT_KEYS = ['isCompleted', 'isWin', 'winAmount'] as const;
export const UpdateActivityRequest = z
  .object({
    isCompleted: z.literal(true, { error: LM.completeOnly }).optional(),
    isWin: z.boolean({ error: LM.chooseWinOrLoss }).optional(),
    winAmount: MoneyInput.nullish(),
    amount: moneyInput({ requiredMessage: M.amountRequired, positive: true }).optional(),
    subtype: plainText({ label: 'Event type or game', max: 60, requiredMessage: M.eventTypeRequired }).optional(),
    details: activityText.details,
    description: activityText.description,
    racetrack: activityText.racetrack,
    raceDate: RaceDate,
    raceTime: RaceTime,
    raceNumber: boundedInt(RACE_NUMBER, M.raceNumberRange),
    betType: activityText.betType,
    horseNumber: boundedInt(HORSE_NUMBER, M.horseNumberRange),
    horseSelections: activityText.horseSelections,
    isBoxed: z.boolean().nullish(),
    racingSubtype: z.enum(RACING_SUBTYPES, { error: 'Race type must be Horses or Greyhounds' }).nullish(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const keys = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
    const result = keys.filter((key) => (ACTIVITY_RESULT_KEYS as readonly string[]).includes(key));
    if (result.length === 0) {
      if (keys.length === 0) ctx.addIssue({ code: 'custom', message: LM.nothingToChange });
      return;
    }
    if (body.isCompleted !== true) ctx.addIssue({ code: 'custom', path: ['isCompleted'], message: LM.completeOnly });
    else if (body.isWin === undefined) ctx.addIssue({ code: 'custom', path: ['isWin'], message: LM.chooseWinOrLoss });
    if (result.length < keys.length) ctx.addIssue({ code: 'custom', message: LM.resultOrCorrection });
  });
export type UpdateActivityRequest = z.infer<typeof UpdateActivityRequest>;
/** The request as a result (`isCompleted: true`), told apart from a correction of what was logged. */
export const isActivityResultRequest = (body: UpdateActivityRequest): body is UpdateActivityRequest & ActivityResultRequest => body.isCompleted === true;
/** The corrections of what was logged, without the result's fields. */
export type CorrectActivityRequest = Omit<UpdateActivityRequest, (typeof ACTIVITY_RESULT_KEYS)[number]>;
export const UpdateActivityResponse = Activity;

/** DELETE /api/activities/:id: the person's own wager or ticket, with its ticket image (404 for anyone else's). */
export const DeleteActivityResponse = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type DeleteActivityResponse = z.infer<typeof DeleteActivityResponse>;

/** GET /api/stats?startDate&endDate (both optional: all time). */
export const StatsQuery = OptionalDateRangeQuery;
export type StatsQuery = z.infer<typeof StatsQuery>;
export const StatsResponse = Stats;

/**
 * GET /api/sessions: `?limit=` or `?startDate&endDate` (sessions started in the range), newest
 * first. `limit` defaults to PAGE_SIZE.sessions (50), or PAGE_SIZE.ranged (1000) with a range;
 * more pages by cursor (X-Next-Cursor).
 */
export const ListSessionsQuery = z
  .object({
    limit: LimitParam.optional(),
    startDate: IsoDateTimeInput.optional(),
    endDate: IsoDateTimeInput.optional(),
    cursor: PageCursorParam.optional(),
  })
  .refine(dateRangeRefinement.check, dateRangeRefinement.params);
export type ListSessionsQuery = z.infer<typeof ListSessionsQuery>;
export const ListSessionsResponse = z.array(Session);

/** GET /api/sessions/active: the active session, or null. */
export const ActiveSessionResponse = Session.nullable();

/** POST /api/sessions: start a slot or table session; 409 while another is active. */
export const CreateSessionRequest = z.object({
  type: z.enum(SESSION_TYPES, { error: 'Session type must be slot or table' }),
  venue: optionalPlainText({ label: 'Venue', max: 100 }),
  isActive: z.literal(true, { error: 'A new session is active: isActive must be true' }).default(true),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;
export const CreateSessionResponse = Session;

/** POST /api/sessions/:id/deposits: a deposit (slot) or buy-in (table). */
export const SessionParams = IdParams;
export const AddDepositRequest = z.object({
  amount: moneyInput({ requiredMessage: M.amountRequired, positive: true }),
});
export type AddDepositRequest = z.infer<typeof AddDepositRequest>;
export const AddDepositResponse = z.object({ deposit: Deposit, session: Session, spendLimits: z.array(SpendLimitReached) });
export type AddDepositResponse = z.infer<typeof AddDepositResponse>;

/** POST /api/sessions/:id/end: cash out and close the session. */
export const EndSessionRequest = z.object({
  finalAmount: moneyInput({ requiredMessage: M.finalAmountRequired }),
});
export type EndSessionRequest = z.infer<typeof EndSessionRequest>;
export const EndSessionResponse = Session;

/** GET /api/sessions/:id: the person's session with its deposits or buy-ins, oldest first (404 for anyone else's). */
export const SessionDetailResponse = z.object({ session: Session, deposits: z.array(Deposit) });
export type SessionDetailResponse = z.infer<typeof SessionDetailResponse>;

/** PATCH /api/sessions/:id: correct the venue, or once the session has ended, its final amount. */
export const UpdateSessionRequest = z
  .object({
    venue: optionalPlainText({ label: 'Venue', max: 100 }),
    finalAmount: moneyInput({ requiredMessage: M.finalAmountRequired }).optional(),
  })
  .strict()
  .refine((body) => body.venue !== undefined || body.finalAmount !== undefined, LM.nothingToChange);
export type UpdateSessionRequest = z.infer<typeof UpdateSessionRequest>;
export const UpdateSessionResponse = Session;

/** DELETE /api/sessions/:id: the session with all its deposits or buy-ins. */
export const DeleteSessionResponse = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type DeleteSessionResponse = z.infer<typeof DeleteSessionResponse>;

/** `/api/sessions/:id/deposits/:depositId`. */
export const DepositParams = z.object({ id: z.uuid({ error: 'Must be a valid id' }), depositId: z.uuid({ error: 'Must be a valid id' }) });
export type DepositParams = z.infer<typeof DepositParams>;

/** PATCH /api/sessions/:id/deposits/:depositId: correct a deposit's or buy-in's amount (the session's total follows). */
export const UpdateDepositRequest = AddDepositRequest.strict();
export type UpdateDepositRequest = z.infer<typeof UpdateDepositRequest>;
export const UpdateDepositResponse = z.object({ deposit: Deposit, session: Session });
export type UpdateDepositResponse = z.infer<typeof UpdateDepositResponse>;

/** DELETE /api/sessions/:id/deposits/:depositId: the session as it is without it. */
export const DeleteDepositResponse = z.object({ session: Session });
export type DeleteDepositResponse = z.infer<typeof DeleteDepositResponse>;

/** GET /api/lottery-results/games/supported. */
export const LotteryGamesResponse = z.object({ games: z.array(LotteryGame) });
export type LotteryGamesResponse = z.infer<typeof LotteryGamesResponse>;
