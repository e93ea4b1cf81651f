import type { Db, JobScheduler, Logger, UnitOfWork } from '@tally/service-kit';
import { createResultChecksRepo } from '../db/result-checks.repo';
import { createScansRepo } from '../db/scans.repo';
import type { TicketInterpreter } from '../engines/create-ticket-interpreter';
import type { LotteryResultsProvider } from '../results/lottery-results-feed';
import type { CheckDelays } from '../results/check-due-at';

/** Scanner's repositories, bound to the pool or to one transaction. */
export const scannerRepositories = (db: Db) => ({
  scans: createScansRepo(db),
  resultChecks: createResultChecksRepo(db),
});
export type ScannerRepos = ReturnType<typeof scannerRepositories>;
export type ScannerWork = UnitOfWork<ScannerRepos>;

/** What scanner's use cases, handlers and jobs share. */
export interface ScannerContext {
  work: ScannerWork;
  jobs: JobScheduler;
  clock: () => Date;
  logger: Logger;
  interpreter: TicketInterpreter;
  lotteryResults: LotteryResultsProvider | null;
  delays: CheckDelays & { retryMs: number; retries: number; scanKeepMs: number };
}
