import { randomBytes } from 'node:crypto';
import type { Database } from '../db/db';
import { createTestDatabase, eventually, silentLogger } from '../testing';
import { createMessagingTestTables } from '../outbox/test-tables.sql';
import { createJobOutboxWriter, startJobOutboxRelay } from './job-outbox';
import type { JobScheduler, ScheduleOptions } from './job-scheduler';

let database: Database;
let table: Awaited<ReturnType<typeof createMessagingTestTables>>['jobOutbox'];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  ({ jobOutbox: table } = await createMessagingTestTables(database.db, `jobs_${randomBytes(4).toString('hex')}`));
});

/** A scheduler that records what it was handed, and fails while `down` is set. */
function recordingScheduler() {
  const calls: Array<{ op: 'schedule' | 'cancel'; id: string; name?: string; data?: unknown; options?: ScheduleOptions }> = [];
  const state = { down: false };
  const fail = () => {
    if (state.down) throw new Error('Redis is down');
  };
  const jobs: JobScheduler = {
    kind: 'bullmq',
    register: () => undefined,
    async schedule(name, data, options) {
      fail();
      calls.push({ op: 'schedule', id: options.jobId, name, data, options });
    },
    repeat: async () => undefined,
    async cancel(id) {
      fail();
      calls.push({ op: 'cancel', id });
    },
    start: async () => undefined,
    close: async () => undefined,
  };
  return { jobs, calls, state };
}

const waiting = async () => (await database.db.select().from(table)).length;

describe('the job outbox', () => {
  it('should keep a job only when its transaction commits', async () => {
    await database.db.transaction((tx) => createJobOutboxWriter(tx, table).scheduleJob('kept', { a: 1 }, { jobId: 'kept-1' }));
    await database.db
      .transaction(async (tx) => {
        await createJobOutboxWriter(tx, table).scheduleJob('lost', {}, { jobId: 'lost-1' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    expect(await database.db.select().from(table)).toEqual([expect.objectContaining({ op: 'schedule', jobId: 'kept-1', name: 'kept', data: { a: 1 } })]);
  });

  it('should keep a delay of a month (a statement notice), longer than a 32-bit number of ms', async () => {
    const month = 31 * 24 * 60 * 60_000;
    await database.db.transaction((tx) => createJobOutboxWriter(tx, table).scheduleJob('notice', {}, { jobId: 'notice-1', delayMs: month }));
    expect(await database.db.select().from(table)).toEqual([expect.objectContaining({ jobId: 'notice-1', delayMs: month })]);
  });

  it('should refuse an id with a colon inside the transaction, not in the relay', async () => {
    await expect(database.db.transaction((tx) => createJobOutboxWriter(tx, table).scheduleJob('bad', {}, { jobId: 'a:b' }))).rejects.toThrow(/Invalid job id/);
    expect(await waiting()).toBe(0);
  });

  it('should hand rows over in the order written, the delay counted from the write, and delete them', async () => {
    const { jobs, calls } = recordingScheduler();
    await database.db.transaction(async (tx) => {
      const writer = createJobOutboxWriter(tx, table);
      await writer.scheduleJob('mark', { n: 1 }, { jobId: 'mark-1', delayMs: 60_000, attempts: 4 });
      await writer.cancelJob('mark-1');
      await writer.scheduleJob('mark', { n: 2 }, { jobId: 'mark-2' });
    });
    const relay = startJobOutboxRelay({ db: database.db, table, jobs, logger: silentLogger(), intervalMs: 50 });
    try {
      await eventually('all three handed over', async () => calls.length === 3);
      expect(calls.map((c) => `${c.op} ${c.id}`)).toEqual(['schedule mark-1', 'cancel mark-1', 'schedule mark-2']);
      expect(calls[0].options).toMatchObject({ jobId: 'mark-1', attempts: 4 });
      expect(calls[0].options!.delayMs).toBeGreaterThan(50_000);
      expect(calls[0].options!.delayMs).toBeLessThanOrEqual(60_000);
      await eventually('rows deleted', async () => (await waiting()) === 0);
    } finally {
      await relay.stop();
    }
  });

  it('should hand a job id scheduled again in one batch over once, and again after it was cancelled', async () => {
    const { jobs, calls } = recordingScheduler();
    await database.db.transaction(async (tx) => {
      const writer = createJobOutboxWriter(tx, table);
      await writer.scheduleJob('notice', {}, { jobId: 'notice-1' });
      await writer.scheduleJob('notice', {}, { jobId: 'notice-1' });
      await writer.scheduleJob('notice', {}, { jobId: 'notice-2' });
      await writer.cancelJob('notice-1');
      await writer.scheduleJob('notice', {}, { jobId: 'notice-1' });
    });
    const relay = startJobOutboxRelay({ db: database.db, table, jobs, logger: silentLogger(), intervalMs: 50 });
    try {
      await eventually('every row done', async () => (await waiting()) === 0);
      expect(calls.map((c) => `${c.op} ${c.id}`)).toEqual(['schedule notice-1', 'schedule notice-2', 'cancel notice-1', 'schedule notice-1']);
    } finally {
      await relay.stop();
    }
  });

  it('should keep the rows while the scheduler is down and hand them over once it is back', async () => {
    const { jobs, calls, state } = recordingScheduler();
    state.down = true;
    await database.db.transaction((tx) => createJobOutboxWriter(tx, table).scheduleJob('later', {}, { jobId: 'later-1' }));
    const relay = startJobOutboxRelay({ db: database.db, table, jobs, logger: silentLogger(), intervalMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waiting()).toBe(1);
      state.down = false;
      await eventually('handed over after the outage', async () => calls.length === 1);
      await eventually('row deleted', async () => (await waiting()) === 0);
    } finally {
      await relay.stop();
    }
  });
});
