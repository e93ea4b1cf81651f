import { LIMIT_FIELDS, LIMIT_PERIODS, fromCents, limitLevel, limitsInForce, toCents, type SpendLimitReached } from '@tally/contracts';
import { zonedPeriod } from '@tally/service-kit';
import type { LedgerRepos } from './ledger-work';

/**
 * The limits the person's spend has now reached 80% of or gone past, in their own day, week and
 * month, for the answer to a wager or deposit (we inform, we do not block). Alerts keeps the record
 * and sends the notification; this lets the form say it at once. One statement whether or not limits are set.
 */
export async function spendLimitsReached(repos: Pick<LedgerRepos, 'personLimits'>, userId: string, at: Date, timeZone: string): Promise<SpendLimitReached[]> {
  // The limits copy and the three periods' spend in one round trip; a period without a limit is not looked at.
  const windows = LIMIT_PERIODS.map((period) => zonedPeriod(period, at, timeZone));
  const { limits: copy, spent } = await repos.personLimits.getWithSpendIn(userId, windows);
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
