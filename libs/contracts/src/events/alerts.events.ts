import { z } from 'zod';
import { Settings } from '../entities/settings';
import { PendingLimitChange } from '../limits';

/**
 * alerts.settings.changed: the settings in force after a change, and the loosened limits still
 * cooling off (ledger keeps both, to tell a form at once that a stake went past a limit).
 */
export const SettingsChangedEvent = Settings.extend({
  userId: z.uuid(),
  pendingLimitChanges: z.array(PendingLimitChange).default([]),
  changedAt: z.iso.datetime(),
});
export type SettingsChangedEvent = z.infer<typeof SettingsChangedEvent>;
