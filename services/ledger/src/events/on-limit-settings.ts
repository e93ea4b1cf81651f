import { SUBJECTS } from '@tally/contracts';
import type { Subscription, WorkScope } from '@tally/service-kit';
import type { LedgerRepos, LedgerWork } from '../domain/ledger-work';

/**
 * Keeps ledger's copy of each person's spend limits and Auto-Complete AI Losses (alerts owns them) and time zone (identity
 * owns it), so a wager's answer can tell the form at once that it reached a limit. Account
 * deletion removes the copy; Clear All Data keeps it, as alerts keeps the settings.
 */
export function onLimitSettings(deps: { work: LedgerWork }): Subscription[] {
  const rememberZone = ({ userId, timeZone }: { userId: string; timeZone: string }, scope: WorkScope<LedgerRepos>) => scope.personLimits.setTimeZone(userId, timeZone);
  return [
    deps.work.consume(SUBJECTS.alertsSettingsChanged, 'ledger-limit-settings', (settings, scope) =>
      scope.personLimits.saveLimits(settings.userId, {
        dailySpendLimit: settings.dailySpendLimit,
        weeklySpendLimit: settings.weeklySpendLimit,
        monthlySpendLimit: settings.monthlySpendLimit,
        pendingLimitChanges: settings.pendingLimitChanges,
        autoCompleteAiLosses: settings.autoCompleteAILosses,
        changedAt: new Date(settings.changedAt),
      }),
    ),
    deps.work.consume(SUBJECTS.identityUserRegistered, 'ledger-user-zones', rememberZone),
    deps.work.consume(SUBJECTS.identityUserTimeZoneChanged, 'ledger-user-zone-changes', rememberZone),
    deps.work.consume(SUBJECTS.identityUserDeleted, 'ledger-limits-user-deleted', ({ userId }, scope) => scope.personLimits.deleteForUser(userId)),
  ];
}
