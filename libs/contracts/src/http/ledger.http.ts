import { z } from 'zod';
import { Activity, RACING_SUBTYPES } from '../entities/activity';
import { Session, SessionType } from '../entities/session';
import { Deposit } from '../entities/deposit';
import { Stats } from '../entities/stats';
import { LotteryGame } from '../entities/lottery-game';
import { scratchieAmount } from '../entities/scratchie-denomination';
import { MoneyInput, moneyInput, parseMoney, toCents } from '../money';
import { RACE_NUMBER, HORSE_NUMBER } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { DateRangeQuery, IdParams, LimitParam, OptionalDateRangeQuery, dateRangeRefinement } from './common.http';
import { IsoDateTimeInput } from '../time';

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const TicketImage = z
  .string()
  .max(14_000_000)
  .regex(/^data:image\//, 'Ticket image must be an image data URL')
  .optional()
  .nullable();
const requiredSubtype = (message: string) => z.string({ error: message }).trim().min(1, message).max(60);

/** "" (an empty form field) is stored as null. */
const RaceTime = z
  .string()
  .regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, M.raceTimeFormat)
  .transform((v) => (v === '' ? null : v))
  .optional()
  .nullable();

const boundedInt = (range: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(range.min, message).max(range.max, message).optional().nullable();

/** POST /api/activities for a wager. */
export const CreateWageringActivityRequest = z.object({
  type: z.literal('wagering'),
  subtype: requiredSubtype(M.eventTypeRequired),
  amount: moneyInput({ requiredMessage: M.betAmountRequired, positive: true }),
  details: optionalText(500),
  description: optionalText(500),
  isCompleted: z.boolean().default(false),
  isWin: z.boolean().optional().nullable(),
  winAmount: MoneyInput.optional().nullable(),
  ticketImage: TicketImage,
  racetrack: optionalText(100),
  raceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Race date must be YYYY-MM-DD')
    .optional()
    .nullable(),
  raceTime: RaceTime,
  raceNumber: boundedInt(RACE_NUMBER, M.raceNumberRange),
  betType: optionalText(40),
  horseNumber: boundedInt(HORSE_NUMBER, M.horseNumberRange),
  horseSelections: optionalText(200),
  isBoxed: z.boolean().optional().nullable(),
  racingSubtype: z.enum(RACING_SUBTYPES).optional().nullable(),
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
    subtype: requiredSubtype(M.lotteryTypeRequired),
    amount: z.union([z.number(), z.string(), z.null()]).optional(),
    description: optionalText(500),
    details: optionalText(500),
    isCompleted: z.boolean().default(false),
    isWin: z.boolean().optional().nullable(),
    wonAmount: MoneyInput.optional().nullable(),
    winAmount: MoneyInput.optional().nullable(),
    ticketImage: TicketImage,
  })
  .transform((ticket, ctx) => {
    const price = scratchieAmount(ticket.subtype);
    const raw = ticket.amount;
    const given = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : raw;
    const money = given === null ? null : parseMoney(given);
    if (given !== null && money === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: M.validAmount });
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
  error: 'Activity type must be wagering or lottery',
});
export type CreateActivityRequest = z.infer<typeof CreateActivityRequest>;
export const CreateActivityResponse = Activity;

/** GET /api/activities?limit= (newest first; pending first in lists the front end builds). */
export const ListActivitiesQuery = z.object({
  limit: LimitParam.optional(),
});
export type ListActivitiesQuery = z.infer<typeof ListActivitiesQuery>;
export const ListActivitiesResponse = z.array(Activity);

/** GET /api/activities/by-date?startDate&endDate. */
export const ActivitiesByDateQuery = DateRangeQuery;
export const ActivitiesByDateResponse = z.array(Activity);

/** PATCH /api/activities/:id: record the result of a pending wager or ticket. */
export const ActivityParams = IdParams;
export const UpdateActivityRequest = z
  .object({
    isCompleted: z.boolean(),
    isWin: z.boolean().optional().nullable(),
    winAmount: MoneyInput.optional().nullable(),
  })
  .strict();
export type UpdateActivityRequest = z.infer<typeof UpdateActivityRequest>;
export const UpdateActivityResponse = Activity;

/** GET /api/stats?startDate&endDate (both optional: all time). */
export const StatsQuery = OptionalDateRangeQuery;
export type StatsQuery = z.infer<typeof StatsQuery>;
export const StatsResponse = Stats;

/** GET /api/sessions: `?limit=` or `?startDate&endDate`. */
export const ListSessionsQuery = z
  .object({
    limit: LimitParam.optional(),
    startDate: IsoDateTimeInput.optional(),
    endDate: IsoDateTimeInput.optional(),
  })
  .refine(dateRangeRefinement.check, dateRangeRefinement.params);
export type ListSessionsQuery = z.infer<typeof ListSessionsQuery>;
export const ListSessionsResponse = z.array(Session);

/** GET /api/sessions/active: the active session, or null. */
export const ActiveSessionResponse = Session.nullable();

/** POST /api/sessions: start a slot or table session. */
export const CreateSessionRequest = z.object({
  type: SessionType,
  venue: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === '' ? null : v))
    .optional()
    .nullable(),
  isActive: z.literal(true).default(true),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;
export const CreateSessionResponse = Session;

/** POST /api/sessions/:id/deposits: a deposit (slot) or buy-in (table). */
export const SessionParams = IdParams;
export const AddDepositRequest = z.object({
  amount: moneyInput({ requiredMessage: M.amountRequired, positive: true }),
});
export type AddDepositRequest = z.infer<typeof AddDepositRequest>;
export const AddDepositResponse = z.object({ deposit: Deposit, session: Session });
export type AddDepositResponse = z.infer<typeof AddDepositResponse>;

/** POST /api/sessions/:id/end: cash out and close the session. */
export const EndSessionRequest = z.object({
  finalAmount: moneyInput({ requiredMessage: M.finalAmountRequired }),
});
export type EndSessionRequest = z.infer<typeof EndSessionRequest>;
export const EndSessionResponse = Session;

/** GET /api/lottery-results/games/supported. */
export const LotteryGamesResponse = z.object({ games: z.array(LotteryGame) });
export type LotteryGamesResponse = z.infer<typeof LotteryGamesResponse>;
