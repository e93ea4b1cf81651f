import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { ResultChecks } from '../domain/result-checks';
import type { ScannerContext } from '../domain/scanner-work';

/** Pending wagers and tickets start a result check; a result given first, or deleting the entry, cancels it. Each applied once per message id. */
export function onActivityEvents(ctx: ScannerContext, checks: ResultChecks): Subscription[] {
  return [
    ctx.work.consume(SUBJECTS.ledgerActivityCreated, 'scanner-result-checks', (activity, scope) => checks.created(scope, activity), { appliesTo: checks.awaitsResult }),
    // An activity logged with its result never had a check (its created event was skipped), so there is none to cancel.
    ctx.work.consume(SUBJECTS.ledgerActivityCompleted, 'scanner-result-check-cancels', (activity, scope) => checks.completed(scope, activity), {
      appliesTo: (activity) => !activity.loggedWithResult,
    }),
    ctx.work.consume(SUBJECTS.ledgerActivityDeleted, 'scanner-result-check-deletions', (activity, scope) => checks.completed(scope, activity)),
  ];
}
