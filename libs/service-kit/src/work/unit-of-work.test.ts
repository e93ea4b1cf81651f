import { randomBytes, randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { SUBJECTS, type EventEnvelope } from '@tally/contracts';
import { sleep, waitUntil } from '../bus/adapter-test-support';
import type { EventBus } from '../bus/event-bus';
import type { Db } from '../db/db';
import { InputError } from '../errors';
import { createMessagingTestTables, type messagingTestTables } from '../outbox/test-tables.sql';
import { createTestDatabase, silentLogger, type TestDatabase } from '../testing';
import { inAmbientTransaction } from './ambient-transaction';
import { ACCOUNT_DELETED_MESSAGE, actingFor, personHash } from './forgotten-people';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work';

let database: TestDatabase;
let tables: ReturnType<typeof messagingTestTables>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  tables = await createMessagingTestTables(database.db, `uow_${randomBytes(4).toString('hex')}`);
});

/** A stand-in repository over the inbox table: enough to see writes commit or roll back. */
const markers = (db: Db) => ({
  add: (messageId: string) => db.insert(tables.inbox).values({ messageId, durable: 'test' }),
  remove: (prefix: string) => db.delete(tables.inbox).where(like(tables.inbox.messageId, `${prefix}%`)),
  async has(messageId: string) {
    return (await db.select().from(tables.inbox).where(eq(tables.inbox.messageId, messageId))).length > 0;
  },
  /** The id of the transaction this connection is in. */
  async transactionId() {
    return (await db.execute<{ id: string }>(sql`select txid_current()::text as id`)).rows[0].id;
  },
  /** The outbox rows this connection sees (inside a transaction: its own uncommitted ones too). */
  async outboxRows() {
    return (await db.select().from(tables.outbox)).length;
  },
});

function capturingBus() {
  const published: EventEnvelope[] = [];
  const bus: EventBus = {
    kind: 'in-process',
    publish: async (event) => void published.push(event),
    subscribe: async () => undefined,
    close: async () => undefined,
  };
  return { bus, published };
}

/** A unit of work whose relay never polls on its own within a test: only a commit can wake it. */
function startWork(bus: EventBus): UnitOfWork<{ markers: ReturnType<typeof markers> }> {
  const work = createUnitOfWork({ db: database.db, tables, bus, logger: silentLogger(), repositories: (db) => ({ markers: markers(db) }), relayIntervalMs: 600_000 });
  work.start();
  return work;
}

const userId = () => randomUUID();

