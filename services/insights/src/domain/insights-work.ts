import type { Db, Logger, UnitOfWork } from '@tally/service-kit';
import { createIncomesRepo } from '../db/incomes.repo';
import { createInsightsRepo } from '../db/insights.repo';
import { createSelfChecksRepo } from '../db/self-checks.repo';
import { createTrackedDataRepo } from '../db/tracked-data.repo';
import type { LedgerClient } from '../ledger/ledger-client';
import type { InsightTextWriter } from './text/model-text-writer';

/** Insights' own repositories, bound to the pool or one transaction. */
export const insightsRepositories = (db: Db) => ({
  insights: createInsightsRepo(db),
  incomes: createIncomesRepo(db),
  trackedData: createTrackedDataRepo(db),
  selfChecks: createSelfChecksRepo(db),
});
export type InsightsRepos = ReturnType<typeof insightsRepositories>;

/** What the insight use cases are given. */
export interface InsightsDeps {
  work: UnitOfWork<InsightsRepos>;
  ledger: LedgerClient;
  /** The model writer when OPENAI_API_KEY is set; null means the local text only. */
  modelWriter: InsightTextWriter | null;
  clock: () => Date;
  logger: Logger;
}
