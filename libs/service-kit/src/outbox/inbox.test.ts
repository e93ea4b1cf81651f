import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tally/contracts';
import type { Database } from '../db/db';
import { createTestDatabase } from '../testing';
import { idempotent } from './inbox';
import { createMessagingTestTables, type messagingTestTables } from './test-tables.sql';

let database: Database;
let tables: ReturnType<typeof messagingTestTables>;

beforeAll(async () => {
  database = await createTestDatabase();
  tables = await createMessagingTestTables(database.db, `inbox_${randomBytes(4).toString('hex')}`);
});
afterAll(async () => {
  await database?.close();
});

const event = (): EventEnvelope => ({ id: randomUUID(), subject: 'a.b.c', occurredAt: new Date().toISOString(), payload: {} });

describe('idempotent', () => {
  it('should run the handler once per message id and durable', async () => {
    const calls: string[] = [];
    const one = idempotent({ db: database.db, inbox: tables.inbox, durable: 'svc-one' }, async () => void calls.push('one'));
    const two = idempotent({ db: database.db, inbox: tables.inbox, durable: 'svc-two' }, async () => void calls.push('two'));
    const e = event();

    await one(e);
    await one(e);
    await two(e);

    expect(calls).toEqual(['one', 'two']);
  });

  it('should leave no marker when the handler fails, so a redelivery runs it again', async () => {
    let attempt = 0;
    const handle = idempotent({ db: database.db, inbox: tables.inbox, durable: 'svc-flaky' }, async () => {
      if (++attempt === 1) throw new Error('transient');
    });
    const e = event();

    await expect(handle(e)).rejects.toThrow('transient');
    await handle(e);
    await handle(e);

    expect(attempt).toBe(2);
  });

  it('should give the handler the transaction that holds the marker', async () => {
    const durable = 'svc-rollback';
    const e = event();
    const failing = idempotent({ db: database.db, inbox: tables.inbox, durable }, async (_event, tx) => {
      await tx.insert(tables.inbox).values({ messageId: `side-${e.id}`, durable });
      throw new Error('after writing');
    });

    await expect(failing(e)).rejects.toThrow('after writing');

    const left = await database.db.select().from(tables.inbox);
    expect(left.filter((r) => r.durable === durable)).toEqual([]);
  });
});
