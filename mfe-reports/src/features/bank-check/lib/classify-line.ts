import type { BankCheckCategory } from '@tally/contracts';
import reference from '../reference/gambling-descriptors.json' with { type: 'json' };
import type { BankLine } from './bank-line';

export type Confidence = 'sure' | 'possible';
export type PaymentRoute = 'card' | 'BPAY' | 'PayID/Osko' | 'POLi' | 'cash' | 'other';
/** Which way the money went: to gambling, back from it, or a refund or reversal of what went (it lowers what was sent). */
export type Direction = 'sent' | 'cameBack' | 'refund';

export interface Detection {
  operator: string;
  category: BankCheckCategory;
  confidence: Confidence;
  route: PaymentRoute;
  direction: Direction;
  /** The description without route words, dates, numbers and card details: what the person's choice is remembered for. */
  descriptor: string;
}

/** Upper case, words only: 'VISA PURCHASE SPORTSBET.COM.AU 12/03' -> 'VISA PURCHASE SPORTSBET COM AU 12 03'. */
export function normalise(description: string): string {
  return description
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

interface OperatorEntry {
  operator: string;
  category: BankCheckCategory;
  strong: string[];
  weak: string[];
  confidence: Confidence;
}
const OPERATORS = (reference.operators as OperatorEntry[]).map((o) => ({
  ...o,
  strong: o.strong.map(normalise),
  weak: o.weak.map(normalise),
  // A name of six letters or more also matches glued together and to what follows ('POINTSBETAUS', 'NEDSINTERNATIONAL*DEPOSIT',
  // 'BET365AUSTRALIA'); a shorter one must stand alone ('TAB' is not 'TABLE').
  prefixes: o.strong.map((s) => normalise(s).replace(/ /g, '')).filter((s) => s.length >= 6),
}));
const ROUTES = reference.routes.map((r) => ({ route: r.route as PaymentRoute, words: r.words.map(normalise).sort((a, b) => b.length - a.length) }));
const CASH_WORDS = reference.venueCash.cashWords.map(normalise);
const VENUE_WORDS = new Set(reference.venueCash.venueWords.map(normalise));
/** Words that, beside a short operator name ('TAB', 'NEDS'), show the line is a bet and not a café of that name. */
const WAGERING_CONTEXT = new Set(['COM', 'BET', 'BETS', 'BETTING', 'WAGER', 'WAGERING', 'DEPOSIT', 'WITHDRAWAL', 'PAYOUT', 'ACCOUNT', 'RACING', 'SPORTS']);
const REFUND = / (REFUND|REFUNDED|REVERSAL|REVERSED|REV|CHARGEBACK) /;
const NOISE = new Set([
  'AU',
  'AUS',
  'AUD',
  'CARD',
  'PTY',
  'LTD',
  'VALUE',
  'DATE',
  'XX',
  'XXXX',
  'AUSTRALIA',
  'NSW',
  'VIC',
  'QLD',
  'WA',
  'SA',
  'TAS',
  'ACT',
  'NT',
  'REF',
  'RECEIPT',
  'TO',
  'FROM',
  'PAYMENT',
  'TRANSFER',
  'DEBIT',
  'CREDIT',
]);

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

function routeOf(text: string): { route: PaymentRoute; rest: string } {
  for (const { route, words } of ROUTES) {
    for (const word of words) {
      if (has(text, word)) return { route, rest: text.replace(` ${word} `, ' ') };
    }
  }
  return { route: 'other', rest: text };
}

function descriptorOf(rest: string): string {
  return rest
    .trim()
    .split(' ')
    .filter((w) => w && !/\d/.test(w) && !NOISE.has(w) && !/^X+$/.test(w))
    .slice(0, 4)
    .join(' ');
}

/**
 * What a statement line is, or null when nothing marks it as gambling. 'sure': a licensed operator's own descriptor
 * (or a short name with a word that makes it a bet). 'possible': a casino resort's purchase (a meal, a room), cash
 * taken out at a club, hotel or casino, or a short name alone: the person decides.
 */
export function classifyLine(line: Pick<BankLine, 'description' | 'amountCents'>): Detection | null {
  const text = ` ${normalise(line.description)} `;
  const refund = REFUND.test(text);
  const direction: Direction = line.amountCents < 0 ? 'sent' : refund ? 'refund' : 'cameBack';
  const { route, rest } = routeOf(text);
  const tokens = rest.trim().split(' ');
  const descriptor = descriptorOf(rest);
  const found = (operator: OperatorEntry, confidence: Confidence, via: PaymentRoute = route): Detection => ({
    operator: operator.operator,
    category: operator.category,
    confidence,
    route: via,
    direction,
    descriptor,
  });

  for (const operator of OPERATORS) {
    if (operator.strong.some((s) => has(rest, s)) || operator.prefixes.some((p) => tokens.some((t) => t.startsWith(p)))) return found(operator, operator.confidence);
  }
  const cash = line.amountCents < 0 && CASH_WORDS.some((w) => has(text, w));
  if (cash && tokens.some((t) => VENUE_WORDS.has(t))) {
    return { operator: 'Cash at clubs, hotels and casinos', category: 'venue', confidence: 'possible', route: 'cash', direction, descriptor };
  }
  for (const operator of OPERATORS) {
    if (!operator.weak.some((w) => has(rest, w))) continue;
    const paidLikeABet = route === 'BPAY' || route === 'POLi' || route === 'PayID/Osko' || tokens.some((t) => WAGERING_CONTEXT.has(t));
    return found(operator, paidLikeABet ? operator.confidence : 'possible');
  }
  return null;
}
