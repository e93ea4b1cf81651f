import { compareMoney, parseMoney, subtractMoney } from '@tally/contracts';

/** How a session came out against what went in. */
export type SessionOutcome = 'win' | 'loss' | 'even';

export interface SessionResult {
  outcome: SessionOutcome;
  /** The spec's preview words (section 5). */
  label: 'Session Win' | 'Session Loss' | 'Break Even';
  /** Final amount minus total deposited, a signed decimal string ("-12.50"). */
  net: string;
}

const LABELS = { win: 'Session Win', loss: 'Session Loss', even: 'Break Even' } as const;

/**
 * The result of a session: the final cash-out against the total deposited (spec section 9:
 * "Session net is finalAmount minus deposited"), in exact cents.
 * @param totalDeposited decimal string, as the API answers it
 * @param finalAmount decimal string, as the API answers it
 */
export function sessionResult(totalDeposited: string, finalAmount: string): SessionResult {
  const sign = compareMoney(finalAmount, totalDeposited);
  const outcome: SessionOutcome = sign > 0 ? 'win' : sign < 0 ? 'loss' : 'even';
  return { outcome, label: LABELS[outcome], net: subtractMoney(finalAmount, totalDeposited) };
}

/**
 * The End Session dialog's live preview: null while the typed amount is empty or not an amount
 * (the field's own message says why), else the result it would give.
 * @param totalDeposited decimal string
 * @param typed what is in the Final Amount field
 */
export function previewSessionResult(totalDeposited: string, typed: string): SessionResult | null {
  if (typed.trim() === '') return null;
  const finalAmount = parseMoney(typed);
  return finalAmount === null ? null : sessionResult(totalDeposited, finalAmount);
}
