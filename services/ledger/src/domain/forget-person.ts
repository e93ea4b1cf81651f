import type { LedgerRepos } from './ledger-work';

/**
 * Removes everything ledger holds about a person: activities (with their ticket images),
 * sessions (with their deposits), the bank check's kept months and decisions, the data version. Used for both Clear All Data and account deletion: ledger keeps
 * no account-level data. Runs in the event handler's transaction.
 */
export async function forgetPerson(
  repos: Pick<LedgerRepos, 'activities' | 'sessions' | 'bankCheck' | 'personVersions'>,
  userId: string,
): Promise<{ activities: number; sessions: number; bankCheck: { months: number; decisions: number } }> {
  const activities = await repos.activities.deleteForUser(userId);
  const sessions = await repos.sessions.deleteForUser(userId);
  const bankCheck = await repos.bankCheck.deleteForUser(userId);
  // The data version goes too (no row may name the person); with none, replicas cache nothing for them.
  await repos.personVersions.deleteForUser(userId);
  return { activities, sessions, bankCheck };
}
