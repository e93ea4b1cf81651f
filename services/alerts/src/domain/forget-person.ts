import type { AlertsRepos } from './alerts-work';

/** What was removed, for the log. */
export interface Forgotten {
  notifications: number;
  spendEntries: number;
  pushSubscriptions: number;
  settings: boolean;
}

/**
 * Clear All Data: the person's tracked data goes (notifications, the spend counted from their
 * wagers, tickets and deposits, and which limit alerts were sent); their settings and
 * devices stay (ARCHITECTURE: the account and settings are kept). Runs in the event handler's transaction.
 */
export async function forgetTrackedData(repos: Pick<AlertsRepos, 'notifications' | 'spend'>, userId: string): Promise<Forgotten> {
  const notifications = await repos.notifications.deleteForUser(userId);
  const spendEntries = await repos.spend.deleteSpendForUser(userId);
  return { notifications, spendEntries, pushSubscriptions: 0, settings: false };
}

/** Account deletion: everything alerts holds about the person, settings, waiting limit changes and devices too. */
export async function forgetEverything(
  repos: Pick<AlertsRepos, 'notifications' | 'spend' | 'settings' | 'pendingLimits' | 'pushSubscriptions'>,
  userId: string,
): Promise<Forgotten> {
  const tracked = await forgetTrackedData(repos, userId);
  await repos.settings.deleteForUser(userId);
  await repos.pendingLimits.deleteForUser(userId);
  const pushSubscriptions = await repos.pushSubscriptions.deleteForUser(userId);
  return { ...tracked, pushSubscriptions, settings: true };
}
