import { SessionDepositAddedEvent, SUBJECTS } from '@tally/contracts';
import { InputError, type Subscription } from '@tally/service-kit';
import type { AlertsWork } from '../domain/alerts-work';
import { checkSpendLimits } from '../domain/check-spend-limits';

/**
 * Every deposit (slot) or buy-in (table) counts as spend at the moment it was added, then limits
 * are checked. Sessions start with nothing deposited (spec section 7: type, venue, isActive), so
 * `ledger.session.started` carries no spend and needs no subscription here.
 */
export function onSessionDepositAdded(deps: { work: AlertsWork }): Subscription {
  const durable = 'alerts-deposit-limit-checks';
  return {
    subject: SUBJECTS.ledgerSessionDepositAdded,
    durable,
    handle: deps.work.once(durable, async (event, scope) => {
      const parsed = SessionDepositAddedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      const deposit = parsed.data;
      const occurredAt = new Date(deposit.createdAt);
      const added = await scope.spend.addEntry({ sourceId: `deposit:${deposit.depositId}`, userId: deposit.userId, amount: deposit.amount, occurredAt });
      if (added) await checkSpendLimits(scope, deposit.userId, occurredAt);
    }),
  };
}
