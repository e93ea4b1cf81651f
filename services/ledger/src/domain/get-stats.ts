import { fromCents, returnRate, toCents, type Stats, type StatsQuery } from '@tally/contracts';
import type { PeriodTotals } from '../db/stats.repo';
import type { LedgerRepos } from './ledger-work';

/**
 * Spend and return over a period: wagers and tickets created in it, sessions started in it
 * (deposits or buy-ins are spend, the final amount is return). Money stays in integer cents.
 */
export async function getStats(repos: Pick<LedgerRepos, 'stats'>, userId: string, query: StatsQuery): Promise<Stats> {
  const totals = await repos.stats.totals(userId, {
    start: query.startDate ? new Date(query.startDate) : undefined,
    end: query.endDate ? new Date(query.endDate) : undefined,
  });
  return toStats(totals);
}

/** The Stats answer from the period's sums. */
export function toStats(t: PeriodTotals): Stats {
  const spent = toCents(t.activitiesSpent) + toCents(t.sessionsSpent);
  const won = toCents(t.activitiesWon) + toCents(t.sessionsWon);
  const results = BigInt(t.activitiesCompleted + t.sessionsEnded);
  const wins = BigInt(t.activitiesWins + t.sessionsWins);
  return {
    totalSpent: fromCents(spent),
    totalWon: fromCents(won),
    netLoss: fromCents(spent - won),
    winPercentage: percent(wins, results),
    activitiesCount: t.activitiesCount + t.sessionsCount,
    returnRate: returnRate(spent, won),
    pendingCount: t.pendingCount,
  };
}

/** part / whole as a percentage rounded half up to 2 decimals; 0 when whole is 0. */
function percent(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  const hundredths = (part * 10_000n * 2n + whole) / (whole * 2n);
  return Number(hundredths) / 100;
}
