import { DEFAULT_TIME_ZONE, SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import { countSpendAndCheckLimits } from '../domain/check-spend-limits';
import type { SessionAlerts } from '../domain/session-alerts';
import type { StatementReady } from '../domain/statement-ready';

/**
 * Every deposit (slot) or buy-in (table) counts as spend at the moment it was added, then limits
 * are checked in the event's zone (DEFAULT_TIME_ZONE for older events); the session's running total goes into its duration alerts; the month's statement notice is scheduled.
 */
export function onSessionDepositAdded(ctx: AlertsContext, sessions: SessionAlerts, statements: StatementReady): Subscription {
  return ctx.work.consume(SUBJECTS.ledgerSessionDepositAdded, 'alerts-deposit-limit-checks', async (deposit, scope) => {
    const occurredAt = new Date(deposit.createdAt);
    await sessions.deposited(scope, deposit);
    const entry = { sourceId: `deposit:${deposit.depositId}`, userId: deposit.userId, amount: deposit.amount, occurredAt };
    const { added, entriesInMonth } = await countSpendAndCheckLimits(scope, ctx.push, entry, deposit.timeZone ?? DEFAULT_TIME_ZONE);
    if (!added) return;
    await statements.schedule(scope, deposit.userId, occurredAt, deposit.timeZone, entriesInMonth);
  });
}
