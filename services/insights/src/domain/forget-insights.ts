import type { InsightsRepos } from './insights-work';

/**
 * Removes everything insights' own tables hold about a person: their saved insights and the income
 * they gave (private, so it goes with Clear All Data too, not only with the account). Returns the
 * counts, for the log.
 */
export async function forgetInsights(repos: InsightsRepos, userId: string) {
  const insights = await repos.insights.deleteForUser(userId);
  const incomes = await repos.incomes.deleteForUser(userId);
  return { insights, incomes };
}
