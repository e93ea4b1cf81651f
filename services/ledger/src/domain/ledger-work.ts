import type { Db, UnitOfWork } from '@tally/service-kit';
import type { LedgerReadCache } from '../cache/ledger-read-cache';
import { createActivitiesRepo } from '../db/activities.repo';
import { createBankCheckRepo } from '../db/bank-check.repo';
import { createInsightRecordsRepo } from '../db/insight-records.repo';
import { createPersonLimitsRepo } from '../db/person-limits.repo';
import { createPersonVersionsRepo } from '../db/person-versions.repo';
import { createSessionsRepo } from '../db/sessions.repo';
import { createStatementsRepo } from '../db/statements.repo';
import { createStatsRepo } from '../db/stats.repo';
import { createTicketImagesRepo } from '../db/ticket-images.repo';
import type { StatementPdfRenderer } from './statement-pdf';
import type { TicketPhotoCleaner } from './ticket-photos';

/** Ledger's repositories, bound to the pool or to one transaction. */
export const ledgerRepositories = (db: Db) => ({
  activities: createActivitiesRepo(db),
  ticketImages: createTicketImagesRepo(db),
  sessions: createSessionsRepo(db),
  stats: createStatsRepo(db),
  statements: createStatementsRepo(db),
  personLimits: createPersonLimitsRepo(db),
  insightRecords: createInsightRecordsRepo(db),
  bankCheck: createBankCheckRepo(db),
  personVersions: createPersonVersionsRepo(db),
});
export type LedgerRepos = ReturnType<typeof ledgerRepositories>;
export type LedgerWork = UnitOfWork<LedgerRepos>;

/** What every ledger use case is given. */
export interface LedgerDeps {
  work: LedgerWork;
  clock: () => Date;
  /** The hot reads' cache; every change through `work` gives the person a new data version, which every replica's cache checks. */
  readCache: LedgerReadCache;
  /** Lays the monthly statement out as a PDF. */
  renderStatementPdf: StatementPdfRenderer;
  /** Takes a ticket photo's metadata off before it is stored. */
  cleanTicketPhoto: TicketPhotoCleaner;
}
