import { randomUUID } from 'node:crypto';
import { SUBJECTS, type EventEnvelope } from '@tally/contracts';

/** A `ledger.activity.created` envelope for a pending stake of `amount` placed at `at`, as ledger publishes it (with the person's zone when given). */
export function stakeEvent(
  userId: string,
  amount: string,
  at: string = new Date().toISOString(),
  extra: { activityId?: string; type?: 'wagering' | 'lottery'; subtype?: string; timeZone?: string } = {},
): EventEnvelope {
  return {
    id: randomUUID(),
    subject: SUBJECTS.ledgerActivityCreated,
    occurredAt: at,
    payload: {
      userId,
      activityId: extra.activityId ?? randomUUID(),
      type: extra.type ?? 'wagering',
      subtype: extra.subtype ?? 'Racing',
      amount,
      isCompleted: false,
      createdAt: at,
      ...(extra.timeZone ? { timeZone: extra.timeZone } : {}),
    },
  };
}
