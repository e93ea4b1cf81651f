import type { ActivityCompletedEvent, ActivityCreatedEvent } from '@tally/contracts';
import { SUBJECTS } from '@tally/contracts';
import type { JobDefinition, WorkScope } from '@tally/service-kit';
import type { CheckedActivity } from '../db/schema';
import { checkDueAt } from '../results/check-due-at';
import { decideResult } from '../results/decide-result';
import type { ScannerContext, ScannerRepos } from './scanner-work';

export const RESULT_CHECK_JOB = 'result-check';
export const MAINTENANCE_JOB = 'scanner-maintenance';
/**
 * How often scans are pruned (never logged, or their check finished, SCAN_KEEP_MS ago) and lost
 * check jobs rescheduled.
 */
export const MAINTENANCE_EVERY_MS = 60 * 60_000;
/** A waiting check this far past its time has lost its job (one that failed for good, or Redis data lost). */
const LOST_AFTER_MS = 10 * 60_000;

interface CheckJob {
  activityId: string;
}
/** One job id per attempt: a job scheduling its own retry must not collide with itself. */
export const checkJobId = (activityId: string, attempt: number) => `result-check-${activityId}-${attempt}`;

/**
 * AI result checks of pending tickets. `ledger.activity.created` starts one (a row in
 * `result_checks` and a delayed job at the race or draw time plus a delay); the job decides the
 * result from the sources configured and publishes `scanner.result.checked` through the outbox;
 * `ledger.activity.completed` cancels it. Rows make replays and reordered events harmless: a check
 * is started once, finished once, and never after the activity got its result.
 */