describe('createUnitOfWork', () => {
  it('should publish an event as soon as its transaction commits, with no call from the caller', async () => {
    const { bus, published } = capturingBus();
    const work = startWork(bus);
    await sleep(100); // the relay's start-up pass is over, so only the commit can wake it
    const who = userId();

    const id = await work.run(async ({ markers, publish }) => {
      await markers.add('m1');
      return publish(SUBJECTS.identityUserDeleted, { userId: who });
    });

    await waitUntil('the event was published', () => published.length === 1, 1000);
    await work.stop();
    expect(published[0]).toMatchObject({ id, subject: SUBJECTS.identityUserDeleted, payload: { userId: who } });
    expect(await work.repos.markers.has('m1')).toBe(true);
  });

  it('should neither keep the writes nor publish the events of a transaction that throws', async () => {
    const { bus, published } = capturingBus();
    const work = startWork(bus);

    await expect(
      work.run(async ({ markers, publish }) => {
        await markers.add('rolled-back');
        await publish(SUBJECTS.identityUserDeleted, { userId: userId() });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    await sleep(150);
    await work.stop();
    expect(published).toEqual([]);
    expect(await work.repos.markers.has('rolled-back')).toBe(false);
    expect(await database.db.select().from(tables.outbox)).toEqual([]);
  });

  it('should refuse an event whose payload breaks its contract, and roll the change back', async () => {
    const { bus } = capturingBus();
    const work = startWork(bus);

    await expect(
      work.run(async ({ markers, publish }) => {
        await markers.add('bad-event');
        await publish(SUBJECTS.identityUserDeleted, { userId: 'not-a-uuid' });
      }),
    ).rejects.toThrow();

    await work.stop();
    expect(await work.repos.markers.has('bad-event')).toBe(false);
  });
});

describe('WorkScope.afterCommit', () => {
  it('should run its callbacks once the transaction has committed, before run() returns, and never after a rollback', async () => {
    const work = startWork(capturingBus().bus);
    const seen: string[] = [];

    const result = await work.run(async ({ markers, afterCommit }) => {
      afterCommit(() => seen.push('committed'));
      await markers.add('kept');
      // Still inside the transaction: the callback has not run yet.
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['committed']);

    await expect(
      work.run(async ({ afterCommit }) => {
        afterCommit(() => seen.push('rolled back'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await work.stop();
    expect(seen).toEqual(['committed']);
  });
});

describe('WorkScope.beforeCommit', () => {
  const writeLast = (messageId: string) => sql`insert into ${tables.inbox} (message_id, durable) values (${messageId}, 'test') returning message_id as "messageId"`;

  it('should end the transaction with its statement, built once the work is done, sent with the outbox rows, and hand it its rows', async () => {
    const work = startWork(capturingBus().bus);
    const returned: unknown[] = [];
    let workDone = false;

    await work.run(async ({ beforeCommit, publish }) => {
      beforeCommit(() => ({ statement: writeLast(workDone ? 'written last' : 'built too early'), returned: (rows) => returned.push(...rows) }));
      const at = new Date().toISOString();
      await publish(SUBJECTS.ledgerActivityDeleted, { userId: userId(), activityId: randomUUID(), type: 'lottery', amount: '12.50', createdAt: at, deletedAt: at });
      workDone = true;
    });
    await work.run(async ({ beforeCommit }) => beforeCommit(() => ({ statement: writeLast('written without events') })));
    await work.run(async ({ beforeCommit }) => beforeCommit(() => undefined));
    await work.stop();

    expect(returned).toEqual([{ messageId: 'written last' }]);
    expect(await markers(database.db).has('written last')).toBe(true);
    expect(await markers(database.db).has('written without events')).toBe(true);
    expect(await markers(database.db).outboxRows()).toBe(1);
  });

  it('should roll the work and its events back when its statement fails', async () => {
    const work = startWork(capturingBus().bus);

    await expect(
      work.run(async ({ markers, beforeCommit, publish }) => {
        await markers.add('rolled back with the last write');
        const at = new Date().toISOString();
        await publish(SUBJECTS.ledgerActivityDeleted, { userId: userId(), activityId: randomUUID(), type: 'lottery', amount: '12.50', createdAt: at, deletedAt: at });
        beforeCommit(() => ({ statement: sql`insert into ${tables.inbox} (message_id, durable) values (null, 'test') returning 1` }));
      }),
    ).rejects.toThrow();
    await work.stop();

    expect(await markers(database.db).has('rolled back with the last write')).toBe(false);
    expect(await markers(database.db).outboxRows()).toBe(0);
  });
});

describe('UnitOfWork.runBatch', () => {
  it("should write several people's requests in one transaction, naming those identity has deleted, outside any ambient transaction", async () => {
    const work = startWork(capturingBus().bus);
    const [gone, a, b] = [userId(), userId(), userId()];
    const forget = work.consume(SUBJECTS.identityUserDeleted, 'svc-deleted-batch', async () => undefined);
    await forget.handle(
      { id: randomUUID(), subject: SUBJECTS.identityUserDeleted, occurredAt: new Date().toISOString(), payload: { userId: gone } },
      { logger: silentLogger(), deliveryCount: 1 },
    );

    let named: string[] = [];
    await inAmbientTransaction(database.db, async () => {
      await work.runBatch([a, gone, b, a], async ({ markers }, forgotten) => {
        named = [...forgotten];
        for (const who of [a, b]) await markers.add(`${who}-batched`);
      });
      // The batch committed on its own: the ambient transaction around it is rolled back.
      throw new Error('the request around it fails');
    }).catch(() => undefined);
    await work.stop();

    expect(named).toEqual([gone]);
    expect(await work.repos.markers.has(`${a}-batched`)).toBe(true);
    expect(await work.repos.markers.has(`${b}-batched`)).toBe(true);
  });
});

describe('UnitOfWork.run inside an ambient transaction (an idempotent write)', () => {
  it('should write in the ambient transaction itself: committed with it, after-commit callbacks after it', async () => {
    const work = startWork(capturingBus().bus);
    const seen: string[] = [];
    await inAmbientTransaction(database.db, async (tx) => {
      await work.run(async ({ markers, afterCommit }) => {
        afterCommit(() => seen.push('committed'));
        await markers.add('joined');
      });
      // The same connection and transaction: the joined write is visible here before anything commits.
      expect((await tx.select().from(tables.inbox).where(eq(tables.inbox.messageId, 'joined'))).length).toBe(1);
      expect(seen).toEqual([]);
    });
    await work.stop();
    expect(seen).toEqual(['committed']);
    expect(await work.repos.markers.has('joined')).toBe(true);
  });

  it('should roll the whole transaction back when a joined work throws, even if the caller catches the error', async () => {
    const work = startWork(capturingBus().bus);
    const before = (tx: Db) => tx.insert(tables.inbox).values({ messageId: 'key-row', durable: 'test' });
    await expect(
      inAmbientTransaction(database.db, async (tx) => {
        await before(tx);
        await work
          .run(async ({ markers }) => {
            await markers.add('half-done');
            throw new InputError('refused half way');
          })
          .catch(() => undefined);
        return 'answered anyway';
      }),
    ).rejects.toThrow('refused half way');
    await work.stop();
    expect(await work.repos.markers.has('half-done')).toBe(false);
    expect(await work.repos.markers.has('key-row')).toBe(false);
  });
});

describe('UnitOfWork.once', () => {
  const event = (): EventEnvelope => ({ id: randomUUID(), subject: 'a.b.c', occurredAt: new Date().toISOString(), payload: {} });

  it('should run the handler once per message id and durable', async () => {
    const work = startWork(capturingBus().bus);
    const calls: string[] = [];
    const one = work.once('svc-one', async () => void calls.push('one'));
    const two = work.once('svc-two', async () => void calls.push('two'));
    const e = event();

    await one(e);
    await one(e);
    await two(e);

    await work.stop();
    expect(calls).toEqual(['one', 'two']);
  });

  it('should leave no marker and no write when the handler fails, so a redelivery runs it again', async () => {
    const work = startWork(capturingBus().bus);
    let attempt = 0;
    const handle = work.once('svc-flaky', async (e, { markers }) => {
      await markers.add(`side-${e.id}-${attempt}`);
      if (++attempt === 1) throw new Error('transient');
    });
    const e = event();

    await expect(handle(e)).rejects.toThrow('transient');
    await handle(e);
    await handle(e);

    await work.stop();
    expect(attempt).toBe(2);
    expect(await work.repos.markers.has(`side-${e.id}-0`)).toBe(false);
    expect(await work.repos.markers.has(`side-${e.id}-1`)).toBe(true);
  });

  it('should publish what a handler publishes once its transaction commits', async () => {
    const { bus, published } = capturingBus();
    const work = startWork(bus);
    const who = userId();
    const requestId = randomUUID();
    const handle = work.once('svc-forward', async (_e, { publish }) => void (await publish(SUBJECTS.identityUserDataCleared, { userId: who, requestId })));

    await handle(event());

    await waitUntil('the handler event was published', () => published.length === 1, 1000);
    await work.stop();
    expect(published[0]).toMatchObject({ subject: SUBJECTS.identityUserDataCleared, payload: { userId: who, requestId } });
  });

  it('should hand a consumer the payload checked against its contract, and refuse one that breaks it as invalid', async () => {
    const work = startWork(capturingBus().bus);
    const seen: string[] = [];
    const subscription = work.consume(SUBJECTS.identityUserDeleted, 'svc-consume', async ({ userId }) => void seen.push(userId));
    const who = userId();

    await subscription.handle({ ...event(), subject: SUBJECTS.identityUserDeleted, payload: { userId: who } }, { logger: silentLogger(), deliveryCount: 1 });
    const bad = subscription.handle({ ...event(), subject: SUBJECTS.identityUserDeleted, payload: { userId: 'not-a-uuid' } }, { logger: silentLogger(), deliveryCount: 1 });

    await expect(bad).rejects.toBeInstanceOf(InputError);
    await work.stop();
    expect(subscription).toMatchObject({ subject: SUBJECTS.identityUserDeleted, durable: 'svc-consume' });
    expect(seen).toEqual([who]);
  });

  it('should remove the dead letters naming a person when a consumer of their deletion or Clear All Data commits, and keep everyone else’s', async () => {
    const work = startWork(capturingBus().bus);
    const [gone, stays] = [userId(), userId()];
    const deadLetter = (who: string) => ({
      id: randomUUID(),
      durable: 'svc-other',
      eventId: randomUUID(),
      subject: SUBJECTS.ledgerActivityCreated,
      payload: { userId: who, amount: '25.00' },
      occurredAt: new Date(),
      error: 'boom',
      attempts: 10,
    });
    await database.db.insert(tables.deadLetters).values([deadLetter(gone), deadLetter(gone), deadLetter(stays)]);
    const forgotten = work.consume(SUBJECTS.identityUserDeleted, 'svc-forget', async () => undefined);
    await forgotten.handle(
      { id: randomUUID(), subject: SUBJECTS.identityUserDeleted, occurredAt: new Date().toISOString(), payload: { userId: gone } },
      { logger: silentLogger(), deliveryCount: 1 },
    );
    await work.stop();
    const left = await database.db.select().from(tables.deadLetters);
    expect(left.map((row) => (row.payload as { userId: string }).userId)).toEqual([stays]);
  });

  describe('events naming people that arrive together', () => {
    const personEvent = (who: string): EventEnvelope => ({
      id: randomUUID(),
      subject: SUBJECTS.ledgerActivityCreated,
      occurredAt: new Date().toISOString(),
      payload: { userId: who },
    });

    it('should apply them in one transaction, each once, in the order they came', async () => {
      const work = startWork(capturingBus().bus);
      const seen: Array<{ who: string; tx: string }> = [];
      const handle = work.once('svc-batch', async (e, { markers }) => {
        const who = (e.payload as { userId: string }).userId;
        await markers.add(`${who}-applied`);
        seen.push({ who, tx: await markers.transactionId() });
      });
      const people = [userId(), userId(), userId(), userId()];
      const events = people.map(personEvent);
      // The first goes alone at once; the others gather while it is written.
      await Promise.all(events.map((e) => handle(e)));
      await Promise.all(events.map((e) => handle(e)));
      await work.stop();

      expect(seen.map((s) => s.who)).toEqual(people);
      expect(new Set(seen.slice(1).map((s) => s.tx)).size).toBeLessThan(3);
      for (const who of people) expect(await work.repos.markers.has(`${who}-applied`)).toBe(true);
    });

    it('should hand a batch consumer the events that came together in one call, each once, and refuse a broken payload alone', async () => {
      const work = startWork(capturingBus().bus);
      const calls: string[][] = [];
      const subscription = work.consumeBatch(SUBJECTS.identityUserTimeZoneChanged, 'svc-batch-consumer', async (payloads, { markers }) => {
        calls.push(payloads.map((p) => p.userId));
        for (const p of payloads) await markers.add(`${p.userId}-${p.timeZone}`);
      });
      const ctx = { logger: silentLogger(), deliveryCount: 1 };
      const cleared = (who: string): EventEnvelope => ({
        id: randomUUID(),
        subject: SUBJECTS.identityUserTimeZoneChanged,
        occurredAt: new Date().toISOString(),
        payload: { userId: who, timeZone: 'Australia/Perth' },
      });
      const people = [userId(), userId(), userId(), userId()];
      const events = people.map(cleared);
      const broken = { ...cleared(userId()), payload: { userId: 'not a uuid' } };
      const results = await Promise.allSettled([...events, broken].map((e) => subscription.handle(e, ctx)));
      await Promise.all(events.map((e) => subscription.handle(e, ctx)));
      await work.stop();

      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      expect((results[4] as PromiseRejectedResult).reason).toBeInstanceOf(InputError);
      expect(calls.flat()).toEqual(people);
      expect(calls.length).toBeLessThan(people.length);
    });

    it('should fail only the event whose handler throws, and keep the others of its batch', async () => {
      const work = startWork(capturingBus().bus);
      const [ok1, broken, ok2] = [userId(), userId(), userId()];
      const handle = work.once('svc-batch-broken', async (e, { markers }) => {
        const who = (e.payload as { userId: string }).userId;
        await markers.add(`${who}-applied`);
        if (who === broken) throw new Error('this one is broken');
      });
      const results = await Promise.allSettled([ok1, broken, ok2].map((who) => handle(personEvent(who))));
      await work.stop();

      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await work.repos.markers.has(`${ok1}-applied`)).toBe(true);
      expect(await work.repos.markers.has(`${ok2}-applied`)).toBe(true);
      expect(await work.repos.markers.has(`${broken}-applied`)).toBe(false);
    });
  });

  describe('a person identity has deleted', () => {
    const deliver = (
      subscription: { handle: (event: EventEnvelope, ctx: { logger: ReturnType<typeof silentLogger>; deliveryCount: number }) => Promise<void> },
      payload: object,
      subject: string = SUBJECTS.identityUserDeleted,
    ) => subscription.handle({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload }, { logger: silentLogger(), deliveryCount: 1 });
    /** The person's markers (their "rows"): message ids that start with their id. */
    const rowsOf = async (who: string) => (await database.db.select().from(tables.inbox)).filter((row) => row.messageId.startsWith(who)).map((row) => row.messageId);
    const deletion = (work: ReturnType<typeof startWork>) =>
      work.consume(SUBJECTS.identityUserDeleted, 'svc-deleted', async ({ userId: who }, scope) => {
        await scope.markers.remove(who);
      });

    it('should refuse their signed-in writes with 401 and leave no row, apply no late event of theirs, and still take everyone else’s', async () => {
      const work = startWork(capturingBus().bus);
      const [gone, stays] = [userId(), userId()];
      await deliver(deletion(work), { userId: gone });
      const late = work.once('svc-late', async (event, scope) => void (await scope.markers.add(`${(event.payload as { userId: string }).userId}-late`)));

      const write = actingFor(gone, () => work.run(({ markers }) => markers.add(`${gone}-write`)));
      await late({ id: randomUUID(), subject: SUBJECTS.ledgerActivityCreated, occurredAt: new Date().toISOString(), payload: { userId: gone } });
      await actingFor(stays, () => work.run(({ markers }) => markers.add(`${stays}-write`)));
      await late({ id: randomUUID(), subject: SUBJECTS.ledgerActivityCreated, occurredAt: new Date().toISOString(), payload: { userId: stays } });
      await work.stop();

      await expect(write).rejects.toMatchObject({ status: 401, message: ACCOUNT_DELETED_MESSAGE });
      expect(await rowsOf(gone)).toEqual([]);
      expect((await rowsOf(stays)).sort()).toEqual([`${stays}-late`, `${stays}-write`]);
      const tombstones = await database.db.select().from(tables.forgottenPeople);
      expect(tombstones.map((t) => t.userHash)).toEqual([personHash(gone)]);
      expect(JSON.stringify(tombstones)).not.toContain(gone);
    });

    it('should let a write under way when the deletion arrives commit first, then delete its row with the rest', async () => {
      const work = startWork(capturingBus().bus);
      const who = userId();
      let release: () => void = () => {};
      let started: () => void = () => {};
      const writing = new Promise<void>((resolve) => (started = resolve));
      const write = actingFor(who, () =>
        work.run(async ({ markers }) => {
          await markers.add(`${who}-racing`);
          started();
          await new Promise<void>((resolve) => (release = resolve));
        }),
      );
      await writing;
      let deleted = false;
      const deleting = deliver(deletion(work), { userId: who }).then(() => void (deleted = true));
      await sleep(300);
      const waitedForTheWrite = !deleted;
      release();
      await write;
      await deleting;
      await work.stop();

      expect(waitedForTheWrite).toBe(true);
      expect(await rowsOf(who)).toEqual([]);
    });

    it('should hold a write and an event that arrive during the deletion until it commits, then refuse both (they read the tombstone after the lock)', async () => {
      const work = startWork(capturingBus().bus);
      const who = userId();
      let release: () => void = () => {};
      let deletingNow: () => void = () => {};
      const inside = new Promise<void>((resolve) => (deletingNow = resolve));
      const slowDeletion = work.consume(SUBJECTS.identityUserDeleted, 'svc-deleted', async ({ userId: gone }, scope) => {
        await scope.markers.remove(gone);
        deletingNow();
        await new Promise<void>((resolve) => (release = resolve));
      });
      const deleting = deliver(slowDeletion, { userId: who });
      await inside;
      const late = work.once('svc-late', async (event, scope) => void (await scope.markers.add(`${(event.payload as { userId: string }).userId}-late`)));
      const write = actingFor(who, () => work.run(({ markers }) => markers.add(`${who}-write`)));
      const event = late({ id: randomUUID(), subject: SUBJECTS.ledgerActivityCreated, occurredAt: new Date().toISOString(), payload: { userId: who } });
      await sleep(300);
      release();
      await deleting;
      await expect(write).rejects.toMatchObject({ status: 401, message: ACCOUNT_DELETED_MESSAGE });
      await event;
      await work.stop();

      expect(await rowsOf(who)).toEqual([]);
    });
  });
});
