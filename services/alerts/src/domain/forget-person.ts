import type { AlertsRepos } from './alerts-work';

/** What was removed, for the log. */
export interface Forgotten {
  notifications: number;
  spendEntries: number;
  pushSubscriptions: number;
  settings: boolean;
}

/**
 * How far back counted spend outlives Clear All Data: the longest running limit period (a 31-day month) and a day for
 * the widest time-zone offset, so today, this week and this month keep their spend in every zone.
 */
export const KEPT_SPEND_MS = 32 * 24 * 60 * 60 * 1000;

/**
 * Clear All Data: the person's tracked data goes (notifications, session timers); their settings and devices stay
 * (ARCHITECTURE: the account and settings are kept). The money counted against their limits in the periods still
 * running stays, as anonymous amounts with the alerts already sent for them (ADR 0005): the money is spent, and
 * clearing must not be a way to silence a limit. Runs in the event handler's transaction.
 */
export async function forgetTrackedData(repos: Pick<AlertsRepos, 'notifications' | 'spend'>, userId: string, now: Date): Promise<Forgotten> {
  const notifications = await repos.notifications.deleteForUser(userId);
  const spend = await repos.spend.clearSpendForUser(userId, new Date(now.getTime() - KEPT_SPEND_MS));
  return { notifications, spendEntries: spend.deleted, pushSubscriptions: 0, settings: false };
}

/** Account deletion: everything alerts holds about the person, settings, waiting limit changes and devices too. */
export async function forgetEverything(
  repos: Pick<AlertsRepos, 'notifications' | 'spend' | 'settings' | 'pendingLimits' | 'pushSubscriptions'>,
  userId: string,
): Promise<Forgotten> {
  const notifications = await repos.notifications.deleteForUser(userId);
  const spendEntries = await repos.spend.deleteSpendForUser(userId);
  await repos.settings.deleteForUser(userId);
  await repos.pendingLimits.deleteForUser(userId);
  const pushSubscriptions = await repos.pushSubscriptions.deleteForUser(userId);
  return { notifications, spendEntries, pushSubscriptions, settings: true };
}