export function resultChecks(ctx: ScannerContext) {
  const schedule = (scope: WorkScope<ScannerRepos>, activityId: string, attempt: number, dueAt: Date) =>
    scope.scheduleJob<CheckJob>(RESULT_CHECK_JOB, { activityId }, { jobId: checkJobId(activityId, attempt), delayMs: Math.max(0, dueAt.getTime() - ctx.clock().getTime()) });

  async function check({ activityId }: CheckJob): Promise<void> {
    const waiting = await ctx.work.repos.resultChecks.get(activityId);
    if (!waiting || waiting.state !== 'waiting' || !waiting.activity) return;
    const scan = waiting.scanId ? await ctx.work.repos.scans.findOwned(waiting.userId, waiting.scanId) : undefined;
    // The sources are asked outside any transaction (they may take seconds); the row decides below.
    const decision = await decideResult(waiting.activity, scan?.lottery ?? null, { lotteryResults: ctx.lotteryResults, asker: ctx.interpreter.asker });
    await ctx.work.run(async (scope) => {
      if (decision.kind === 'not-yet' && waiting.attempts < ctx.delays.retries) {
        const dueAt = new Date(ctx.clock().getTime() + ctx.delays.retryMs);
        if (await scope.resultChecks.retry(activityId, waiting.attempts, dueAt)) {
          ctx.logger.info({ activityId, attempt: waiting.attempts + 1, reason: decision.reason }, 'No result yet; asking again later');
          await schedule(scope, activityId, waiting.attempts + 1, dueAt);
        }
        return;
      }
      if (!(await scope.resultChecks.finish(activityId, waiting.attempts))) return; // replayed, completed or forgotten meanwhile
      const { status, confidence, winAmount, details } =
        decision.kind === 'result'
          ? decision
          : {
              status: 'undetermined' as const,
              confidence: 0,
              winAmount: null,
              details: `The result could not be found (${decision.reason}), so please update this ticket yourself.`,
            };
      const result = { status, confidence, winAmount, details };
      await scope.publish(SUBJECTS.scannerResultChecked, { userId: waiting.userId, activityId, ...result, checkedAt: ctx.clock().toISOString(), ...copied(waiting.activity!) });
      ctx.logger.info({ activityId, status: result.status }, 'Result checked');
    });
  }

  return {
    /** Whether a logged activity waits for a result: its consumer skips any other before a transaction. */
    awaitsResult,

    /** A pending wager or ticket: link its scan (the person's own only) and wait for its result. */
    async created(scope: WorkScope<ScannerRepos>, event: ActivityCreatedEvent): Promise<void> {
      if (!awaitsResult(event)) return;
      const scanId = event.scanId && (await scope.scans.link(event.userId, event.scanId, event.activityId)) ? event.scanId : null;
      const scan = scanId ? await scope.scans.findOwned(event.userId, scanId) : undefined;
      const activity = toCheckedActivity(event);
      const dueAt = checkDueAt(activity, scan?.lottery ?? null, ctx.delays, ctx.clock());
      if (await scope.resultChecks.start({ activityId: event.activityId, userId: event.userId, scanId, activity, dueAt })) await schedule(scope, event.activityId, 0, dueAt);
    },

    /** The activity got its result or was deleted: its waiting check is cancelled (and one arriving later is never started). */
    async completed(scope: WorkScope<ScannerRepos>, event: Pick<ActivityCompletedEvent, 'activityId' | 'userId'>): Promise<void> {
      const waitingAttempt = await scope.resultChecks.complete(event.activityId, event.userId);
      if (waitingAttempt !== null) await scope.cancelJob(checkJobId(event.activityId, waitingAttempt));
    },

    /** Clear All Data and account deletion: the person's scans and checks go, and waiting jobs are cancelled. */
    async forget(scope: WorkScope<ScannerRepos>, userId: string): Promise<{ scans: number; checks: number }> {
      const scans = await scope.scans.deleteForUser(userId);
      const checks = await scope.resultChecks.deleteForUser(userId);
      for (const gone of checks.filter((c) => c.state === 'waiting')) await scope.cancelJob(checkJobId(gone.activityId, gone.attempts));
      return { scans, checks: checks.length };
    },

    jobs(): JobDefinition[] {
      const checkJob: JobDefinition<CheckJob> = { name: RESULT_CHECK_JOB, process: check };
      const maintenance: JobDefinition<Record<string, never>> = {
        name: MAINTENANCE_JOB,
        async process() {
          const now = ctx.clock();
          const keptSince = new Date(now.getTime() - ctx.delays.scanKeepMs);
          const pruned = await ctx.work.run(async (scope) => {
            const unlinked = await scope.scans.pruneUnlinked(keptSince);
            const finishedScans = await scope.resultChecks.pruneFinished(keptSince);
            return { unlinked, finished: await scope.scans.deleteByIds(finishedScans) };
          });
          if (pruned.unlinked + pruned.finished > 0) ctx.logger.info(pruned, 'Removed scans no longer needed');
          for (const lost of await ctx.work.repos.resultChecks.overdue(new Date(now.getTime() - LOST_AFTER_MS))) {
            await ctx.jobs.schedule<CheckJob>(RESULT_CHECK_JOB, { activityId: lost.activityId }, { jobId: checkJobId(lost.activityId, lost.attempts) });
          }
        },
      };
      return [checkJob, maintenance];
    },

    /** Starts the hourly maintenance (idempotent: one scheduler). */
    async startMaintenance(): Promise<void> {
      await ctx.jobs.repeat(MAINTENANCE_JOB, MAINTENANCE_JOB, {}, { everyMs: MAINTENANCE_EVERY_MS });
    },
  };
}
export type ResultChecks = ReturnType<typeof resultChecks>;

/** A pending wager or ticket waits for its result; anything else logged has none to check. */
function awaitsResult(event: Pick<ActivityCreatedEvent, 'isCompleted' | 'type'>): boolean {
  return !event.isCompleted && (event.type === 'wagering' || event.type === 'lottery');
}

function toCheckedActivity(event: ActivityCreatedEvent): CheckedActivity {
  return {
    type: event.type as 'wagering' | 'lottery',
    subtype: event.subtype,
    amount: event.amount,
    racetrack: event.racetrack ?? null,
    raceDate: event.raceDate ?? null,
    raceTime: event.raceTime ?? null,
    raceNumber: event.raceNumber ?? null,
    betType: event.betType ?? null,
    horseNumber: event.horseNumber ?? null,
    horseSelections: event.horseSelections ?? null,
    isBoxed: event.isBoxed ?? null,
    racingSubtype: event.racingSubtype ?? null,
    createdAt: event.createdAt,
    eventAt: event.eventAt ?? null,
  };
}

/** The activity's own words for the notification text. */
const copied = (activity: CheckedActivity) => ({
  type: activity.type,
  subtype: activity.subtype,
  stake: activity.amount,
  racetrack: activity.racetrack,
  raceNumber: activity.raceNumber,
  horseNumber: activity.horseNumber,
  betType: activity.betType,
});
