import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { LedgerWork } from '../domain/ledger-work';

/**
 * Keeps ledger's copy of each person's spend limits and Auto-Complete AI Losses (alerts owns them), so a wager's
 * answer can tell the form at once that it reached a limit. Account
 * deletion removes the copy; Clear All Data keeps it, as alerts keeps the settings.
 */
export function onLimitSettings(deps: { work: LedgerWork }): Subscription[] {
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
    deps.work.consume(SUBJECTS.identityUserDeleted, 'ledger-limits-user-deleted', ({ userId }, scope) => scope.personLimits.deleteForUser(userId)),
  ];
}
