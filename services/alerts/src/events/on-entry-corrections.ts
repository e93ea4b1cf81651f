import { DEFAULT_TIME_ZONE, SUBJECTS } from '@tally/contracts';
import type { Subscription } from '@tally/service-kit';
import type { AlertsContext } from '../domain/alerts-context';
import type { SessionAlerts } from '../domain/session-alerts';
import { applySpendCorrection } from '../domain/spend-corrections';

/**
 * Corrections and deletions of wagers, tickets, deposits and sessions: counted spend follows each at the time the entry
 * was first made, and limits follow it (ADR 0007); a deleted session's timer stops. Applied once per message id.
 */
export function onEntryCorrections(ctx: AlertsContext, sessions: SessionAlerts): Subscription[] {
  const zone = (timeZone: string | undefined) => timeZone ?? DEFAULT_TIME_ZONE;
  return [
    ctx.work.consume(SUBJECTS.ledgerActivityUpdated, 'alerts-activity-corrections', (event, scope) =>
      applySpendCorrection(scope, ctx.push, {
        sourceId: `activity:${event.activityId}`,
        userId: event.userId,
        amount: event.amount,
        occurredAt: new Date(event.createdAt),
        timeZone: zone(event.timeZone),
        changedAt: new Date(event.updatedAt),
      }),
    ),
    ctx.work.consume(SUBJECTS.ledgerActivityDeleted, 'alerts-activity-deletions', (event, scope) =>
      applySpendCorrection(scope, ctx.push, {
        sourceId: `activity:${event.activityId}`,
        userId: event.userId,
        amount: '0.00',
        occurredAt: new Date(event.createdAt),
        timeZone: zone(event.timeZone),
        changedAt: new Date(event.deletedAt),
      }),
    ),
    ctx.work.consume(SUBJECTS.ledgerSessionDepositUpdated, 'alerts-deposit-corrections', async (event, scope) => {
      await applySpendCorrection(scope, ctx.push, {
        sourceId: `deposit:${event.depositId}`,
        userId: event.userId,
        amount: event.amount,
        occurredAt: new Date(event.createdAt),
        timeZone: zone(event.timeZone),
        changedAt: new Date(event.changedAt),
      });
      await sessions.totalCorrected(scope, event);
    }),
    ctx.work.consume(SUBJECTS.ledgerSessionDepositDeleted, 'alerts-deposit-deletions', async (event, scope) => {
      await applySpendCorrection(scope, ctx.push, {
        sourceId: `deposit:${event.depositId}`,
        userId: event.userId,
        amount: '0.00',
        occurredAt: new Date(event.createdAt),
        timeZone: zone(event.timeZone),
        changedAt: new Date(event.changedAt),
      });
      await sessions.totalCorrected(scope, event);
    }),
    ctx.work.consume(SUBJECTS.ledgerSessionDeleted, 'alerts-session-deletions', async (event, scope) => {
      const deletedAt = new Date(event.deletedAt);
      for (const depositId of event.depositIds) {
        const sourceId = `deposit:${depositId}`;
        const counted = await scope.spend.entryOf(sourceId);
        // A deposit not counted yet is recorded as zero, so its creation arriving later counts nothing.
        await applySpendCorrection(scope, ctx.push, {
          sourceId,
          userId: event.userId,
          amount: '0.00',
          occurredAt: counted?.occurredAt ?? deletedAt,
          timeZone: zone(event.timeZone),
          changedAt: deletedAt,
        });
      }
      await sessions.ended(scope, { sessionId: event.sessionId, userId: event.userId, type: event.type, endedAt: event.deletedAt });
    }),
  ];
}
