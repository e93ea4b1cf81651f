import { BOXABLE_BET_TYPES, SINGLE_RUNNER_BET_TYPES, type BetType } from '@tally/contracts';

/** True for Win, Place and Each Way: one runner, entered as a Horse # (spec section 5). */
export function isSingleRunnerBet(betType: string | null | undefined): boolean {
  return SINGLE_RUNNER_BET_TYPES.includes(betType as BetType);
}

/** True for Exacta, Trifecta and First 4, the bet types offered as boxed (spec section 5). */
export function isBoxableBet(betType: string | null | undefined): boolean {
  return BOXABLE_BET_TYPES.includes(betType as BetType);
}

/** True for a chosen bet type that takes several runners (horse selections): all but the single-runner ones. */
export function takesSelections(betType: string | null | undefined): boolean {
  return Boolean(betType) && !isSingleRunnerBet(betType);
}
