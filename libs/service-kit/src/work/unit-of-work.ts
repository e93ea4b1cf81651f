/**
 * The one way services change data: a use case runs inside `run()`, with repositories bound to a
 * single transaction. Events it publishes are validated against their contract and written to the
 * service's outbox in that same transaction, and the relay is woken as soon as it commits, so a
 * change and its events exist together or not at all, and nothing waits for the relay's next tick.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { parseEventPayload, SUBJECTS, type EventEnvelope, type EventPayload, type Subject } from '@tally/contracts';
import { checkedPayload } from '../bus/consume';
import type { EventBus, Subscription } from '../bus/event-bus';
import type { Db } from '../db/db';
import type { Logger } from '../log/logger';
import { createJobOutboxWriter, startJobOutboxRelay, type JobOutboxRelay, type JobWriter } from '../jobs/job-outbox';
import type { JobScheduler } from '../jobs/job-scheduler';
import { forgetPublishedEvents, insertStatement, startOutboxRelay, type OutboxRelay } from '../outbox/outbox';
import type { DeadLettersTable, ForgottenPeopleTable, IdempotencyKeysTable, InboxTable, JobOutboxTable, OutboxTable } from '../outbox/tables';
import { keyClaims, type KeyClaims } from '../idempotency/keys-in-transaction';
import { actingPerson, forgottenAmong, lockForDeletion, markEventForPerson, markEventsForPeople, refuseForgotten, rememberForgotten } from './forgotten-people';
import { ambientTransaction } from './ambient-transaction';
import { createWriteBatcher } from './write-batcher';

/** What a use case may do besides using its repositories: publish events with the change. */
export interface EventWriter {
  /** Adds the event to the current transaction (the outbox rows are written when the work ends); it is sent once the transaction commits. Returns its message id. */
  publish<S extends Subject>(subject: S, payload: EventPayload<S>): Promise<string>;
  /**
   * Runs `callback` once the transaction has committed, before run() returns (never after a
   * rollback): for in-process state that must follow the data, such as a read cache.
   */
  afterCommit(callback: () => void): void;
  /**
   * Adds the statement `last` gives (when the work has ended) to the transaction's last round trip, with its outbox rows
   * (one statement: both as data-modifying WITH queries): for a write that takes a lock others wait on (a person's data
   * version), so it is held only until the commit, and costs no round trip of its own. `returned` gets its rows.
   */
  beforeCommit(last: () => LastStatement | undefined): void;
  /** Deletes the service's dead letters whose payload names this person (nothing when the service keeps none). */
  forgetDeadLetters(userId: string): Promise<void>;
  /** Deletes the service's published outbox rows whose payload names this person. */
  forgetPublishedEvents(userId: string): Promise<void>;
  /** Deletes the person's idempotency keys and the answers kept with them (nothing when the service keeps none). */
  forgetIdempotencyKeys(userId: string): Promise<void>;
  /** Claims Idempotency-Keys and keeps answers in this transaction, for a handler that claims its request's key (a batch). */
  readonly keys: KeyClaims;
}

/** A statement a transaction ends with (EventWriter.beforeCommit); it must return rows when `returned` reads them. */
export interface LastStatement {
  statement: SQL;
  returned?(rows: Array<Record<string, unknown>>): void;
}

/** The repositories of one transaction, plus `publish` and the job outbox (`scheduleJob`, `cancelJob`). */
export type WorkScope<R> = R & EventWriter & JobWriter;

