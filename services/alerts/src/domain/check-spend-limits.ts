import { LIMIT_FIELDS, LIMIT_PERIODS, fromCents, limitLevel, toCents } from '@tally/contracts';
import { zonedPeriod, type WorkScope, type ZonedPeriod } from '@tally/service-kit';
import { alertKey, type LimitCheckInputs, type NewSpendEntry } from '../db/limit-check.repo';
import type { AlertsRepos } from './alerts-work';
import { limitNotificationText } from './limit-notification-text';
import { notify, type PushQueue } from './notify';
import { settingsStateOf } from './settings-state';

export interface SpendLimitCheck {
  /** Notifications created. */
  notified: number;
  /** Spend entries in the person's month containing `at`, the new one included: 1 means it is the month's first. */
  entriesInMonth: number;
}

/**
 * Compares the person's spend in the day, week and month containing `at` with the limits in force
 * then and creates at most one notification per limit, level and period: `spend_limit_approaching`
 * from 80%, `spend_limit_exceeded` from 100% (which stands in for "approaching" when one stake
 * jumps past both). Runs inside the caller's unit of work so the markers and notifications commit
 * with the spend entry. `timeZone` is the person's, from the event or the request's token. The settings and the periods' sums are one statement over an index range, whatever the length of history.
 */
export async function checkSpendLimits(
  scope: WorkScope<AlertsRepos>,
  push: PushQueue,
  userId: string,
  at: Date,
  timeZone: string,
  notifiedAt: Date = at,
): Promise<SpendLimitCheck> {
  // Settings, waiting changes and the three periods' spend in one statement; a period without a limit is not looked at.
  const windows = LIMIT_PERIODS.map((period) => zonedPeriod(period, at, timeZone));
  return notifyLevels(scope, push, userId, at, windows, await scope.limitCheck.read(userId, windows), notifiedAt);
}

/**
 * A new stake or deposit: counts it as spend once per source (a redelivery counts nothing and checks nothing) and checks
 * the limits at its moment, the count and the check's reads in one statement. `added` false: it was counted already.
 */
export async function countSpendAndCheckLimits(
  scope: WorkScope<AlertsRepos>,
  push: PushQueue,
  entry: NewSpendEntry,
  timeZone: string,
): Promise<SpendLimitCheck & { added: boolean }> {
  const [checked] = await countSpendAndCheckLimitsAll(scope, push, [{ entry, timeZone }]);
  return checked;
}

/**
 * countSpendAndCheckLimits for a batch of stakes (events applied together), as if one after another in this order: the
 * counts and every check's reads in one statement, then each stake's notifications in turn.
 */
export async function countSpendAndCheckLimitsAll(
  scope: WorkScope<AlertsRepos>,
  push: PushQueue,
  stakes: ReadonlyArray<{ entry: NewSpendEntry; timeZone: string }>,
): Promise<Array<SpendLimitCheck & { added: boolean }>> {
  const windows = stakes.map(({ entry, timeZone }) => LIMIT_PERIODS.map((period) => zonedPeriod(period, entry.occurredAt, timeZone)));
  const inputs = await scope.limitCheck.addAllAndRead(stakes.map(({ entry }, i) => ({ entry, ranges: windows[i] })));
  const checked: Array<SpendLimitCheck & { added: boolean }> = [];
  for (const [i, { entry }] of stakes.entries()) {
    const found = inputs[i];
    if (!found.added) checked.push({ added: false, notified: 0, entriesInMonth: found.entries[LIMIT_PERIODS.indexOf('monthly')] });
    else checked.push({ added: true, ...(await notifyLevels(scope, push, entry.userId, entry.occurredAt, windows[i], found, entry.occurredAt)) });
  }
  return checked;
}

async function notifyLevels(
  scope: WorkScope<AlertsRepos>,
  push: PushQueue,
  userId: string,
  at: Date,
  windows: ZonedPeriod[],
  { saved, pending, totals, entries, sent }: LimitCheckInputs,
  notifiedAt: Date,
): Promise<SpendLimitCheck> {
  const settings = settingsStateOf(saved, pending, at);
  let created = 0;
  for (const [i, period] of LIMIT_PERIODS.entries()) {
    const limit = settings[LIMIT_FIELDS[period]];
    if (limit === null) continue;
    const window = windows[i];
    const spent = fromCents(toCents(totals[i]));
    const level = limitLevel(spent, limit);
    if (!level) continue;
    const key = { userId, period, periodKey: window.key };
    // Sent already (read with the sums): no claim needed, the usual case once a person is past a limit.
    if (sent.has(alertKey(period, window.key, level))) continue;
    if (!(await scope.spend.claimAlert({ ...key, level }))) continue;
    if (level === 'exceeded' && !sent.has(alertKey(period, window.key, 'approaching'))) await scope.spend.claimAlert({ ...key, level: 'approaching' });
    await notify(scope, push, {
      userId,
      type: level === 'exceeded' ? 'spend_limit_exceeded' : 'spend_limit_approaching',
      ...limitNotificationText(level, period, spent, limit),
      metadata: { period, limit, spent, periodKey: window.key },
      createdAt: notifiedAt,
    });
    created += 1;
  }
  return { notified: created, entriesInMonth: entries[LIMIT_PERIODS.indexOf('monthly')] };
}
