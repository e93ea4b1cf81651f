import { fromCents, toCents, type Stats } from '@tally/contracts';
import type { ReportEntry } from '@tally/ui/export';

/** The four summary cards (spec section 2, Reports). Money in decimal strings. */
export interface ReportSummary {
  totalSpent: string;
  totalReturn: string;
  /** Total Return minus Total Spend: negative when more went in than came back. */
  net: string;
  /** Net as a percentage of spend, one decimal (-20.0 when $100 brought back $80); 0 when nothing was spent. */
  returnRate: number;
}

/**
 * The cards' figures from report entries (their integer cents), by the same rules as the ledger's GET /api/stats: every
 * stake and deposit is spend, what wins and ended sessions paid back is return.
 */
export function summarise(entries: readonly { cents: Pick<ReportEntry['cents'], 'spent' | 'won'> }[]): ReportSummary {
  let spent = 0;
  let won = 0;
  for (const entry of entries) {
    spent += entry.cents.spent;
    won += entry.cents.won;
  }
  return fromTotals(BigInt(spent), BigInt(won));
}

/** The cards' figures from the ledger's stats for the period (all categories). */
export function summaryFromStats(stats: Pick<Stats, 'totalSpent' | 'totalWon'>): ReportSummary {
  return fromTotals(toCents(stats.totalSpent), toCents(stats.totalWon));
}

function fromTotals(spent: bigint, won: bigint): ReportSummary {
  const net = won - spent;
  return { totalSpent: fromCents(spent), totalReturn: fromCents(won), net: fromCents(net), returnRate: tenthsOfPercent(net, spent) / 10 };
}

/** part / whole in tenths of a percent, rounded half away from zero; 0 when whole is 0. */
function tenthsOfPercent(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  const negative = part < 0n;
  const abs = negative ? -part : part;
  const tenths = (abs * 1000n * 2n + whole) / (whole * 2n);
  return Number(negative ? -tenths : tenths);
}

/** "+12.5%", "-20.0%", "0.0%": the Return Rate card (a signed percentage, one decimal). */
export function formatReturnRate(rate: number): string {
  const text = `${Math.abs(rate).toFixed(1)}%`;
  return rate > 0 ? `+${text}` : rate < 0 ? `-${text}` : text;
}
