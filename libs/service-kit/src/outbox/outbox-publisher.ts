import type { EventBus } from '../bus/event-bus';
import type { Db } from '../db/db';
import type { Logger } from '../log/logger';
import { createOutbox, startOutboxRelay, type OutboxRelay } from './outbox';
import type { OutboxTable } from './tables';

export interface OutboxPublisher {
  /** Writes an event in the caller's transaction. */
  add(tx: Db, subject: string, payload: unknown): Promise<string>;
  /** Call after the transaction commits, so the event goes out at once rather than at the next tick. */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

/** A service's outbox and its relay as one thing: what every service wires the same way. */
export function createOutboxPublisher(options: { db: Db; table: OutboxTable; bus: EventBus; logger: Logger }): OutboxPublisher {
  const outbox = createOutbox(options.table);
  let relay: OutboxRelay | undefined;
  return {
    add: (tx, subject, payload) => outbox.add(tx, subject, payload),
    nudge: () => relay?.nudge(),
    start() {
      relay ??= startOutboxRelay(options);
    },
    async stop() {
      await relay?.stop();
      relay = undefined;
    },
  };
}
