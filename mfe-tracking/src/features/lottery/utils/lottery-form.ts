import { z } from 'zod';
import { CreateLotteryActivityRequest, type ApiBody, type LotteryGame } from '@tally/contracts';

/** How an instant ticket is logged: still to check (pending), or already checked as a win or a loss. */
export const TICKET_RESULTS = ['Pending', 'Win', 'Loss'] as const;
export type TicketResult = (typeof TICKET_RESULTS)[number];

/**
 * The Log Lottery Ticket form as typed: text as entered, no rules. The rules are the contract's
 * (CreateLotteryActivityRequest); {@link createLotteryForm} maps these fields onto it. Field names
 * are the request's, so the contract's errors land on the fields that caused them.
 */
export const LotteryFormFields = z.object({
  /** The game's name ('' until one is chosen), stored as the activity's subtype. */
  subtype: z.string(),
  /** The ticket cost; ignored for an instant game, whose price is fixed. */
  amount: z.string(),
  description: z.string(),
  /** Form only: instant tickets may be logged already checked (spec section 4). */
  result: z.enum(TICKET_RESULTS),
  /** The amount won, for an instant ticket logged as a win. */
  wonAmount: z.string(),
});
export type LotteryFormValues = z.infer<typeof LotteryFormFields>;

export const LOTTERY_FORM_DEFAULTS: LotteryFormValues = { subtype: '', amount: '', description: '', result: 'Pending', wonAmount: '' };

const entered = (text: string) => text.trim() || undefined;

/** True for a game with a fixed price (scratchies): no ticket cost to enter, and a result may be logged at once. */
export function isInstant(game: LotteryGame | undefined): game is LotteryGame & { kind: 'instant' } {
  return game?.kind === 'instant';
}

/**
 * The request the form stands for, before the contract checks it. A draw ticket is logged pending
 * with the cost entered; an instant ticket at its price, pending or completed as a win (with the
 * amount won, if given) or a loss.
 * @param game the chosen game, if the list has it
 */
export function toLotteryRequest(values: LotteryFormValues, game: LotteryGame | undefined): z.input<typeof CreateLotteryActivityRequest> {
  const base = { type: 'lottery', subtype: values.subtype, description: entered(values.description) } as const;
  if (!isInstant(game)) return { ...base, amount: values.amount.trim(), isCompleted: false };
  const price = game.ticketCost ?? values.amount.trim();
  if (values.result === 'Pending') return { ...base, amount: price, isCompleted: false };
  if (values.result === 'Loss') return { ...base, amount: price, isCompleted: true, isWin: false };
  return { ...base, amount: price, isCompleted: true, isWin: true, wonAmount: entered(values.wonAmount) };
}

/**
 * The form's schema for zodResolver, for the games the server offers: the fields, mapped onto the
 * contract and checked by it.
 */
export function createLotteryForm(games: readonly LotteryGame[]) {
  return LotteryFormFields.transform((values) =>
    toLotteryRequest(
      values,
      games.find((game) => game.name === values.subtype),
    ),
  ).pipe(CreateLotteryActivityRequest);
}

/** The form's values once the contract has accepted them. */
export type LotteryFormOutput = z.output<ReturnType<typeof createLotteryForm>>;

/** What the form hands to POST /api/activities once it is valid. */
export type LotteryBody = Omit<Extract<ApiBody<'createActivity'>, { type: 'lottery' }>, 'type'>;

/** The checked ticket without its `type`, which the create hook adds. */
export function toLotteryBody({ type: _type, ...ticket }: LotteryFormOutput): LotteryBody {
  return ticket;
}
