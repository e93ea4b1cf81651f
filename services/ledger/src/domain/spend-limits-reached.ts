import { LIMIT_FIELDS, LIMIT_PERIODS, fromCents, limitLevel, limitsInForce, toCents, type SpendLimitReached } from '@tally/contracts';
import { zonedPeriod } from '@tally/service-kit';
import type { LedgerRepos } from './ledger-work';

/**
 * The limits the person's spend has now reached 80% of or gone past, in their own day, week and
 * month, for the answer to a wager or deposit (we inform, we do not block). Alerts keeps the record
 * and sends the notification; this lets the form say it at once. No limits: no query at all.
 */
export async function spendLimitsReached(repos: Pick<LedgerRepos, 'personLimits'>, userId: string, at: Date, timeZone: string): Promise<SpendLimitReached[]> {
  const copy = await repos.personLimits.get(userId);
  if (!copy) return [];
  const inForce = limitsInForce(copy.settings, copy.pending, at);
  const limited = LIMIT_PERIODS.filter((period) => inForce[LIMIT_FIELDS[period]] !== null);
  if (limited.length === 0) return [];
  const windows = limited.map((period) => zonedPeriod(period, at, timeZone));
  const spent = await repos.personLimits.spendIn(userId, windows);
  const reached: SpendLimitReached[] = [];
  limited.forEach((period, i) => {
    const limit = inForce[LIMIT_FIELDS[period]]!;
    const total = fromCents(toCents(spent[i]));
    const level = limitLevel(total, limit);
    if (level) reached.push({ period, level, limit, spent: total });
  });
  return reached;
}
