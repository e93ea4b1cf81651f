/**
 * What the bench calls directly (`@tally/ledger/bench`, used by bench/lib/limit-check.ts): the
 * limits a wager's answer names and the repositories it reads, to time it alone over a long history.
 */
export { ledgerRepositories, type LedgerRepos } from './domain/ledger-work';
export { spendLimitsReached } from './domain/spend-limits-reached';
