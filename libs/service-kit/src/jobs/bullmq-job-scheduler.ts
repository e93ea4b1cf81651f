/**
 * The job scheduler of distributed mode: one BullMQ queue per service with a named-processor
 * switch (BullMQ `patterns/named-processor.md`). Repeating jobs are BullMQ 6 job schedulers;
 * `add()` silently ignores `repeat` there (a one-off job instead).
 */
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { InputError } from '../errors';
import type { Logger } from '../log/logger';
import { assertJobId } from './assert-job-id';
import { DEFAULT_JOB_ATTEMPTS, type JobDefinition, type JobScheduler } from './job-scheduler';

export interface BullmqJobSchedulerOptions {
  redisUrl: string;
  queueName: string;
  logger: Logger;
  /** Key prefix in Redis (BullMQ default 'bull'). */
  prefix?: string;
  /** Jobs run at once by this process (default 4). */
  concurrency?: number;
  /** First retry delay, doubled on each further attempt (default 1 s). */
  backoffMs?: number;
}

/** Creates the BullMQ scheduler (kind 'bullmq'); the worker starts pulling on `start()`. */
export function createBullmqJobScheduler(options: BullmqJobSchedulerOptions): JobScheduler {
  const { redisUrl, queueName, prefix, concurrency = 4, backoffMs = 1000 } = options;
  const logger = options.logger.child({ jobs: 'bullmq', queue: queueName });
  const definitions = new Map<string, JobDefinition<any>>();
  const onRedisError = (err: Error) => logger.warn({ err }, 'Redis connection error');
  // Fail fast when Redis is down instead of queueing commands: callers are HTTP requests.
  const queueConnection = new Redis(redisUrl, { enableOfflineQueue: false }).on('error', onRedisError);
  const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null }).on('error', onRedisError);
  const queue = new Queue(queueName, { connection: queueConnection, prefix });
  const worker = new Worker(queueName, processJob, { connection: workerConnection, prefix, concurrency, autorun: false });
  queue.on('error', onRedisError);
  worker.on('error', (err) => logger.error({ err }, 'Worker error'));
  let closed = false;

  const jobOptions = (attempts: number): JobsOptions => ({
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: true,
    removeOnFail: 1000,
  });

  async function processJob(job: Job): Promise<void> {
    const attempt = job.attemptsMade + 1;
    const jobLogger = logger.child({ job: job.name, jobId: job.id, attempt });
    const definition = definitions.get(job.name);
    if (!definition) throw new UnrecoverableError(`No processor registered for job "${job.name}"`);
    try {
      await definition.process(job.data, { jobId: job.id!, attempt, logger: jobLogger });
    } catch (err) {
      const final = err instanceof InputError || attempt >= (job.opts.attempts ?? 1);
      if (final) jobLogger.error({ err }, 'Job failed for good');
      else jobLogger.warn({ err }, 'Job failed; will retry');
      // UnrecoverableError tells BullMQ not to retry a job whose input is wrong.
      throw err instanceof InputError ? new UnrecoverableError(err.message) : err;
    }
  }

  return {
    kind: 'bullmq',
    register(definition) {
      definitions.set(definition.name, definition);
    },
    async schedule(name, data, { jobId, delayMs = 0, attempts = DEFAULT_JOB_ATTEMPTS }) {
      assertJobId(jobId);
      await queue.add(name, data, { ...jobOptions(attempts), jobId, delay: Math.max(0, delayMs) });
    },
    async repeat(schedulerId, name, data, { everyMs, startAfterMs = everyMs }) {
      assertJobId(schedulerId);
      await queue.upsertJobScheduler(schedulerId, { every: everyMs, startDate: new Date(Date.now() + startAfterMs) }, { name, data, opts: jobOptions(DEFAULT_JOB_ATTEMPTS) });
    },
    async cancel(id) {
      await queue.removeJobScheduler(id);
      // A job that is running right now is locked and stays; it is idempotent and does not repeat.
      await queue.remove(id).catch((err) => logger.warn({ err, jobId: id }, 'Could not remove job'));
    },
    async start() {
      await worker.waitUntilReady();
      worker.run().catch((err) => logger.error({ err }, 'Worker stopped'));
    },
    async ping() {
      // The queue's connection keeps no offline queue, so this fails at once while Redis is unreachable.
      await queueConnection.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      await worker.close();
      await queue.close();
      // BullMQ does not close connections it was given: without this the process never exits.
      await Promise.allSettled([queueConnection.quit(), workerConnection.quit()]);
    },
  };
}
