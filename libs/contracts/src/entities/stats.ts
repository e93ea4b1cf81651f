import { z } from 'zod';
import { MoneyString, SignedMoneyString } from '../money';

/** Spend and return over a period (GET /api/stats). */
export const Stats = z.object({
  totalSpent: MoneyString,
  totalWon: MoneyString,
  netLoss: SignedMoneyString.describe('totalSpent - totalWon; negative when ahead'),
  winPercentage: z.number().min(0).max(100).describe('Percent of completed activities that won'),
  activitiesCount: z.number().int().min(0),
  returnRate: z.number().min(0).describe('totalWon / totalSpent as a percent; 0 when nothing was spent'),
  /** Beyond the spec: wagering and lottery activities not yet completed (the home Pending tile). */
  pendingCount: z.number().int().min(0),
});
export type Stats = z.infer<typeof Stats>;
