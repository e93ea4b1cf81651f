/**
 * What the bench calls directly (`@tally/alerts/bench`, used by bench/lib/limit-check.ts): the limit
 * check and the repositories it runs on, to time the check alone over a long history.
 */
export { alertsRepositories, type AlertsRepos } from './domain/alerts-work';
export { checkSpendLimits } from './domain/check-spend-limits';
