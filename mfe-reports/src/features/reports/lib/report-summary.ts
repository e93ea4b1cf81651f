import { periodFigures, toCents, type Stats } from '@tally/contracts';
import type { ReportEntry } from '@tally/ui/export';

// The Return Rate card's words, as every screen writes a return rate.
export { formatReturnRate } from '@tally/contracts';

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

// Net and return rate as contracts define them, so Reports, Home, insights and the statement agree.
function fromTotals(spent: bigint, won: bigint): ReportSummary {
  const figures = periodFigures(spent, won);
  return { totalSpent: figures.spent, totalReturn: figures.returned, net: figures.net, returnRate: figures.returnRate };
}