export interface UnitOfWork<R> {
  /** Repositories on the pool, for reads (no transaction, nothing to publish). */
  readonly repos: R;
  /**
   * Runs `work` in one transaction; a throw rolls back its writes and its events alike. Inside a
   * signed-in request (`actingFor`), a person identity has deleted is refused with 401 before `work` runs.
   * Inside an idempotent write (the binder's ambient transaction) it runs in that transaction, so the
   * write commits with its Idempotency-Key and first answer; its throw rolls the whole transaction back.
   */
  run<T>(work: (scope: WorkScope<R>) => Promise<T>): Promise<T>;
  /**
   * Runs `work` for several people's requests in one transaction of its own (a write batcher's batch), never joining a
   * request's. `forgotten` names those of `people` identity has deleted (checked as `run` checks one person, in one round
   * trip): the work must refuse their requests and write nothing for them.
   */
  runBatch<T>(people: readonly string[], work: (scope: WorkScope<R>, forgotten: ReadonlySet<string>) => Promise<T>): Promise<T>;
  /**
   * An event handler applied at most once per message id for this durable: the "processed"
   * marker, the handler's writes and the events it publishes commit in one transaction, so a
   * redelivery after a crash either finds the marker or finds nothing written.
   */
  once(durable: string, handler: (event: EventEnvelope, scope: WorkScope<R>) => Promise<void>): (event: EventEnvelope) => Promise<void>;
  /**
   * A consumer of `subject` built on `once`, given the payload checked against the subject's
   * contract; a payload that breaks it is an InputError, which the bus drops as invalid.
   * `appliesTo`: the events the handler acts on. Any other is acknowledged without a transaction or a marker: a
   * handler that would do nothing with it needs no "processed" row, and a redelivery is skipped the same way.
   */
  consume<S extends Subject>(subject: S, durable: string, handler: (payload: EventPayload<S>, scope: WorkScope<R>) => Promise<void>, options?: ConsumeOptions<S>): Subscription;
  /**
   * `consume` for a handler that applies several events at once (one statement for a batch, not one per event): the
   * events of `subject` naming a person that arrive together are handed over in one call, in the order they came, in
   * one transaction, each applied at most once (a redelivery is left out). Not for the subjects that forget a person.
   */
  consumeBatch<S extends Subject>(
    subject: S,
    durable: string,
    handler: (payloads: Array<EventPayload<S>>, scope: WorkScope<R>) => Promise<void>,
    options?: ConsumeOptions<S>,
  ): Subscription;
  /** Starts the outbox relays, events and jobs (after the service's subscriptions are in place). */
  start(): void;
  /** Stops the relay, letting a running pass finish. */
  stop(): Promise<void>;
}

export interface ConsumeOptions<S extends Subject> {
  /** Whether the handler acts on this payload; must decide from the payload alone (no reads). */
  appliesTo?: (payload: EventPayload<S>) => boolean;
}

export interface UnitOfWorkOptions<R> {
  db: Db;
  /**
   * With `deadLetters`, a person's deletion or Clear All Data also removes the dead letters that name them;
   * with `idempotencyKeys`, their idempotency keys and kept answers too. With `forgottenPeople`,
   * `identity.user.deleted` leaves a tombstone: later writes of the person's requests are refused and
   * later events naming them are not applied (work/forgotten-people.ts).
   */
  tables: { outbox: OutboxTable; inbox: InboxTable; deadLetters?: DeadLettersTable; forgottenPeople?: ForgottenPeopleTable; idempotencyKeys?: IdempotencyKeysTable };
  bus: EventBus;
  logger: Logger;
  /** Builds the service's repositories over a connection: the pool for `repos`, a transaction in `run`. */
  repositories(db: Db): R;
  /** How often the relay looks for events it was not woken for (left by a crash, or a failed publish). */
  relayIntervalMs?: number;
  /**
   * The job outbox and the scheduler it drains into: jobs a transaction decides on are written with
   * it (`scope.scheduleJob`), so a crash after the commit cannot lose them. Without it those calls throw.
   */
  jobOutbox?: { table: JobOutboxTable; jobs: JobScheduler };
}

const noKeysTable = async (): Promise<never> => {
  throw new Error('This service keeps no idempotency keys (createUnitOfWork({ tables: { idempotencyKeys } }))');
};
const NO_KEYS: KeyClaims = { claim: noKeysTable, keep: noKeysTable, release: noKeysTable };

