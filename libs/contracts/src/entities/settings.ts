import { z } from 'zod';
import { MoneyString } from '../money';
import { PendingLimitChange } from '../limits';

/** A person's limits and alert preferences (owned by alerts). */
export const Settings = z.object({
  autoCompleteAILosses: z.boolean(),
  dailySpendLimit: MoneyString.nullable(),
  weeklySpendLimit: MoneyString.nullable(),
  monthlySpendLimit: MoneyString.nullable(),
  sessionDurationAlerts: z.boolean(),
});
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = {
  autoCompleteAILosses: false,
  dailySpendLimit: null,
  weeklySpendLimit: null,
  monthlySpendLimit: null,
  sessionDurationAlerts: true,
};

/** Settings as the API answers them: those in force, and any raised or removed limit still cooling off. */
export const SettingsState = Settings.extend({
  pendingLimitChanges: z.array(PendingLimitChange).describe('Raised or removed limits waiting out the 24-hour cooling-off'),
});
export type SettingsState = z.infer<typeof SettingsState>;
