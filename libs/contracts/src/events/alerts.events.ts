import { z } from 'zod';
import { Settings } from '../entities/settings';

/** alerts.settings.changed: the whole settings after a change (ledger keeps autoCompleteAILosses). */
export const SettingsChangedEvent = Settings.extend({
  userId: z.uuid(),
  changedAt: z.iso.datetime(),
});
export type SettingsChangedEvent = z.infer<typeof SettingsChangedEvent>;
