import { SUBJECTS } from '@tally/contracts';
import { clearUserDataOnRequest, type Subscription } from '@tally/service-kit';
import type { ResultChecks } from '../domain/result-checks';
import type { ScannerContext } from '../domain/scanner-work';

/**
 * Clear All Data (answered with `scanner.user_data.cleared`) and account deletion both remove the
 * person's kept scans and result checks, and cancel the checks' jobs (scanner keeps no settings).
 */
export function onPersonForgotten(ctx: ScannerContext, checks: ResultChecks): Subscription[] {
  return [
    clearUserDataOnRequest(ctx.work, 'scanner', ctx.logger, (scope, userId) => checks.forget(scope, userId)),
    ctx.work.consume(SUBJECTS.identityUserDeleted, 'scanner-user-deleted', async ({ userId }, scope) => {
      ctx.logger.info({ userId, ...(await checks.forget(scope, userId)) }, 'Removed everything scanner held about the person');
    }),
  ];
}
