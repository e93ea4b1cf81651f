/**
 * Replays the dead letters an operator asked for (replay_requested_at set by `npm run
 * dead-letters -- replay`): the consumer's own handler runs on the event again, in the service
 * that owns the consumer, so it reaches that one consumer only and works the same on either bus.
 * A replay that fails again stays a dead letter with the new error, for another replay later.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@tally/contracts';
import type { Subscription } from '../bus/event-bus';
import type { Db } from '../db/db';
import type { Logger } from '../log/logger';
import type { DeadLettersTable } from '../outbox/tables';
import { describeError } from './dead-letters';

export interface DeadLetterReplayerOptions {
  db: Db;
  table: DeadLettersTable;
  subscriptions: Subscription[];
  logger: Logger;
  /** How often to look for replay requests (default 2 s). */
  intervalMs?: number;
}

export interface DeadLetterReplayer {
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

const BATCH_SIZE = 20;

export function startDeadLetterReplayer(options: DeadLetterReplayerOptions): DeadLetterReplayer {
  const { db, table, logger } = options;
  const byDurable = new Map(options.subscriptions.map((s) => [s.durable, s]));
  let running: Promise<void> | null = null;
  let stopped = false;

  async function replay(row: typeof table.$inferSelect, subscription: Subscription): Promise<void> {
    // Claim the request first, so two replicas of a service do not both run it.
    const claimed = await db
      .update(table)
      .set({ replayRequestedAt: null })
      .where(and(eq(table.id, row.id), isNotNull(table.replayRequestedAt)))
      .returning({ id: table.id });
    if (claimed.length === 0) return;
    const event: EventEnvelope = { id: row.eventId, subject: row.subject, occurredAt: row.occurredAt.toISOString(), payload: row.payload };
    const ctxLogger = logger.child({ subject: row.subject, eventId: row.eventId, durable: row.durable, deadLetterId: row.id });
    try {
      await subscription.handle(event, { logger: ctxLogger, deliveryCount: row.attempts + 1 });
    } catch (err) {
      await db
        .update(table)
        .set({ error: describeError(err), attempts: sql`${table.attempts} + 1`, lastFailedAt: sql`now()` })
        .where(eq(table.id, row.id));
      ctxLogger.error({ err, attempts: row.attempts + 1 }, 'Dead letter replay failed; it stays a dead letter');
      return;
    }
    await db
      .update(table)
      .set({ replayedAt: sql`now()` })
      .where(eq(table.id, row.id));
    ctxLogger.info('Dead letter replayed');
  }

  async function pass(): Promise<void> {
    if (byDurable.size === 0) return;
    const rows = await db
      .select()
      .from(table)
      .where(and(isNotNull(table.replayRequestedAt), inArray(table.durable, [...byDurable.keys()])))
      .orderBy(asc(table.replayRequestedAt))
      .limit(BATCH_SIZE);
    for (const row of rows) {
      if (stopped) return;
      await replay(row, byDurable.get(row.durable)!);
    }
  }

  const timer = setInterval(() => {
    running ??= pass()
      .catch((err) => logger.warn({ err }, 'Dead letter replay pass failed; will look again'))
      .finally(() => (running = null));
  }, options.intervalMs ?? 2000);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
