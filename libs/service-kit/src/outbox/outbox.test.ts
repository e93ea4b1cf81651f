import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SUBJECTS, type EventEnvelope } from '@tally/contracts';
import { sleep, waitUntil } from '../bus/adapter-test-support';
import type { EventBus } from '../bus/event-bus';
import type { Database } from '../db/db';
import { createTestDatabase, silentLogger } from '../testing';
import { createOutbox, startOutboxRelay } from './outbox';
import { createMessagingTestTables, type messagingTestTables } from './test-tables.sql';

let database: Database;
let table: ReturnType<typeof messagingTestTables>['outbox'];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  ({ outbox: table } = await createMessagingTestTables(database.db, `outbox_${randomBytes(4).toString('hex')}`));
});

/** A bus whose publish the test controls. */
function fakeBus(publish: (event: EventEnvelope) => Promise<void> = async () => undefined) {
  const published: EventEnvelope[] = [];
  const bus: EventBus = {
    kind: 'in-process',
    async publish(event) {
      await publish(event);
      published.push(event);
    },
    subscribe: async () => undefined,
    close: async () => undefined,
  };
  return { bus, published };
}

const rows = () => database.db.select().from(table);

describe('createOutbox', () => {
  it('should add the event only when the transaction commits', async () => {
    const outbox = createOutbox(table);

    const committed = await database.db.transaction((tx) => outbox.add(tx, 'ledger.activity.created', { a: 1 }));
    await database.db
      .transaction(async (tx) => {
        await outbox.add(tx, 'ledger.activity.created', { a: 2 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    expect(await rows()).toEqual([expect.objectContaining({ id: committed, subject: 'ledger.activity.created', payload: { a: 1 }, publishedAt: null, attempts: 0 })]);
  });
});

describe('startOutboxRelay', () => {
  it('should publish events in the order they occurred and mark them published', async () => {
    const outbox = createOutbox(table);
    const ids = await database.db.transaction(async (tx) => [await outbox.add(tx, 'a.b.first', 1), await outbox.add(tx, 'a.b.second', 2), await outbox.add(tx, 'a.b.third', 3)]);
    const { bus, published } = fakeBus();

    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000, batchSize: 2 });
    await waitUntil('all were published', () => published.length === 3);
    await relay.stop();

    expect(published.map((e) => [e.id, e.subject, e.payload])).toEqual([
      [ids[0], 'a.b.first', 1],
      [ids[1], 'a.b.second', 2],
      [ids[2], 'a.b.third', 3],
    ]);
    expect(Date.parse(published[0].occurredAt)).not.toBeNaN();
    expect((await rows()).every((r) => r.publishedAt instanceof Date)).toBe(true);
  });

  it('should publish at once when nudged', async () => {
    const { bus, published } = fakeBus();
    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000 });
    await sleep(100);

    const id = await database.db.transaction((tx) => createOutbox(table).add(tx, 'a.b.c', {}));
    relay.nudge();
    await waitUntil('the event was published', () => published.length === 1);
    await relay.stop();

    expect(published[0].id).toBe(id);
  });

  it('should read the events of a nudge by id, more than a batch of them in the order they occurred, and leave the rest to a scan', async () => {
    const { bus, published } = fakeBus();
    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000, batchSize: 2 });
    await sleep(100);
    const outbox = createOutbox(table);

    // Another replica's commit: nobody nudges this relay for it.
    const other = await database.db.transaction((tx) => outbox.add(tx, 'a.b.other', 'other'));
    const mine = await database.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await outbox.add(tx, 'a.b.mine', i));
      return ids;
    });
    relay.nudge(mine);
    await waitUntil('the nudged events were published', () => published.length === 5);
    await sleep(100);

    expect(published.map((e) => e.id)).toEqual(mine);
    expect((await rows()).find((r) => r.id === other)?.publishedAt).toBeNull();

    relay.nudge();
    await waitUntil('the scan published the other event', () => published.length === 6);
    await relay.stop();
    expect(published[5].id).toBe(other);
  });

  it('should not publish again a nudged event that was published meanwhile (another replica, a scan)', async () => {
    const { bus, published } = fakeBus();
    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000 });
    await sleep(100);
    const outbox = createOutbox(table);

    const [done, waiting] = await database.db.transaction(async (tx) => [await outbox.add(tx, 'a.b.c', 'done'), await outbox.add(tx, 'a.b.c', 'waiting')]);
    await database.db.update(table).set({ publishedAt: new Date() }).where(eq(table.id, done));
    relay.nudge([done, waiting]);
    await waitUntil('the unpublished event was published', () => published.length === 1);
    await sleep(100);
    await relay.stop();

    expect(published.map((e) => e.id)).toEqual([waiting]);
  });

  it('should publish a nudged event whose publish failed on a later scan', async () => {
    let failures = 1;
    const { bus, published } = fakeBus(async () => {
      if (failures-- > 0) throw new Error('bus down');
    });
    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 50 });
    await sleep(100);

    const id = await database.db.transaction((tx) => createOutbox(table).add(tx, 'a.b.c', {}));
    relay.nudge([id]);
    await waitUntil('the event was published', () => published.length === 1);
    await relay.stop();

    expect((await rows())[0]).toMatchObject({ id, attempts: 1 });
  });

  it('should count a failed publish, keep the event and publish it on a later pass', async () => {
    let failures = 1;
    const { bus, published } = fakeBus(async () => {
      if (failures-- > 0) throw new Error('bus down');
    });
    const id = await database.db.transaction((tx) => createOutbox(table).add(tx, 'a.b.c', {}));

    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 50 });
    await waitUntil('the event was published', () => published.length === 1);
    await relay.stop();

    const [row] = await rows();
    expect(row).toMatchObject({ id, attempts: 1 });
    expect(row.publishedAt).toBeInstanceOf(Date);
  });

  it('should never run two passes at once, and let a running pass finish on stop', async () => {
    let active = 0;
    let maxActive = 0;
    const { bus, published } = fakeBus(async () => {
      maxActive = Math.max(maxActive, ++active);
      await sleep(50);
      active--;
    });
    const outbox = createOutbox(table);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await outbox.add(tx, 'a.b.c', i);
    });

    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 10 });
    for (let i = 0; i < 10; i++) relay.nudge();
    await waitUntil('a publish is under way', () => active > 0);
    await relay.stop();
    const countAtStop = published.length;
    const unpublished = (await rows()).filter((r) => r.publishedAt === null).length;

    expect(maxActive).toBe(1);
    expect(active).toBe(0);
    expect(countAtStop + unpublished).toBe(5);
    expect(published.map((e) => e.payload)).toEqual([0, 1, 2, 3, 4].slice(0, countAtStop));
  });

  it("should publish different people's events side by side and each person's in order", async () => {
    let active = 0;
    let maxActive = 0;
    const { bus, published } = fakeBus(async () => {
      maxActive = Math.max(maxActive, ++active);
      await sleep(20);
      active--;
    });
    const outbox = createOutbox(table);
    const [ann, bob] = [randomUUID(), randomUUID()];
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) {
        await outbox.add(tx, 'ledger.activity.created', { userId: ann, n: i });
        await outbox.add(tx, 'ledger.activity.created', { userId: bob, n: i });
      }
    });

    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000 });
    await waitUntil('all were published', () => published.length === 6);
    await relay.stop();

    const of = (userId: string) => published.filter((e) => (e.payload as { userId: string }).userId === userId).map((e) => (e.payload as { n: number }).n);
    expect(of(ann)).toEqual([0, 1, 2]);
    expect(of(bob)).toEqual([0, 1, 2]);
    expect(maxActive).toBe(2);
    expect((await rows()).every((r) => r.publishedAt instanceof Date)).toBe(true);
  });

  it('should delete published events older than the retention', async () => {
    const outbox = createOutbox(table);
    const [old, recent, pending] = await database.db.transaction(async (tx) => [
      await outbox.add(tx, 'a.b.c', 'old'),
      await outbox.add(tx, 'a.b.c', 'recent'),
      await outbox.add(tx, 'a.b.c', 'pending'),
    ]);
    await database.db
      .update(table)
      .set({ publishedAt: sql`now() - interval '8 days'` })
      .where(eq(table.id, old));
    await database.db
      .update(table)
      .set({ publishedAt: sql`now() - interval '1 day'` })
      .where(eq(table.id, recent));
    const { bus, published } = fakeBus();

    const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000 });
    await waitUntil('the pending event was published', () => published.length === 1);
    await waitUntil('the old event was deleted', async () => !(await rows()).some((r) => r.id === old));
    await relay.stop();

    expect((await rows()).map((r) => r.id).sort()).toEqual([recent, pending].sort());
  });

  it.each([SUBJECTS.identityUserDeleted, SUBJECTS.identityUserDataCleared, SUBJECTS.ledgerUserDataCleared])(
    'should delete every published row naming the person once %s of them is published, and keep everyone else’s',
    async (subject) => {
      const outbox = createOutbox(table);
      const [gone, stays] = [randomUUID(), randomUUID()];
      await database.db.transaction(async (tx) => {
        await outbox.add(tx, 'ledger.activity.created', { userId: gone, amount: '25.00', note: 'a note' });
        await outbox.add(tx, 'ledger.activity.created', { userId: stays, amount: '5.00' });
      });
      const { bus, published } = fakeBus();
      const relay = startOutboxRelay({ db: database.db, table, bus, logger: silentLogger(), intervalMs: 60_000 });
      await waitUntil('both were published', () => published.length === 2);

      await database.db.transaction((tx) => outbox.add(tx, subject, { userId: gone, requestId: randomUUID() }));
      relay.nudge();
      await waitUntil('the forgetting event was published', () => published.length === 3);
      await waitUntil("the person's rows are gone", async () => !(await rows()).some((r) => JSON.stringify(r.payload).includes(gone)));
      await relay.stop();

      expect((await rows()).map((r) => (r.payload as { userId: string }).userId)).toEqual([stays]);
    },
  );
});
