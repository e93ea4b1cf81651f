import { SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsWork } from '../domain/alerts-work';
import { checkSpendLimits } from '../domain/check-spend-limits';

/**
 * Every deposit (slot) or buy-in (table) counts as spend at the moment it was added, then limits
 * are checked. Sessions start with nothing deposited (spec section 7: type, venue, isActive), so
 * `ledger.session.started` carries no spend and needs no subscription here.
 */
export function onSessionDepositAdded(deps: { work: AlertsWork }): Subscription {
  return deps.work.consume(SUBJECTS.ledgerSessionDepositAdded, 'alerts-deposit-limit-checks', async (deposit, scope) => {
    const occurredAt = new Date(deposit.createdAt);
    const added = await scope.spend.addEntry({ sourceId: `deposit:${deposit.depositId}`, userId: deposit.userId, amount: deposit.amount, occurredAt });
    if (added) await checkSpendLimits(scope, deposit.userId, occurredAt);
  });
}
