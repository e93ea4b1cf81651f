import type { EventEnvelope } from '@tally/contracts';
import type { Db } from '../db/db';
import type { InboxTable } from './tables';

export interface IdempotentDeps {
  db: Db;
  inbox: InboxTable;
  /** The consumer's durable name: the same message may be applied once per durable. */
  durable: string;
}

/**
 * Wraps an event handler so each message id is applied at most once per durable: the
 * "processed" marker and the handler's writes commit in one transaction, so a redelivery after
 * a crash either finds the marker (skip) or finds nothing written (run again).
 * @param handler does its writes with `tx`, the transaction that also holds the marker.
 */
export function idempotent(
  { db, inbox, durable }: IdempotentDeps,
  handler: (event: EventEnvelope, tx: Db) => Promise<void>,
): (event: EventEnvelope) => Promise<void> {
  return async (event) => {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(inbox)
        .values({ messageId: event.id, durable })
        .onConflictDoNothing()
        .returning({ messageId: inbox.messageId });
      if (inserted.length === 0) return;
      await handler(event, tx as unknown as Db);
    });
  };
}
