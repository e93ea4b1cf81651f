/**
 * The one way services change data: a use case runs inside `run()`, with repositories bound to a
 * single transaction. Events it publishes are validated against their contract and written to the
 * service's outbox in that same transaction, and the relay is woken as soon as it commits, so a
 * change and its events exist together or not at all, and nothing waits for the relay's next tick.
 */
import { eq, sql } from 'drizzle-orm';
import { parseEventPayload, SUBJECTS, type EventEnvelope, type EventPayload, type Subject } from '@tally/contracts';
import { checkedPayload } from '../bus/consume';
import type { EventBus, Subscription } from '../bus/event-bus';
import type { Db } from '../db/db';
import type { Logger } from '../log/logger';
import { createOutbox, startOutboxRelay, type OutboxRelay } from '../outbox/outbox';
import type { DeadLettersTable, IdempotencyKeysTable, InboxTable, OutboxTable } from '../outbox/tables';
import { ambientTransaction } from './ambient-transaction';

/** What a use case may do besides using its repositories: publish events with the change. */
export interface EventWriter {
  /** Writes the event in the current transaction; it is sent once the transaction commits. Returns its message id. */
  publish<S extends Subject>(subject: S, payload: EventPayload<S>): Promise<string>;
  /**
   * Runs `callback` once the transaction has committed, before run() returns (never after a
   * rollback): for in-process state that must follow the data, such as a read cache.
   */
  afterCommit(callback: () => void): void;
  /** Deletes the service's dead letters whose payload names this person (nothing when the service keeps none). */
  forgetDeadLetters(userId: string): Promise<void>;
  /** Deletes the person's idempotency keys and the answers kept with them (nothing when the service keeps none). */
  forgetIdempotencyKeys(userId: string): Promise<void>;
}

/** The repositories of one transaction, plus `publish`. */
export type WorkScope<R> = R & EventWriter;

export interface UnitOfWork<R> {
  /** Repositories on the pool, for reads (no transaction, nothing to publish). */
  readonly repos: R;
  /**
   * Runs `work` in one transaction; a throw rolls back its writes and its events alike. Inside an
   * idempotent write (the binder's ambient transaction) it runs as a savepoint of that transaction,
   * so the write commits with its Idempotency-Key and first answer.
   */
  run<T>(work: (scope: WorkScope<R>) => Promise<T>): Promise<T>;
  /**
   * An event handler applied at most once per message id for this durable: the "processed"
   * marker, the handler's writes and the events it publishes commit in one transaction, so a
   * redelivery after a crash either finds the marker or finds nothing written.
   */
  once(durable: string, handler: (event: EventEnvelope, scope: WorkScope<R>) => Promise<void>): (event: EventEnvelope) => Promise<void>;
  /**
   * A consumer of `subject` built on `once`, given the payload checked against the subject's
   * contract; a payload that breaks it is an InputError, which the bus drops as invalid.
   */
  consume<S extends Subject>(subject: S, durable: string, handler: (payload: EventPayload<S>, scope: WorkScope<R>) => Promise<void>): Subscription;
  /** Starts the outbox relay (after the service's subscriptions are in place). */
  start(): void;
  /** Stops the relay, letting a running pass finish. */
  stop(): Promise<void>;
}

export interface UnitOfWorkOptions<R> {
  db: Db;
  /**
   * With `deadLetters`, a person's deletion or Clear All Data also removes the dead letters that name them;
   * with `idempotencyKeys`, their idempotency keys and kept answers too.
   */
  tables: { outbox: OutboxTable; inbox: InboxTable; deadLetters?: DeadLettersTable; idempotencyKeys?: IdempotencyKeysTable };
  bus: EventBus;
  logger: Logger;
  /** Builds the service's repositories over a connection: the pool for `repos`, a transaction in `run`. */
  repositories(db: Db): R;
  /** How often the relay looks for events it was not woken for (left by a crash, or a failed publish). */
  relayIntervalMs?: number;
}

/** The subjects after which nothing of the person may stay. */
const FORGETS_PERSON = new Set<Subject>([SUBJECTS.identityUserDeleted, SUBJECTS.identityUserDataCleared]);

export function createUnitOfWork<R extends object>(options: UnitOfWorkOptions<R>): UnitOfWork<R> {
  const { db, tables, bus, logger } = options;
  const outbox = createOutbox(tables.outbox);
  let relay: OutboxRelay | undefined;

  async function transact<T>(work: (tx: Db, scope: WorkScope<R>) => Promise<T>): Promise<T> {
    let published = 0;
    const committed: Array<() => void> = [];
    const ambient = ambientTransaction(db);
    const run = <U>(body: (tx: Db) => Promise<U>) => (ambient ? ambient.tx.transaction(body) : db.transaction(body));
    const result = await run(async (tx) => {
      const scope: WorkScope<R> = {
        ...options.repositories(tx),
        async publish(subject, payload) {
          const id = await outbox.add(tx, subject, parseEventPayload(subject, payload));
          published += 1;
          return id;
        },
        afterCommit(callback) {
          committed.push(callback);
        },
        async forgetDeadLetters(userId) {
          if (tables.deadLetters) await tx.delete(tables.deadLetters).where(sql`${tables.deadLetters.payload}->>'userId' = ${userId}`);
        },
        async forgetIdempotencyKeys(userId) {
          if (tables.idempotencyKeys) await tx.delete(tables.idempotencyKeys).where(eq(tables.idempotencyKeys.userId, userId));
        },
      };
      return work(tx, scope);
    });
    const afterCommit = () => {
      if (published > 0) relay?.nudge();
      for (const callback of committed) callback();
    };
    // Joined work has committed only when the ambient transaction does.
    if (ambient) ambient.afterCommit(afterCommit);
    else afterCommit();
    return result;
  }

  const once: UnitOfWork<R>['once'] = (durable, handler) => (event) =>
    transact(async (tx, scope) => {
      const marked = await tx.insert(tables.inbox).values({ messageId: event.id, durable }).onConflictDoNothing().returning({ messageId: tables.inbox.messageId });
      if (marked.length > 0) await handler(event, scope);
    });

  return {
    repos: options.repositories(db),
    run: (work) => transact((_tx, scope) => work(scope)),
    once,
    consume(subject, durable, handler) {
      return {
        subject,
        durable,
        handle: once(durable, async (event, scope) => {
          const payload = checkedPayload(subject, event);
          await handler(payload, scope);
          // A dead letter keeps its event's payload (amounts, notes): when the person goes, or clears their
          // data, the dead letters naming them go in the same transaction as the service's own rows.
          if (FORGETS_PERSON.has(subject)) {
            const { userId } = payload as { userId: string };
            await scope.forgetDeadLetters(userId);
            // The answers kept with the keys repeat what the person logged: they go with the rest.
            await scope.forgetIdempotencyKeys(userId);
          }
        }),
      };
    },
    start() {
      relay ??= startOutboxRelay({ db, table: tables.outbox, bus, logger, intervalMs: options.relayIntervalMs });
    },
    async stop() {
      await relay?.stop();
      relay = undefined;
    },
  };
}
