import { LIMIT_FIELDS, LIMIT_PERIODS, fromCents, limitLevel, limitsInForce, toCents, type SpendLimitReached } from '@tally/contracts';
import { zonedPeriod } from '@tally/service-kit';
import type { LimitsWithSpend } from '../db/person-limits.repo';
import type { LedgerRepos } from './ledger-work';

/** Whose spend to look at, and when and in which zone their day, week and month are. */
export interface SpendLimitsAsk {
  userId: string;
  at: Date;
  timeZone: string;
}

/**
 * The limits the person's spend has now reached 80% of or gone past, in their own day, week and
 * month, for the answer to a wager or deposit (we inform, we do not block). Alerts keeps the record
 * and sends the notification; this lets the form say it at once. One statement whether or not limits are set.
 */
export async function spendLimitsReached(repos: Pick<LedgerRepos, 'personLimits'>, userId: string, at: Date, timeZone: string): Promise<SpendLimitReached[]> {
  const [reached] = await spendLimitsReachedForAll(repos, [{ userId, at, timeZone }]);
  return reached;
}

/** spendLimitsReached for every ask of a batch, in one statement; each ask's limits in order. */
export async function spendLimitsReachedForAll(repos: Pick<LedgerRepos, 'personLimits'>, asks: readonly SpendLimitsAsk[]): Promise<SpendLimitReached[][]> {
  // The limits copy and the three periods' spend in one round trip; a period without a limit is not looked at.
  const windows = asks.map(({ at, timeZone }) => LIMIT_PERIODS.map((period) => zonedPeriod(period, at, timeZone)));
  const found = await repos.personLimits.getWithSpendInAll(asks.map(({ userId }, i) => ({ userId, ranges: windows[i] })));
  return found.map((answer, i) => reachedOf(answer, asks[i].at));
}

function reachedOf({ limits: copy, spent }: LimitsWithSpend, at: Date): SpendLimitReached[] {
  if (!copy) return [];
  const inForce = limitsInForce(copy.settings, copy.pending, at);
  const reached: SpendLimitReached[] = [];
  LIMIT_PERIODS.forEach((period, i) => {
    const limit = inForce[LIMIT_FIELDS[period]];
    if (limit === null) return;
    const total = fromCents(toCents(spent[i]));
    const level = limitLevel(total, limit);
    if (level) reached.push({ period, level, limit, spent: total });
  });
  return reached;
}
