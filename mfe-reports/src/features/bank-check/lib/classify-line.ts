import type { BankCheckCategory } from '@tally/contracts';
import reference from '../reference/gambling-descriptors.json' with { type: 'json' };
import type { BankLine } from './bank-line';

export type Confidence = 'sure' | 'possible';
type PaymentRoute = 'card' | 'BPAY' | 'PayID/Osko' | 'POLi' | 'cash' | 'other';
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
function normalise(description: string): string {
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longestFirst = (a: string, b: string) => b.length - a.length;
/** One regular expression for a list of phrases (longest first), each standing as whole words in ' '-padded text. */
const phrases = (list: Iterable<string>, glued = false) => new RegExp(` (${[...new Set(list)].sort(longestFirst).map(escape).join('|')})${glued ? '' : ' '}`);

// Each list becomes one regular expression, matched once per line: a 10,000-line statement is classified in a few
// tens of milliseconds, where trying each of the list's phrases in turn took hundreds.
const OPERATORS = reference.operators as OperatorEntry[];
const BY_STRONG = new Map(OPERATORS.flatMap((o) => o.strong.map((s) => [normalise(s), o] as const)));
// A name of six letters or more also matches glued together and to what follows ('POINTSBETAUS', 'NEDSINTERNATIONAL*DEPOSIT',
// 'BET365AUSTRALIA'); a shorter one must stand alone ('TAB' is not 'TABLE').
const BY_PREFIX = new Map(
  OPERATORS.flatMap((o) =>
    o.strong
      .map((s) => normalise(s).replace(/ /g, ''))
      .filter((s) => s.length >= 6)
      .map((s) => [s, o] as const),
  ),
);
const BY_WEAK = new Map(OPERATORS.flatMap((o) => o.weak.map((w) => [normalise(w), o] as const)));
const STRONG = phrases(BY_STRONG.keys());
const PREFIX = phrases(BY_PREFIX.keys(), true);
const WEAK = phrases(BY_WEAK.keys());
const ROUTE_OF = new Map(reference.routes.flatMap((r) => r.words.map((w) => [normalise(w), r.route as PaymentRoute] as const)));
const ROUTE = phrases(ROUTE_OF.keys());
const CASH = phrases(reference.venueCash.cashWords.map(normalise));
const VENUE = phrases(reference.venueCash.venueWords.map(normalise));
/** Words that, beside a short operator name ('TAB', 'NEDS'), show the line is a bet and not a café of that name. */
const WAGERING_CONTEXT = phrases(['COM', 'BET', 'BETS', 'BETTING', 'WAGER', 'WAGERING', 'DEPOSIT', 'WITHDRAWAL', 'PAYOUT', 'ACCOUNT', 'RACING', 'SPORTS']);
const BET_ROUTES = new Set<PaymentRoute>(['BPAY', 'POLi', 'PayID/Osko']);
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
  const routeMatch = ROUTE.exec(text);
  const route: PaymentRoute = routeMatch ? ROUTE_OF.get(routeMatch[1])! : 'other';
  // The rest of the line without its route words ('VISA PURCHASE', 'BPAY'): what names the merchant.
  const rest = routeMatch ? `${text.slice(0, routeMatch.index)} ${text.slice(routeMatch.index + routeMatch[0].length)}` : text;
  const strong = STRONG.exec(rest);
  const prefix = strong ? null : PREFIX.exec(rest);
  let operator = strong ? BY_STRONG.get(strong[1]) : prefix ? BY_PREFIX.get(prefix[1]) : undefined;
  let confidence: Confidence | null = operator ? operator.confidence : null;
  let category: BankCheckCategory | null = operator ? operator.category : null;
  let name = operator?.operator ?? '';
  let via = route;
  if (!operator && line.amountCents < 0 && CASH.test(text) && VENUE.test(rest)) {
    [name, category, confidence, via] = ['Cash at clubs, hotels and casinos', 'venue', 'possible', 'cash'];
  } else if (!operator) {
    const weak = WEAK.exec(rest);
    operator = weak ? BY_WEAK.get(weak[1]) : undefined;
    if (!operator) return null;
    const paidLikeABet = BET_ROUTES.has(route) || WAGERING_CONTEXT.test(rest);
    [name, category, confidence] = [operator.operator, operator.category, paidLikeABet ? operator.confidence : 'possible'];
  }
  const direction: Direction = line.amountCents < 0 ? 'sent' : REFUND.test(text) ? 'refund' : 'cameBack';
  return { operator: name, category: category!, confidence: confidence!, route: via, direction, descriptor: descriptorOf(rest) };
}
