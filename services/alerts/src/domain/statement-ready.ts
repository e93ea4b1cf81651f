import { LRUCache } from 'lru-cache';
import { DEFAULT_TIME_ZONE, monthName } from '@tally/contracts';
import { zonedMonth, zonedMonthKey, type JobDefinition, type WorkScope } from '@tally/service-kit';
import type { AlertsContext } from './alerts-context';
import type { AlertsRepos } from './alerts-work';
import { notify } from './notify';

const READY_JOB = 'statement-ready';
/**
 * How long a notice this process scheduled is taken as still waiting. Scheduling it again is harmless (one job per id)
 * but costs a job-outbox row and a relay pass on every stake; doing it again after a while heals a job the scheduler lost
 * (Redis keeps none of its data through a restart).
 */
const RESCHEDULE_AFTER_MS = 10 * 60_000;

interface ReadyJob {
  userId: string;
  month: string;
  timeZone: string;
}
/** One job per person and month: scheduling it again for every stake of the month keeps the one. */
export const statementJobId = (userId: string, month: string) => `statement-ready-${userId}-${month}`;

/** 'YYYY-MM' moved by whole months. */
function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The notification's words: plain, no judgement. */
export function statementReadyText(month: string): { title: string; message: string } {
  const name = monthName(month);
  return {
    title: `Your ${name} statement is ready`,
    message: `Your activity statement for ${name} is ready in Reports: what you spent and got back, and how the month compares with the Lower-Risk Gambling Guidelines.`,
  };
}

/**
 * "Your statement is ready" when a month closes in the person's zone. Each spend (a stake, ticket, deposit or buy-in)
 * schedules, in its transaction (the job outbox), a delayed job at the first instant of the next month in the zone its event carried
 * (at once for a month already closed). The job speaks only while alerts still counts spend of that month for the
 * person; Clear All Data and account deletion also cancel the waiting jobs (`forget`).
 */
export function statementReady(ctx: AlertsContext) {
  // The notices this process scheduled lately, by job id.
  const scheduledLately = new LRUCache<string, true>({ max: 100_000, ttl: RESCHEDULE_AFTER_MS });
  return {
    /**
     * `entriesInMonth` (from the limit check, the new spend included): the month's first spend always schedules, so a
     * notice cancelled by Clear All Data in any replica comes back with the next spend; a later one schedules only when
     * this process has not done so lately.
     */
    async schedule(scope: WorkScope<AlertsRepos>, userId: string, occurredAt: Date, timeZone: string | undefined, entriesInMonth: number): Promise<void> {
      const zone = timeZone ?? DEFAULT_TIME_ZONE;
      const month = zonedMonthKey(occurredAt, zone);
      const jobId = statementJobId(userId, month);
      if (entriesInMonth > 1 && scheduledLately.has(jobId)) return;
      const closesAt = zonedMonth(month, zone).end.getTime() + 1;
      await scope.scheduleJob<ReadyJob>(READY_JOB, { userId, month, timeZone: zone }, { jobId, delayMs: closesAt - ctx.clock().getTime() });
      scope.afterCommit(() => scheduledLately.set(jobId, true));
    },

    /**
     * Clear All Data and account deletion: cancels the person's waiting notices (with the commit). Run
     * before their spend is deleted. A month in the person's zone is the UTC month of some spend or one
     * beside it, so those are the job ids there can be; cancelling one that does not exist is harmless.
     */
    async forget(scope: WorkScope<AlertsRepos>, userId: string): Promise<number> {
      const months = new Set((await scope.spend.utcMonthsWithSpend(userId)).flatMap((month) => [shiftMonth(month, -1), month, shiftMonth(month, 1)]));
      for (const month of months) {
        await scope.cancelJob(statementJobId(userId, month));
        scheduledLately.delete(statementJobId(userId, month));
      }
      return months.size;
    },

    job(): JobDefinition<ReadyJob> {
      return {
        name: READY_JOB,
        async process({ userId, month, timeZone }) {
          await ctx.work.run(async (scope) => {
            const [spent] = await scope.spend.totals(userId, [zonedMonth(month, timeZone)]);
            if (Number(spent) <= 0) return;
            await notify(scope, ctx.push, {
              userId,
              type: 'monthly_statement_ready',
              ...statementReadyText(month),
              metadata: { month },
              createdAt: ctx.clock(),
              dedupeKey: statementJobId(userId, month),
            });
          });
        },
      };
    },
  };
}
export type StatementReady = ReturnType<typeof statementReady>;
