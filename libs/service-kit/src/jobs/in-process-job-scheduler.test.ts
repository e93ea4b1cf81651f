import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/db';
import { sleep, waitUntil } from '../bus/adapter-test-support';
import { createMessagingTestTables } from '../outbox/test-tables.sql';
import { createTestDatabase, silentLogger } from '../testing';
import { createInProcessJobScheduler } from './in-process-job-scheduler';
import { runJobSchedulerContract } from './job-scheduler.contract';

/** The contract and the adapter's own tests on one database, each test in a fresh schema. */
function inProcessSuite(label: string, openDatabase: () => Promise<{ database: Database; close(): Promise<void> }>) {
  describe(`in-process job scheduler on ${label}`, () => {
    let database: Database;
    let closeDatabase: () => Promise<void>;

    beforeAll(async () => {
      ({ database, close: closeDatabase } = await openDatabase());
    });
    afterAll(async () => {
      await closeDatabase?.();
    });

    runJobSchedulerContract(label, async () => {
      const schema = `jobs_${randomBytes(4).toString('hex')}`;
      const { jobs } = await createMessagingTestTables(database.db, schema);
      return {
        open: () => createInProcessJobScheduler({ db: database.db, table: jobs, logger: silentLogger(), pollMs: 50, backoffMs: 100 }),
        cleanup: async () => void (await database.db.execute(sql.raw(`drop schema "${schema}" cascade`))),
      };
    });

    async function freshTable() {
      return (await createMessagingTestTables(database.db, `jobs_${randomBytes(4).toString('hex')}`)).jobs;
    }
    const open = (table: Awaited<ReturnType<typeof freshTable>>) => createInProcessJobScheduler({ db: database.db, table, logger: silentLogger(), pollMs: 20, backoffMs: 50 });

    it('should run each job once when two schedulers share one table', async () => {
      const table = await freshTable();
      const ran: string[] = [];
      const schedulers = [open(table), open(table)];
      for (const scheduler of schedulers) {
        scheduler.register({ name: 'work', process: async (data) => void ran.push(String(data)) });
        await scheduler.start();
      }

      for (let i = 0; i < 20; i++) await schedulers[i % 2].schedule('work', `job-${i}`, { jobId: `job-${i}`, delayMs: 50 });
      await waitUntil('every job ran', () => ran.length >= 20);
      await sleep(200);
      await Promise.all(schedulers.map((s) => s.close()));

      expect([...ran].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `job-${i}`).sort());
      expect(await database.db.select().from(table)).toEqual([]);
    });

    it('should keep a job that failed for good, with its error, and ignore the same id afterwards', async () => {
      const table = await freshTable();
      let runs = 0;
      const scheduler = open(table);
      scheduler.register({
        name: 'doomed',
        process: async () => {
          runs++;
          throw new Error('always broken');
        },
      });
      await scheduler.start();

      await scheduler.schedule('doomed', {}, { jobId: 'doomed-1', attempts: 2 });
      await waitUntil('the job gave up', async () => (await database.db.select().from(table))[0]?.done === true);
      await scheduler.schedule('doomed', {}, { jobId: 'doomed-1', attempts: 2 });
      await sleep(200);
      await scheduler.close();

      const [row] = await database.db.select().from(table);
      expect(row).toMatchObject({ id: 'doomed-1', done: true, attempts: 2, lastError: 'always broken' });
      expect(runs).toBe(2);
    });

    it('should not postpone a repeating job when it is set up again at the next start', async () => {
      const table = await freshTable();
      const scheduler = open(table);

      await scheduler.repeat('daily', 'tick', {}, { everyMs: 60_000, startAfterMs: 1_000 });
      const [before] = await database.db.select().from(table);
      await scheduler.repeat('daily', 'tick', { v: 2 }, { everyMs: 60_000 });
      const [after] = await database.db.select().from(table);
      await scheduler.close();

      expect(after.runAt).toEqual(before.runAt);
      expect(after.data).toEqual({ v: 2 });
    });

    it('should refuse a job id containing a colon', async () => {
      const scheduler = open(await freshTable());

      await expect(scheduler.schedule('x', {}, { jobId: 'a:b' })).rejects.toThrow('without');
      await scheduler.close();
    });
  });
}

inProcessSuite('PostgreSQL', async () => {
  const database = await createTestDatabase();
  return { database, close: () => database.close() };
});
