import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { serverForTest } from '../bus/adapter-test-support';
import { silentLogger } from '../testing';
import { createBullmqJobScheduler } from './bullmq-job-scheduler';
import { runJobSchedulerContract } from './job-scheduler.contract';

const redisUrl = await serverForTest('REDIS_URL', 'redis://127.0.0.1:6379');
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('bullmq job scheduler', () => {
  // Random queue and prefix per test: nothing is shared with other runs on the same Redis.
  runJobSchedulerContract('bullmq', async () => {
    const queueName = `test-${randomBytes(6).toString('hex')}`;
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    return {
      open: () => createBullmqJobScheduler({ redisUrl: redisUrl!, queueName, prefix, logger: silentLogger(), backoffMs: 100 }),
      async cleanup() {
        const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
        const queue = new Queue(queueName, { connection, prefix });
        await queue.obliterate({ force: true });
        await queue.close();
        await connection.quit();
      },
    };
  });
});
