import { route } from '@tally/service-kit';
import type { InsightsDeps } from '../domain/insights-work';

/** The optional, private yearly income behind the 1%-of-income guide. */
export function incomeRoutes(deps: Pick<InsightsDeps, 'work' | 'clock'>) {
  return [
    route('getInsightIncome', async ({ userId }) => ({ annualIncome: await deps.work.repos.incomes.get(userId) })),
    route('putInsightIncome', async ({ userId, body: { annualIncome } }) => {
      await deps.work.repos.incomes.set(userId, annualIncome, deps.clock());
      return { annualIncome: await deps.work.repos.incomes.get(userId) };
    }),
  ];
}
