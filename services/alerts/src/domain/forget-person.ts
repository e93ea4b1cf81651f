import type { AlertsRepos } from './alerts-work';

/** What was removed, for the log. */
export interface Forgotten {
  notifications: number;
  spendEntries: number;
  settings: boolean;
}

/**
 * Clear All Data: the person's tracked data goes (notifications, the spend counted from their
 * wagers, tickets and deposits, and which limit alerts were sent), their settings and time zone
 * stay (ARCHITECTURE: the account and settings are kept). Runs in the event handler's transaction.
 */
export async function forgetTrackedData(repos: Pick<AlertsRepos, 'notifications' | 'spend'>, userId: string): Promise<Forgotten> {
  const notifications = await repos.notifications.deleteForUser(userId);
  const spendEntries = await repos.spend.deleteSpendForUser(userId);
  return { notifications, spendEntries, settings: false };
}

/** Account deletion: everything alerts holds about the person, settings and time zone too. */
export async function forgetEverything(repos: Pick<AlertsRepos, 'notifications' | 'spend' | 'settings'>, userId: string): Promise<Forgotten> {
  const tracked = await forgetTrackedData(repos, userId);
  await repos.settings.deleteForUser(userId);
  await repos.spend.deleteTimeZone(userId);
  return { ...tracked, settings: true };
}
