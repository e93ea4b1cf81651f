import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createTestDatabase, eventually, redisTestUrl, type TestDatabase } from '@tally/service-kit/testing';
import { openAlertsProcess } from './helpers/alerts-process';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'helpers', 'raise-limit-then-die.ts');

/** Runs the child and answers how it ended. */
function runUntilKilled(env: Record<string, string>): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const proc = spawn(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.on('data', (chunk) => (output += chunk));
    proc.stderr.on('data', (chunk) => (output += chunk));
    proc.on('error', reject);
    proc.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

describe.each(['embedded', 'distributed'] as const)('a job a commit decides on survives a kill right after that commit (%s mode)', (mode) => {
  let database: TestDatabase;
  const queue = `crash-${randomBytes(4).toString('hex')}`;
  const prefix = `crash${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    if (mode === 'distributed') {
      const redis = new Redis(redisTestUrl());
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  /** Where the run mode keeps a scheduled job: Redis (BullMQ) or alerts' jobs table. */
  async function jobExists(jobId: string): Promise<boolean> {
    if (mode === 'embedded') return (await database.pool.query('select 1 from alerts.jobs where id = $1', [jobId])).rowCount === 1;
    const connection = new Redis(redisTestUrl(), { maxRetriesPerRequest: null });
    const bull = new Queue(queue, { connection, prefix });
    try {
      return Boolean(await bull.getJob(jobId));
    } finally {
      await bull.close();
      await connection.quit();
    }
  }

  it('When the process is killed between the commit of a limit raise and its job, then after a restart the cooling-off job exists', async () => {
    const userId = randomUUID();
    const ended = await runUntilKilled({ DATABASE_URL: database.url, MODE: mode, QUEUE: queue, PREFIX: prefix, USER_ID: userId });
    expect({ signal: ended.signal, output: ended.output }).toEqual({ signal: 'SIGKILL', output: '' });

    // The raise committed…
    const pending = await database.pool.query<{ effective_at: Date }>('select effective_at from alerts.pending_limit_changes where user_id = $1', [userId]);
    expect(pending.rowCount).toBe(1);
    const jobId = `limit-${userId}-daily-${pending.rows[0].effective_at.getTime()}`;

    // …and once alerts runs again, with nobody touching anything, its job is waiting where jobs wait.
    const restarted = await openAlertsProcess({ databaseUrl: database.url, mode, queue, prefix });
    try {
      await eventually('the cooling-off job after the restart', () => jobExists(jobId), 10_000);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
