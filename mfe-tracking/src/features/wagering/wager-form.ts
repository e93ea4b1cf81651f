/** The wagering subtypes of spec section 3. */
export const WAGER_SUBTYPES = ['Racing', 'Sports Betting'] as const;

/** What the Log a Wager form holds while typing. */
export interface WagerFormValues {
  subtype: string;
  amount: string;
}

/** One message per invalid field (spec section 5 texts). */
export type WagerFormErrors = Partial<Record<keyof WagerFormValues, string>>;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** Validates the form: an event type, and an amount above 0 with at most two decimals. */
export function validateWager({ subtype, amount }: WagerFormValues): WagerFormErrors {
  const errors: WagerFormErrors = {};
  if (!subtype) errors.subtype = 'Event type is required';
  const trimmed = amount.trim();
  if (!trimmed) errors.amount = 'Bet amount is required';
  else if (!AMOUNT.test(trimmed) || Number(trimmed) <= 0) errors.amount = 'Must be a valid amount';
  return errors;
}

/** Submit stays disabled until a subtype and an amount exist (spec section 5). */
export function canSubmitWager({ subtype, amount }: WagerFormValues): boolean {
  return Boolean(subtype) && amount.trim() !== '';
}
