import { z } from 'zod';
import { MoneyTotalString } from '../money';

/**
 * Spend and return over a period (GET /api/stats). Counts wagers and lottery tickets created in the
 * period, and slot and table sessions started in it: a session's deposits or buy-ins are spend and
 * its final amount is return. Completed activities and ended sessions are the results that count
 * for winPercentage (a session wins when it cashed out more than was deposited).
 */
export const Stats = z.object({
  totalSpent: MoneyTotalString,
  totalWon: MoneyTotalString,
  netLoss: MoneyTotalString.describe('totalSpent - totalWon; negative when ahead'),
  winPercentage: z.number().min(0).max(100).describe('Percent of results (completed activities, ended sessions) that won, 2 decimals'),
  activitiesCount: z.number().int().min(0).describe('Activities plus sessions in the period'),
  returnRate: z.number().describe('Return rate (contracts returnRate): (totalWon - totalSpent) / totalSpent as a signed percent, 1 decimal; 0 when nothing was spent'),
  /** Beyond the spec: wagering and lottery activities not yet completed (the home Pending tile). */
  pendingCount: z.number().int().min(0),
});
export type Stats = z.infer<typeof Stats>;
