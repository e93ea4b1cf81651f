import { z } from 'zod';
import { CreateWageringActivityRequest, RACING_SUBTYPES, type ApiBody } from '@tally/contracts';
import { isBoxableBet, isSingleRunnerBet, takesSelections } from './bet-type-rules';
import { normaliseRaceTime } from './race-time';
import { buildRacingSummary } from './racing-summary';

/**
 * The Log Wagering form as typed: text as entered, no rules. The rules are the contract's
 * (CreateWageringActivityRequest); {@link WagerForm} maps these fields onto it. Field names are the
 * request's, so the contract's errors land on the fields that caused them.
 */
export const WagerFormFields = z.object({
  /** '' until an event type is chosen; then 'Racing' or 'Sports Betting'. */
  subtype: z.string(),
  racingSubtype: z.enum(RACING_SUBTYPES),
  racetrack: z.string(),
  raceDate: z.string(),
  raceTime: z.string(),
  raceNumber: z.string(),
  betType: z.string(),
  horseNumber: z.string(),
  horseSelections: z.string(),
  isBoxed: z.boolean(),
  /** Sports Betting only: the event and the selection, in the person's words. */
  details: z.string(),
  amount: z.string(),
});
export type WagerFormValues = z.infer<typeof WagerFormFields>;

type WagerRequestInput = z.input<typeof CreateWageringActivityRequest>;

/** An empty form; the race date starts at `today` (most bets are logged on race day). */
export function wagerFormDefaults(today: string): WagerFormValues {
  return {
    subtype: '',
    racingSubtype: 'Horses',
    racetrack: '',
    raceDate: today,
    raceTime: '',
    raceNumber: '',
    betType: '',
    horseNumber: '',
    horseSelections: '',
    isBoxed: false,
    details: '',
    amount: '',
  };
}

const entered = (text: string) => text.trim() || undefined;

/**
 * The request the form stands for, before the contract checks it: only the fields that are shown
 * are sent (Horse # for Win, Place and Each Way; selections otherwise; Boxed for Exacta, Trifecta
 * and First 4; no racing fields for sports), blanks are left out, and a wager is logged pending.
 */
export function toWagerRequest(values: WagerFormValues): WagerRequestInput {
  const base = { type: 'wagering', subtype: values.subtype, amount: values.amount.trim(), isCompleted: false } as const;
  if (values.subtype !== 'Racing') return { ...base, details: entered(values.details) };
  return {
    ...base,
    racingSubtype: values.racingSubtype,
    racetrack: entered(values.racetrack),
    raceDate: entered(values.raceDate),
    raceTime: entered(normaliseRaceTime(values.raceTime)),
    raceNumber: entered(values.raceNumber),
    betType: entered(values.betType),
    horseNumber: isSingleRunnerBet(values.betType) ? entered(values.horseNumber) : undefined,
    horseSelections: takesSelections(values.betType) ? entered(values.horseSelections) : undefined,
    isBoxed: isBoxableBet(values.betType) ? values.isBoxed : undefined,
  };
}

/**
 * The form's schema for zodResolver: the fields, mapped onto the contract, checked by it, and a
 * racing wager given its summary line (from the checked values: trimmed, numbers as numbers).
 */
export const WagerForm = WagerFormFields.transform(toWagerRequest)
  .pipe(CreateWageringActivityRequest)
  .transform((wager) => (wager.subtype === 'Racing' ? { ...wager, details: buildRacingSummary(wager) } : wager));

/** The form's values once the contract has accepted them. */
export type WagerFormOutput = z.output<typeof WagerForm>;

/** What the form hands to POST /api/activities once it is valid. */
export type WagerBody = Omit<Extract<ApiBody<'createActivity'>, { type: 'wagering' }>, 'type'>;

/** The checked wager without its `type`, which the create hook adds. */
export function toWagerBody({ type: _type, ...wager }: WagerFormOutput): WagerBody {
  return wager;
}
