import { SUBJECTS, type Settings } from '@tally/contracts';
import type { Db } from '@tally/service-kit';
import { checkSpendLimits, type LimitCheckDeps } from './check-spend-limits';

export interface UpdateSettingsDeps extends LimitCheckDeps {
  db: Db;
  outbox: { add(tx: Db, subject: string, payload: unknown): Promise<string> };
  clock: () => Date;
}

/** Saves a change and re-checks limits at once, so lowering a limit below today's spend alerts now, not at the next stake. */
export async function updateSettings(deps: UpdateSettingsDeps, userId: string, patch: Partial<Settings>): Promise<Settings> {
  return deps.db.transaction(async (tx) => {
    const saved = await deps.settings.upsert(tx, userId, patch);
    await deps.outbox.add(tx, SUBJECTS.alertsSettingsChanged, { userId, settings: saved });
    await checkSpendLimits(deps, tx, userId, deps.clock());
    return saved;
  });
}
