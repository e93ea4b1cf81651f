import { LIMIT_FIELDS, LIMIT_PERIODS, fromCents, limitLevel, toCents } from '@tally/contracts';
import { zonedPeriod, type WorkScope } from '@tally/service-kit';
import type { AlertsRepos } from './alerts-work';
import { checkSpendLimits } from './check-spend-limits';
import type { PushQueue } from './notify';
import { readSettingsState } from './settings-state';

/** One corrected or deleted source of spend: its new amount ('0.00' once deleted) at the time it was first made. */
export interface SpendCorrection {
  sourceId: string;
  userId: string;
  amount: string;
  occurredAt: Date;
  timeZone: string;
  changedAt: Date;
}

/**
 * A correction or deletion changes counted spend in the day, week and month the entry was made in (ADR 0007):
 * - lower: alerts already sent stay in the notification list (they were true when sent), and each level the period's
 *   spend has fallen back under is released, so crossing it again (the real wager after a mis-tap) alerts again;
 * - higher: limits are checked as for a new stake, the notification dated now.
 * A deletion is kept as a zero amount, so its creation arriving later (consumers run apart) counts nothing.
 */
export async function applySpendCorrection(scope: WorkScope<AlertsRepos>, push: PushQueue, correction: SpendCorrection): Promise<void> {
  const { sourceId, userId, amount, occurredAt, timeZone, changedAt } = correction;
  const before = await scope.spend.setEntryAmount({ sourceId, userId, amount, occurredAt });
  const delta = toCents(amount) - toCents(before ?? '0');
  if (delta > 0n) {
    await checkSpendLimits(scope, push, userId, occurredAt, timeZone, changedAt);
    return;
  }
  if (delta === 0n) return;
  const settings = await readSettingsState(scope, userId, occurredAt);
  const limited = LIMIT_PERIODS.filter((period) => settings[LIMIT_FIELDS[period]] !== null);
  const windows = limited.map((period) => zonedPeriod(period, occurredAt, timeZone));
  const totals = await scope.spend.totals(userId, windows);
  for (const [i, period] of limited.entries()) {
    const level = limitLevel(fromCents(toCents(totals[i])), settings[LIMIT_FIELDS[period]]!);
    const released = level === 'exceeded' ? [] : level === 'approaching' ? ['exceeded'] : ['approaching', 'exceeded'];
    await scope.spend.releaseAlerts({ userId, period, periodKey: windows[i].key, levels: released });
  }
}
