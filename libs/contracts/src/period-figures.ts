// The figures every screen shows for a period, defined once: Home, Reports, the monthly statement, insights and
// the limit alerts all take them from here. No zod (see money-arithmetic.ts): front ends import these.
import { fromCents } from './money-arithmetic';

/**
 * Counted spend: every wager's stake and lottery ticket's cost at the moment it was logged, and every deposit or
 * buy-in at the moment it was added. Limits (alerts' own count, ledger's answer to a log) and the limit figures
 * on Home, in toasts and in notifications are sums of it over the person's day, week (from Sunday) and month in
 * their own time zone. Return: what won wagers and tickets paid and what ended sessions cashed out.
 */
export const COUNTED_SPEND = 'stakes, ticket costs, deposits and buy-ins, each at its own moment' as const;

/**
 * The types of gambling, as the Lower-Risk Gambling Guidelines count them (racing and sports betting are two
 * types, pokies and table games two more). The statement, insights and home count types with these.
 */
export const GAMBLING_TYPES = ['racing', 'sports', 'lottery', 'pokies', 'tables'] as const;
export type GamblingType = (typeof GAMBLING_TYPES)[number];

/** How a type reads in a sentence ("you used 3 types: racing, lottery and pokies"). */
export const GAMBLING_TYPE_NAMES: Record<GamblingType, string> = { racing: 'racing', sports: 'sports betting', lottery: 'lottery', pokies: 'pokies', tables: 'table games' };

/** The type of an activity (wagering with its subtype, lottery) or a session (slot, table). */
export function gamblingTypeOf(entry: { type: string; subtype?: string | null }): GamblingType {
  if (entry.type === 'wagering') return entry.subtype === 'Racing' ? 'racing' : 'sports';
  if (entry.type === 'lottery') return 'lottery';
  if (entry.type === 'slot') return 'pokies';
  return 'tables';
}

/**
 * The subtype that marks an entry added from the bank check: its money counts like any other (reports, limits,
 * insights), but the bank does not say which type of gambling it was.
 */
export const BANK_CHECK_SUBTYPE = 'Bank check';

/** The distinct types among `entries`, in GAMBLING_TYPES order; an entry from the bank check has no known type. */
export function gamblingTypesUsed(entries: Iterable<{ type: string; subtype?: string | null }>): GamblingType[] {
  const used = new Set<GamblingType>();
  for (const entry of entries) if (entry.subtype !== BANK_CHECK_SUBTYPE) used.add(gamblingTypeOf(entry));
  return GAMBLING_TYPES.filter((type) => used.has(type));
}

/** Net result in cents: return minus spend, negative when more went in than came back. */
export const netCents = (spentCents: bigint, returnedCents: bigint): bigint => returnedCents - spentCents;

/**
 * Return rate: the net result as a percentage of spend, signed, one decimal, rounded half away from zero
 * ($100 spent and $67.20 back is -32.8); 0 when nothing was spent. Reports' card, insights' text and the API's
 * `returnRate` all mean this.
 */
export function returnRate(spentCents: bigint, returnedCents: bigint): number {
  if (spentCents <= 0n) return 0;
  const net = netCents(spentCents, returnedCents);
  const abs = net < 0n ? -net : net;
  const tenths = (abs * 1000n * 2n + spentCents) / (spentCents * 2n);
  return Number(net < 0n ? -tenths : tenths) / 10;
}

/** "+12.5%", "-32.8%", "0.0%": a return rate as every screen writes it. */
export function formatReturnRate(rate: number): string {
  const text = `${Math.abs(rate).toFixed(1)}%`;
  return rate > 0 ? `+${text}` : rate < 0 ? `-${text}` : text;
}

/** A period's spend, return, net (return - spend) and return rate. */
export interface PeriodFigures {
  spent: string;
  returned: string;
  net: string;
  returnRate: number;
}

/** The period's figures from its spend and return in cents. */
export function periodFigures(spentCents: bigint, returnedCents: bigint): PeriodFigures {
  return {
    spent: fromCents(spentCents),
    returned: fromCents(returnedCents),
    net: fromCents(netCents(spentCents, returnedCents)),
    returnRate: returnRate(spentCents, returnedCents),
  };
}
