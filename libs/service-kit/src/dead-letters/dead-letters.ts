/**
 * A service's dead letters: events one of its consumers gave up on (see RetryPolicy). The bus
 * writes them through `Subscription.deadLetter`; an operator lists them and asks for a replay with
 * `npm run dead-letters` (scripts/dead-letters.mjs), which sets replay_requested_at; the service's
 * replayer (dead-letter-replayer.ts) then runs the consumer's handler on the event again.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@tally/contracts';
import type { DeliveryFailure, Subscription } from '../bus/event-bus';
import type { Db } from '../db/db';
import type { DeadLettersTable } from '../outbox/tables';

export interface DeadLetters {
  /** Keeps (or updates) the dead letter of `durable` for `event`; returns its id. */
  record(durable: string, event: EventEnvelope, failure: DeliveryFailure): Promise<string>;
  /** The subscription, writing its given-up events here. */
  keeping(subscription: Subscription): Subscription;
  /** Asks the service to replay one dead letter (what the script does); false when there is no such row. */
  requestReplay(id: string): Promise<boolean>;
}

const MAX_ERROR_CHARS = 4000;

/** The error as kept in the row: its stack (or message), and its cause's, shortened. */
export function describeError(error: unknown): string {
  const text = (e: unknown) => (e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));
  const cause = error instanceof Error && error.cause !== undefined ? `\nCaused by: ${text(error.cause)}` : '';
  return (text(error) + cause).slice(0, MAX_ERROR_CHARS);
}

export function createDeadLetters(db: Db, table: DeadLettersTable): DeadLetters {
  const record: DeadLetters['record'] = async (durable, event, failure) => {
    const [row] = await db
      .insert(table)
      .values({
        id: randomUUID(),
        durable,
        eventId: event.id,
        subject: event.subject,
        payload: event.payload ?? null,
        occurredAt: new Date(event.occurredAt),
        error: describeError(failure.error),
        attempts: failure.attempts,
      })
      // The same event given up again (published anew after a restart): one row, the latest failure.
      .onConflictDoUpdate({
        target: [table.durable, table.eventId],
        set: { error: sql`excluded.error`, attempts: sql`${table.attempts} + excluded.attempts`, lastFailedAt: sql`now()`, replayedAt: null },
      })
      .returning({ id: table.id });
    return row.id;
  };
  return {
    record,
    keeping: (subscription) => ({ ...subscription, deadLetter: (event, failure) => record(subscription.durable, event, failure).then(() => undefined) }),
    async requestReplay(id) {
      const rows = await db
        .update(table)
        .set({ replayRequestedAt: sql`now()` })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
