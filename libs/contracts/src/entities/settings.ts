import { z } from 'zod';
import { MoneyString } from '../money';

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
