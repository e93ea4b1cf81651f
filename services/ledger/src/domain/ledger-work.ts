import type { Db, UnitOfWork } from '@tally/service-kit';
import { createActivitiesRepo } from '../db/activities.repo';

/** Ledger's repositories, bound to the pool or to one transaction. */
export const ledgerRepositories = (db: Db) => ({ activities: createActivitiesRepo(db) });
export type LedgerRepos = ReturnType<typeof ledgerRepositories>;
export type LedgerWork = UnitOfWork<LedgerRepos>;
