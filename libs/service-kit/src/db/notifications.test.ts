import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing';
import { waitUntil } from '../bus/adapter-test-support';
import { listenForNotifications, type NotificationListener } from './notifications';

describe('listenForNotifications', () => {
  let database: TestDatabase;
  let listener: NotificationListener | undefined;
  const heard: string[] = [];
  const liveness: boolean[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    heard.length = 0;
    liveness.length = 0;
    listener = await listenForNotifications(database, 'test_changes', { notified: (p) => void heard.push(p), live: (l) => void liveness.push(l) }, { retryMs: 50 });
  });
  afterEach(async () => {
    await listener?.close();
    await database.close();
  });

  it('When a transaction notifies, then the payload arrives after the commit and never for a rollback', async () => {
    expect(liveness).toEqual([true]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_changes', 'committed')`);
      await tx.execute(sql`select pg_notify('other_channel', 'elsewhere')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('test_changes', 'rolled back')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.execute(sql`select pg_notify('test_changes', 'last')`);
    await waitUntil('the last notification arrives', () => heard.includes('last'));
    expect(heard).toEqual(['committed', 'last']);
  });

  it('When closed, then it reports not live and hears nothing more', async () => {
    await listener!.close();
    listener = undefined;
    expect(liveness).toEqual([true, false]);
    await database.db.execute(sql`select pg_notify('test_changes', 'after close')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });

  it('When its connection is killed, then it reports not live, listens again and hears later notifications', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    } finally {
      await admin.end();
    }
    await waitUntil('it listens again', () => liveness.length >= 3);
    expect(liveness).toEqual([true, false, true]);
    await database.db.execute(sql`select pg_notify('test_changes', 'after reconnect')`);
    await waitUntil('a notification after the reconnect arrives', () => heard.includes('after reconnect'));
  });
});
