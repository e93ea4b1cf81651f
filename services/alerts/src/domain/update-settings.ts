import { SUBJECTS, type Settings } from '@tally/contracts';
import type { AlertsWork } from './alerts-work';
import { checkSpendLimits } from './check-spend-limits';

export interface UpdateSettingsDeps {
  work: AlertsWork;
  clock: () => Date;
}

/** Saves a change and re-checks limits at once, so lowering a limit below today's spend alerts now, not at the next stake. */
export async function updateSettings(deps: UpdateSettingsDeps, userId: string, patch: Partial<Settings>): Promise<Settings> {
  const now = deps.clock();
  return deps.work.run(async (scope) => {
    const saved = await scope.settings.upsert(userId, patch);
    await scope.publish(SUBJECTS.alertsSettingsChanged, { userId, ...saved, pendingLimitChanges: [], changedAt: now.toISOString() });
    await checkSpendLimits(scope, userId, now);
    return saved;
  });
}
