import { DEFAULT_TIME_ZONE, type SessionDepositAddedEvent, type SessionDepositChangedEvent, type SessionEndedEvent, type SessionStartedEvent } from '@tally/contracts';
import type { JobDefinition, WorkScope } from '@tally/service-kit';
import type { AlertsContext } from './alerts-context';
import type { AlertsRepos } from './alerts-work';
import { isLateNight } from './late-night';
import { notify } from './notify';
import { isCheckInMark, nextSessionMark } from './session-alert-marks';
import { lateNightText, sessionAlertText } from './session-alert-text';
import { readSettingsState } from './settings-state';

const ALERT_JOB = 'session-alert';
const SWEEP_JOB = 'session-alert-sweep';
/**
 * How often the sweep looks for marks whose job is overdue (a job that failed for good, or Redis data lost);
 * a crash right after a commit no longer loses one, since marks are scheduled through the job outbox.
 */
export const SWEEP_EVERY_MS = 60_000;

interface MarkJob {
  sessionId: string;
  minutes: number;
}
const alertJobId = (sessionId: string, minutes: number) => `session-${sessionId}-${minutes}`;

/**
 * Session-duration alerts as a chain of one delayed job per minute mark (30, 45, 60, 90, 120…):
 * each job writes its notification and schedules the next, and the mark waiting is kept on the
 * session's timer row so ending the session cancels it. Jobs live in Redis (BullMQ) or the jobs
 * table, so a restart loses none; a notification's dedupe key makes a replayed job harmless.
 */
export function sessionAlerts(ctx: AlertsContext) {
  const scheduleMark = (scope: WorkScope<AlertsRepos>, sessionId: string, minutes: number, startedAt: Date) =>
    scope.scheduleJob<MarkJob>(
      ALERT_JOB,
      { sessionId, minutes },
      { jobId: alertJobId(sessionId, minutes), delayMs: startedAt.getTime() + minutes * ctx.minuteMs - ctx.clock().getTime() },
    );

  return {
    async started(scope: WorkScope<AlertsRepos>, event: SessionStartedEvent): Promise<void> {
      const startedAt = new Date(event.startedAt);
      const first = nextSessionMark(0)!;
      const isNew = await scope.sessionTimers.start({
        sessionId: event.sessionId,
        userId: event.userId,
        sessionType: event.type,
        startedAt,
        nextMinutes: first,
        timeZone: event.timeZone ?? null,
      });
      if (isNew) await scheduleMark(scope, event.sessionId, first, startedAt);
    },

    async ended(scope: WorkScope<AlertsRepos>, event: Pick<SessionEndedEvent, 'sessionId' | 'userId' | 'type' | 'endedAt'>): Promise<void> {
      const waiting = await scope.sessionTimers.end({ sessionId: event.sessionId, userId: event.userId, sessionType: event.type, endedAt: new Date(event.endedAt) });
      if (waiting !== null) await scope.cancelJob(alertJobId(event.sessionId, waiting));
    },

    async deposited(scope: WorkScope<AlertsRepos>, event: SessionDepositAddedEvent): Promise<void> {
      await scope.sessionTimers.raiseTotal({ sessionId: event.sessionId, userId: event.userId, sessionType: event.sessionType, totalDeposited: event.totalDeposited });
    },

    /** A deposit corrected or deleted: the running total the duration alerts quote is the session's new one. */
    async totalCorrected(scope: WorkScope<AlertsRepos>, event: SessionDepositChangedEvent): Promise<void> {
      await scope.sessionTimers.setTotal({ sessionId: event.sessionId, userId: event.userId, sessionType: event.sessionType, totalDeposited: event.totalDeposited });
    },

    jobs(): JobDefinition[] {
      const alert: JobDefinition<MarkJob> = {
        name: ALERT_JOB,
        async process({ sessionId, minutes }) {
          const now = ctx.clock();
          await ctx.work.run(async (scope) => {
            const timer = await scope.sessionTimers.get(sessionId);
            // Ended, forgotten, or a stale job of a mark already handled: nothing to say.
            if (!timer?.startedAt || timer.endedAt || timer.nextMinutes !== minutes) return;
            const settings = await readSettingsState(scope, timer.userId, now);
            // A start event from before events carried the zone reads in the default one.
            const timeZone = timer.timeZone ?? DEFAULT_TIME_ZONE;
            if (settings.sessionDurationAlerts) {
              const metadata = { sessionId, sessionType: timer.sessionType, minutes, spent: timer.totalDeposited };
              await notify(scope, ctx.push, {
                userId: timer.userId,
                type: 'session_duration',
                ...sessionAlertText(minutes, timer.sessionType, timer.totalDeposited),
                metadata: { ...metadata, checkIn: isCheckInMark(minutes) },
                createdAt: now,
                dedupeKey: `session-${sessionId}-${minutes}`,
              });
              if (isLateNight(now, timeZone)) {
                await notify(scope, ctx.push, {
                  userId: timer.userId,
                  type: 'session_late_night',
                  ...lateNightText(timer.sessionType),
                  metadata,
                  createdAt: now,
                  dedupeKey: `session-${sessionId}-late-night`,
                });
              }
            }
            // The chain goes on while alerts are off, so turning them back on mid-session works.
            const next = nextSessionMark(minutes);
            await scope.sessionTimers.setNextMinutes(sessionId, next);
            if (next !== null) await scheduleMark(scope, sessionId, next, timer.startedAt);
          });
        },
      };
      const sweep: JobDefinition<Record<string, never>> = {
        name: SWEEP_JOB,
        async process() {
          const overdue = await ctx.work.repos.sessionTimers.overdue(ctx.clock(), ctx.minuteMs, SWEEP_EVERY_MS);
          for (const timer of overdue) {
            await ctx.jobs.schedule<MarkJob>(ALERT_JOB, { sessionId: timer.sessionId, minutes: timer.nextMinutes }, { jobId: alertJobId(timer.sessionId, timer.nextMinutes) });
          }
        },
      };
      return [alert, sweep];
    },

    /** Starts the sweep (idempotent: each start keeps one scheduler). */
    async startSweep(): Promise<void> {
      await ctx.jobs.repeat(SWEEP_JOB, SWEEP_JOB, {}, { everyMs: SWEEP_EVERY_MS });
    },

    /** Clear All Data and account deletion: the person's timers go and their waiting marks are cancelled. */
    async forget(scope: WorkScope<AlertsRepos>, userId: string): Promise<number> {
      const timers = await scope.sessionTimers.deleteForUser(userId);
      for (const timer of timers) {
        if (timer.nextMinutes !== null && !timer.endedAt) await scope.cancelJob(alertJobId(timer.sessionId, timer.nextMinutes));
      }
      return timers.length;
    },
  };
}
export type SessionAlerts = ReturnType<typeof sessionAlerts>;
