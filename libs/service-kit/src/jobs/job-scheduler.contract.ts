/**
 * The behaviour every JobScheduler adapter promises, run by each adapter's test file. Each test
 * gets a fresh store (a schema, a queue); `open()` makes a scheduler over it, twice for the
 * restart test. Schedulers are made with a short retry backoff (about 100 ms) to keep this fast.
 */
import { randomBytes } from 'node:crypto';
import { InputError } from '../errors';
import { sleep, waitUntil } from '../bus/adapter-test-support';
import { DEFAULT_JOB_ATTEMPTS, type JobContext, type JobDefinition, type JobScheduler } from './job-scheduler';

export interface JobStore {
  /** A scheduler over this store (registered definitions are added by the suite). */
  open(): JobScheduler;
  /** Removes the store; schedulers opened on it are closed by the suite first. */
  cleanup(): Promise<void>;
}

interface Run {
  data: unknown;
  ctx: JobContext;
  at: number;
}

/** Runs the shared JobScheduler suite; `makeStore` is called once per test. */
export function runJobSchedulerContract(name: string, makeStore: () => Promise<JobStore>): void {
  describe(`job scheduler contract: ${name}`, () => {
    let store: JobStore;
    const open: JobScheduler[] = [];
    const id = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

    /** Opens a scheduler with one job `name` that records its runs, then starts it. */
    async function started(runs: Run[], fail?: (run: Run) => unknown): Promise<JobScheduler> {
      const scheduler = store.open();
      open.push(scheduler);
      const definition: JobDefinition = {
        name: 'record',
        async process(data, ctx) {
          const run = { data, ctx, at: Date.now() };
          runs.push(run);
          const err = fail?.(run);
          if (err) throw err;
        },
      };
      scheduler.register(definition);
      await scheduler.start();
      return scheduler;
    }

    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
      await store.cleanup();
    });

    it('should run a delayed job after its delay and not before', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs);
      const jobId = id('delayed');

      const scheduledAt = Date.now();
      await scheduler.schedule('record', { n: 1 }, { jobId, delayMs: 800 });
      await waitUntil('the delayed job ran', () => runs.length > 0);

      // When it ran, not when the test looked: a busy machine may wake the test late.
      expect(runs[0].at - scheduledAt).toBeGreaterThanOrEqual(790);
      expect(runs).toHaveLength(1);
      expect(runs[0].data).toEqual({ n: 1 });
      expect(runs[0].ctx).toMatchObject({ jobId, attempt: 1 });
    });

    it('should keep one job when the same jobId is scheduled twice', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs);
      const jobId = id('once');

      await scheduler.schedule('record', 'first', { jobId, delayMs: 200 });
      await scheduler.schedule('record', 'second', { jobId, delayMs: 200 });
      await scheduler.schedule('record', 'later', { jobId: id('later'), delayMs: 600 });
      await waitUntil('the later job ran', () => runs.some((r) => r.data === 'later'));

      expect(runs.map((r) => r.data)).toEqual(['first', 'later']);
    });

    it('should repeat a job until it is cancelled', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs);
      const schedulerId = id('tick');

      await scheduler.repeat(schedulerId, 'record', { tick: true }, { everyMs: 300, startAfterMs: 100 });
      await waitUntil('the job ran three times', () => runs.length >= 3);
      await scheduler.cancel(schedulerId);
      const runsAtCancel = runs.length;
      await sleep(1000);

      expect(runs.every((r) => (r.data as { tick: boolean }).tick)).toBe(true);
      // One run may already have been under way when cancel was called.
      expect(runs.length).toBeLessThanOrEqual(runsAtCancel + 1);
    });

    it('should make the first run of a repeating job one interval after it was set up', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs);
      const schedulerId = id('first');

      const setUpAt = Date.now();
      await scheduler.repeat(schedulerId, 'record', 'tick', { everyMs: 700 });
      await waitUntil('the first run', () => runs.length > 0);
      await scheduler.cancel(schedulerId);

      expect(runs[0].at - setUpAt).toBeGreaterThanOrEqual(690);
    });

    it('should retry a failing job until it succeeds', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs, (run) => run.ctx.attempt < 3 && new Error('flaky'));

      await scheduler.schedule('record', 'x', { jobId: id('flaky'), attempts: 3 });
      await waitUntil('the third attempt ran', () => runs.length === 3);
      await sleep(500);

      expect(runs.map((r) => r.ctx.attempt)).toEqual([1, 2, 3]);
    });

    it('should try a job scheduled without an attempts count DEFAULT_JOB_ATTEMPTS times, long enough to outlast a database pause', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs, () => new Error('database paused'));

      await scheduler.schedule('record', 'x', { jobId: id('paused') });
      await waitUntil('every attempt ran', () => runs.length === DEFAULT_JOB_ATTEMPTS, 15_000);
      await sleep(2000); // past a further retry delay

      expect(runs.map((r) => r.ctx.attempt)).toEqual([1, 2, 3, 4, 5]);
      // The waits double from the first: 1 + 2 + 4 + 8 times the backoff (about 100 ms here; 15 s at the default 1 s).
      expect(runs[4].at - runs[0].at).toBeGreaterThanOrEqual(15 * 90);
    });

    it('should not retry a job that threw InputError', async () => {
      const runs: Run[] = [];
      const scheduler = await started(runs, (run) => run.data === 'bad' && new InputError('bad data'));

      await scheduler.schedule('record', 'bad', { jobId: id('bad'), attempts: 3 });
      await scheduler.schedule('record', 'later', { jobId: id('later'), delayMs: 300 });
      await waitUntil('the later job ran', () => runs.some((r) => r.data === 'later'));
      await sleep(500); // past the first retry delay

      expect(runs.map((r) => r.data)).toEqual(['bad', 'later']);
    });

    it('should run a job scheduled before close once a new scheduler starts on the same store', async () => {
      const runsBefore: Run[] = [];
      const first = await started(runsBefore);
      await first.schedule('record', 'survivor', { jobId: id('survivor'), delayMs: 500 });
      await first.close();

      const runsAfter: Run[] = [];
      await started(runsAfter);
      await waitUntil('the job ran after the restart', () => runsAfter.length > 0);

      expect(runsBefore).toEqual([]);
      expect(runsAfter.map((r) => r.data)).toEqual(['survivor']);
    });
  });
}
