import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { ResultChecks } from '../domain/result-checks';
import type { ScannerContext } from '../domain/scanner-work';

/** Clear All Data and account deletion both remove the person's kept scans and result checks (scanner keeps no settings). */
export function onPersonForgotten(ctx: ScannerContext, checks: ResultChecks): Subscription[] {
  return [
    ctx.work.consume(SUBJECTS.identityUserDataCleared, 'scanner-user-data-cleared', async ({ userId }, scope) => {
      ctx.logger.info({ userId, ...(await checks.forget(scope, userId)) }, "Removed the person's scans and result checks");
    }),
    ctx.work.consume(SUBJECTS.identityUserDeleted, 'scanner-user-deleted', async ({ userId }, scope) => {
      ctx.logger.info({ userId, ...(await checks.forget(scope, userId)) }, 'Removed everything scanner held about the person');
    }),
  ];
}
