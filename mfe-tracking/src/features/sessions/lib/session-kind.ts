import type { SessionType } from '@tally/contracts';

/** The words a slot (pokies) or table session is shown with: slots take deposits, tables buy-ins. */
export interface SessionKind {
  /** What people call the game: "Pokies", "Table". */
  name: string;
  /** The session dialog's title. */
  dialogTitle: string;
  /** The session dialog's line under the title. */
  tagline: string;
  /** One payment in, lower case: "deposit", "buy-in". */
  payment: string;
  /** The payments, lower case: "deposits", "buy-ins". */
  payments: string;
  /** The add action: "Add Deposit". */
  addLabel: string;
  /** The total of the payments: "Total Deposited". */
  totalLabel: string;
  /** The total, short enough for a tile on a phone: "Deposited". */
  totalTileLabel: string;
  /** Heading of the payments' count: "Deposits". */
  countLabel: string;
  /** Success toast title after a payment is added. */
  addedTitle: string;
  /** Failure toast text (spec section 8). */
  addFailed: string;
}

export const SESSION_KINDS: Record<SessionType, SessionKind> = {
  slot: {
    name: 'Pokies',
    dialogTitle: 'Slot Session',
    tagline: 'Pokies: add each deposit as you make it',
    payment: 'deposit',
    payments: 'deposits',
    addLabel: 'Add Deposit',
    totalLabel: 'Total Deposited',
    totalTileLabel: 'Deposited',
    countLabel: 'Deposits',
    addedTitle: 'Deposit added',
    addFailed: 'Failed to add deposit. Please try again.',
  },
  table: {
    name: 'Table',
    dialogTitle: 'Table Session',
    tagline: 'Poker, Blackjack: add each buy-in as you make it',
    payment: 'buy-in',
    payments: 'buy-ins',
    addLabel: 'Add Buy-in',
    totalLabel: 'Total Buy-ins',
    totalTileLabel: 'Bought In',
    countLabel: 'Buy-ins',
    addedTitle: 'Buy-in added',
    addFailed: 'Failed to add buy-in. Please try again.',
  },
};

/** "1 deposit", "3 buy-ins". */
export function countPayments(kind: SessionKind, count: number): string {
  return `${count} ${count === 1 ? kind.payment : kind.payments}`;
}

/**
 * The 'Session started' toast's line: where, then a plain nudge to decide the stopping point now. It never wishes
 * luck (the odds do not change, and wishing luck frames the session as something to win).
 */
export function sessionStartedText(type: SessionType, venue: string | null): string {
  return `${SESSION_KINDS[type].name}${venue ? ` at ${venue}` : ''}. Decide now when you will stop and how much you will spend, and take breaks.`;
}
