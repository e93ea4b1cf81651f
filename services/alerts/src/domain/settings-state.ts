import { limitsInForce, type PendingLimitChange, type Settings, type SettingsState } from '@tally/contracts';
import type { AlertsRepos } from './alerts-work';

/**
 * The person's settings at `at`: saved limits with any cooled-off change applied (so a raise is in
 * force on time even before its job has run), and the changes still waiting.
 */
export async function readSettingsState(repos: Pick<AlertsRepos, 'settings' | 'pendingLimits'>, userId: string, at: Date): Promise<SettingsState> {
  // One after the other: in a transaction both go through one connection.
  const saved = await repos.settings.get(userId);
  const pending = await repos.pendingLimits.list(userId);
  return settingsStateOf(saved, pending, at);
}

/** The settings at `at` from the saved ones and the waiting changes, however they were read. */
export function settingsStateOf(saved: Settings, pending: PendingLimitChange[], at: Date): SettingsState {
  return { ...limitsInForce(saved, pending, at), pendingLimitChanges: pending.filter((change) => Date.parse(change.effectiveAt) > at.getTime()) };
}