/** Event batches of one durable written at once (see `once`). */
const EVENT_BATCHES_AT_ONCE = 1;

/** The subjects after which nothing of the person may stay. */
const FORGETS_PERSON = new Set<Subject>([SUBJECTS.identityUserDeleted, SUBJECTS.identityUserDataCleared]);

export function createUnitOfWork<R extends object>(options: UnitOfWorkOptions<R>): UnitOfWork<R> {
  const { db, tables, bus, logger } = options;
  if (tables.forgottenPeople) assertBesideTombstones(tables.inbox, tables.forgottenPeople);
  let relay: OutboxRelay | undefined;
  let jobRelay: JobOutboxRelay | undefined;
  const noJobOutbox = async () => {
    throw new Error('This service has no job outbox (createUnitOfWork({ jobOutbox }))');
  };

  /**
   * `person`: the one person the work writes for (refused once deleted); `batch`: the people of a batch, checked against
   * the tombstones; `alone` (a batch, or a batch of events): a transaction of its own, never joining a request's.
   */
  async function transact<T>(
    work: (tx: Db, scope: WorkScope<R>, forgotten: ReadonlySet<string>) => Promise<T>,
    who: { person?: string; batch?: readonly string[]; alone?: boolean } = {},
  ): Promise<T> {
    const { person, batch } = who;
    // Events wait for the end of the work and go into the outbox in one statement (a wager sends two, so that is a round trip saved).
    const events: Array<{ id: string; subject: string; payload: unknown }> = [];
    let jobRows = 0;
    const committed: Array<() => void> = [];
    const last: Array<() => LastStatement | undefined> = [];
    const ambient = batch || who.alone ? undefined : ambientTransaction(db);
    const run = <U>(body: (tx: Db) => Promise<U>) => (ambient ? ambient.join(body) : db.transaction(body));
    const result = await run(async (tx) => {
      if (person && tables.forgottenPeople) await refuseForgotten(tx, tables.forgottenPeople, person);
      const forgotten = batch && tables.forgottenPeople ? await forgottenAmong(tx, tables.forgottenPeople, batch) : new Set<string>();
      const jobWriter = options.jobOutbox && createJobOutboxWriter(tx, options.jobOutbox.table);
      const scope: WorkScope<R> = {
        ...options.repositories(tx),
        async scheduleJob(name, data, scheduleOptions) {
          if (!jobWriter) return noJobOutbox();
          await jobWriter.scheduleJob(name, data, scheduleOptions);
          jobRows += 1;
        },
        async cancelJob(jobId) {
          if (!jobWriter) return noJobOutbox();
          await jobWriter.cancelJob(jobId);
          jobRows += 1;
        },
        async publish(subject, payload) {
          const id = randomUUID();
          events.push({ id, subject, payload: parseEventPayload(subject, payload) });
          return id;
        },
        afterCommit(callback) {
          committed.push(callback);
        },
        beforeCommit(callback) {
          last.push(callback);
        },
        async forgetDeadLetters(userId) {
          if (tables.deadLetters) await tx.delete(tables.deadLetters).where(sql`${tables.deadLetters.payload}->>'userId' = ${userId}`);
        },
        forgetPublishedEvents: (userId) => forgetPublishedEvents(tx, tables.outbox, userId),
        async forgetIdempotencyKeys(userId) {
          if (tables.idempotencyKeys) await tx.delete(tables.idempotencyKeys).where(eq(tables.idempotencyKeys.userId, userId));
        },
        keys: tables.idempotencyKeys ? keyClaims(tx, tables.idempotencyKeys) : NO_KEYS,
      };
      const done = await work(tx, scope, forgotten);
      await endWith(tx, events, last);
      return done;
    });
    const afterCommit = () => {
      if (events.length > 0) relay?.nudge(events.map((event) => event.id));
      if (jobRows > 0) jobRelay?.nudge();
      for (const callback of committed) callback();
    };
    // Joined work has committed only when the ambient transaction does.
    if (ambient) ambient.afterCommit(afterCommit);
    else afterCommit();
    return result;
  }

  /** The outbox rows and the last statements: the first of those in the same round trip as the rows. */
  async function endWith(tx: Db, events: Array<{ id: string; subject: string; payload: unknown }>, last: Array<() => LastStatement | undefined>): Promise<void> {
    const statements = last.map((build) => build()).filter((built) => built !== undefined);
    const withRows = events.length > 0 ? statements.shift() : undefined;
    if (withRows) {
      const { rows } = await tx.execute<Record<string, unknown>>(
        sql`with outbox_rows as (${insertStatement(tables.outbox, events)}), last_rows as (${withRows.statement}) ${withRows.returned ? sql`select * from last_rows` : sql`select 1`}`,
      );
      withRows.returned?.(rows);
    } else if (events.length > 0) {
      await tx.execute(insertStatement(tables.outbox, events));
    }
    for (const { statement, returned } of statements) {
      const { rows } = await tx.execute<Record<string, unknown>>(statement);
      returned?.(rows);
    }
  }

  /** The person an event names, when the service keeps tombstones (its events are checked against them). */
  const personOf = (event: EventEnvelope): string | undefined => {
    const userId = (event.payload as { userId?: unknown } | null)?.userId;
    return tables.forgottenPeople && typeof userId === 'string' ? userId : undefined;
  };

  /** One event in a transaction of its own. */
  const onceAlone = (durable: string, handler: (event: EventEnvelope, scope: WorkScope<R>) => Promise<void>) => (event: EventEnvelope) =>
    transact(async (tx, scope) => {
      const forgotten = tables.forgottenPeople;
      const person = personOf(event);
      if (person && event.subject !== SUBJECTS.identityUserDeleted) {
        // The marker, the shared person lock and the tombstone read after it, in one round trip (every event pays it):
        // a late event of a deleted person (published before the deletion, or while the bus was down) would recreate their rows.
        if ((await markEventForPerson(tx, forgotten!, event.id, durable, person)) === 'apply') await handler(event, scope);
        return;
      }
      const marked = await tx.insert(tables.inbox).values({ messageId: event.id, durable }).onConflictDoNothing().returning({ messageId: tables.inbox.messageId });
      if (marked.length === 0) return;
      if (!person) return handler(event, scope);
      await lockForDeletion(tx, person);
      await handler(event, scope);
      await rememberForgotten(tx, forgotten!, person);
    });

  /**
   * A person's events that arrive together (the relay's and the consumer loop's lanes hand several at once) are applied
   * in one transaction: one marker statement for all of them (with each person's lane lock), `apply` with those not
   * applied before, one commit (write-batcher.ts).
   */
  const eventBatches = (durable: string, forgotten: ForgottenPeopleTable, apply: (events: EventEnvelope[], scope: WorkScope<R>) => Promise<void>) =>
    createWriteBatcher<{ event: EventEnvelope; person: string }, void>({
      // One at a time: events wait on nobody, so fewer, larger batches do the most with the cores (measured in embedded
      // mode at 50 connections: with two, batches of 2.5 events and the consumers 10.6 s behind when the load stopped; with one, 6 and 7.8 s).
      maxInFlight: EVENT_BATCHES_AT_ONCE,
      write: (items) =>
        transact(
          async (tx, scope) => {
            const outcomes = await markEventsForPeople(
              tx,
              forgotten,
              durable,
              items.map(({ event, person }) => ({ messageId: event.id, userId: person })),
            );
            const fresh = items.filter((_item, i) => outcomes[i] === 'apply').map(({ event }) => event);
            if (fresh.length > 0) await apply(fresh, scope);
            return items.map(() => ({ ok: true as const, value: undefined }));
          },
          { alone: true },
        ),
    });

  /** Whether an event may share a transaction with others: it names a person and is not their deletion (which locks them alone). */
  const batchable = (event: EventEnvelope): string | undefined => {
    const person = personOf(event);
    return person && event.subject !== SUBJECTS.identityUserDeleted ? person : undefined;
  };

  /** Applies each event once: with others in a batch when it can share one (`apply` then takes them all), else alone. */
  const onceBatched = (durable: string, apply: (events: EventEnvelope[], scope: WorkScope<R>) => Promise<void>) => {
    const alone = onceAlone(durable, (event, scope) => apply([event], scope));
    const batcher = tables.forgottenPeople && eventBatches(durable, tables.forgottenPeople, apply);
    return (event: EventEnvelope): Promise<void> => {
      const person = batchable(event);
      return batcher && person ? batcher.submit({ event, person }) : alone(event);
    };
  };

  const once: UnitOfWork<R>['once'] = (durable, handler) =>
    onceBatched(durable, async (events, scope) => {
      for (const event of events) await handler(event, scope);
    });

  return {
    repos: options.repositories(db),
    run: (work) => transact((_tx, scope) => work(scope), { person: actingPerson() }),
    runBatch: (people, work) => transact((_tx, scope, forgotten) => work(scope, forgotten), { batch: people }),
    once,
    consume(subject, durable, handler, consumeOptions) {
      const handleOnce = once(durable, async (event, scope) => {
        const payload = checkedPayload(subject, event);
        await handler(payload, scope);
        // A dead letter keeps its event's payload (amounts, notes): when the person goes, or clears their
        // data, the dead letters naming them go in the same transaction as the service's own rows.
        // Its published events too (the outbox relay deletes the rest once the answer or the deletion is published).
        if (FORGETS_PERSON.has(subject)) {
          const { userId } = payload as { userId: string };
          await scope.forgetDeadLetters(userId);
          await scope.forgetPublishedEvents(userId);
          // The answers kept with the keys repeat what the person logged: they go with the rest.
          await scope.forgetIdempotencyKeys(userId);
        }
      });
      const appliesTo = consumeOptions?.appliesTo;
      return {
        subject,
        durable,
        handle: appliesTo ? async (event) => (appliesTo(checkedPayload(subject, event)) ? handleOnce(event) : undefined) : handleOnce,
      };
    },
    consumeBatch(subject, durable, handler, consumeOptions) {
      if (FORGETS_PERSON.has(subject)) throw new Error(`${subject} forgets a person: consume it one event at a time`);
      const handleOnce = onceBatched(durable, (events, scope) =>
        handler(
          events.map((event) => checkedPayload(subject, event)),
          scope,
        ),
      );
      const appliesTo = consumeOptions?.appliesTo;
      return {
        subject,
        durable,
        async handle(event) {
          // Checked before it joins a batch: a payload that breaks the contract is refused alone (InputError), not with the others.
          const payload = checkedPayload(subject, event);
          if (appliesTo && !appliesTo(payload)) return;
          return handleOnce(event);
        },
      };
    },
    start() {
      relay ??= startOutboxRelay({ db, table: tables.outbox, bus, logger, intervalMs: options.relayIntervalMs });
      if (options.jobOutbox) jobRelay ??= startJobOutboxRelay({ db, ...options.jobOutbox, logger, intervalMs: options.relayIntervalMs });
    },
    async stop() {
      await relay?.stop();
      relay = undefined;
      await jobRelay?.stop();
      jobRelay = undefined;
    },
  };
}

/** The person-check functions (person-check-functions.ts) write the marker into processed_events in the tombstones' schema. */
function assertBesideTombstones(inbox: InboxTable, forgottenPeople: ForgottenPeopleTable): void {
  const marker = getTableConfig(inbox);
  const tombstones = getTableConfig(forgottenPeople);
  if (marker.name !== 'processed_events' || marker.schema !== tombstones.schema) {
    throw new Error(`The inbox must be processed_events in schema ${tombstones.schema} (the person-check functions write there), not ${marker.schema}.${marker.name}`);
  }
}
