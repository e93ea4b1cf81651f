import {
  LIMIT_COOLING_OFF_MS,
  LIMIT_FIELDS,
  LIMIT_PERIODS,
  SUBJECTS,
  coolingOffEnds,
  isLimitLoosened,
  type LimitPeriod,
  type PendingLimitChange,
  type Settings,
  type SettingsState,
} from '@tally/contracts';
import type { JobDefinition, WorkScope } from '@tally/service-kit';
import type { AlertsContext } from './alerts-context';
import type { AlertsRepos } from './alerts-work';
import { checkSpendLimits } from './check-spend-limits';
import { readSettingsState } from './settings-state';

const APPLY_JOB = 'apply-pending-limit';
const applyJobId = (userId: string, change: PendingLimitChange) => `limit-${userId}-${change.period}-${Date.parse(change.effectiveAt)}`;

/**
 * Saves a change. Setting or lowering a limit takes effect at once (and cancels a raise that was
 * waiting); raising or removing one waits 24 hours, the cooling-off Australian operators must give
 * under the national framework, so a decision made in the heat of a session cannot undo it. Limits
 * are re-checked at once, so lowering one below today's spend alerts now, not at the next stake.
 */
export async function updateSettings(ctx: AlertsContext, userId: string, patch: Partial<Settings>, timeZone: string): Promise<SettingsState> {
  const now = ctx.clock();
  return ctx.work.run(async (scope) => {
    const current = await readSettingsState(scope, userId, now);
    const immediate: Partial<Settings> = await takeCooledOff(scope, userId, now);
    for (const period of LIMIT_PERIODS) {
      const field = LIMIT_FIELDS[period];
      if (!(field in patch)) continue;
      const next = patch[field] ?? null;
      const waiting = current.pendingLimitChanges.find((change) => change.period === period);
      if (isLimitLoosened(current[field], next)) {
        const change = { period, limit: next, effectiveAt: coolingOffEnds(now).toISOString() };
        await scope.pendingLimits.put(userId, { period, limit: next, requestedAt: now, effectiveAt: coolingOffEnds(now) });
        await scope.scheduleJob(APPLY_JOB, { userId, ...change }, { jobId: applyJobId(userId, change), delayMs: LIMIT_COOLING_OFF_MS });
      } else {
        immediate[field] = next;
        await scope.pendingLimits.take(userId, period);
      }
      if (waiting) await scope.cancelJob(applyJobId(userId, waiting));
    }
    if (patch.sessionDurationAlerts !== undefined) immediate.sessionDurationAlerts = patch.sessionDurationAlerts;
    if (patch.autoCompleteAILosses !== undefined) immediate.autoCompleteAILosses = patch.autoCompleteAILosses;
    await scope.settings.upsert(userId, immediate);
    const state = await announce(scope, userId, now);
    await checkSpendLimits(scope, ctx.push, userId, now, timeZone);
    return state;
  });
}

/** Keeps the limit in force and drops the raise or removal waiting for the period (if any). */
export async function cancelPendingLimit(ctx: AlertsContext, userId: string, period: LimitPeriod): Promise<SettingsState> {
  const now = ctx.clock();
  return ctx.work.run(async (scope) => {
    const applied = await takeCooledOff(scope, userId, now);
    if (Object.keys(applied).length) await scope.settings.upsert(userId, applied);
    const cancelled = await scope.pendingLimits.take(userId, period);
    if (cancelled) await scope.cancelJob(applyJobId(userId, cancelled));
    return announce(scope, userId, now);
  });
}

/** On account deletion, before the waiting changes go: their jobs go too, through the job outbox (a job's id and data name the person). */
export async function cancelPendingLimitJobs(scope: WorkScope<AlertsRepos>, userId: string): Promise<number> {
  const waiting = await scope.pendingLimits.list(userId);
  for (const change of waiting) await scope.cancelJob(applyJobId(userId, change));
  return waiting.length;
}

/** The job that makes a cooled-off change the saved limit and tells other services, on time. */
export function applyPendingLimitJob(ctx: AlertsContext): JobDefinition<{ userId: string } & PendingLimitChange> {
  return {
    name: APPLY_JOB,
    async process({ userId, period, effectiveAt }) {
      const now = ctx.clock();
      await ctx.work.run(async (scope) => {
        const waiting = (await scope.pendingLimits.list(userId)).find((change) => change.period === period);
        // Replaced by a later request or cancelled since: that one has its own job.
        if (!waiting || waiting.effectiveAt !== effectiveAt || Date.parse(effectiveAt) > now.getTime()) return;
        await scope.settings.upsert(userId, await takeCooledOff(scope, userId, now));
        await announce(scope, userId, now);
      });
    },
  };
}

/** Removes the changes whose cooling-off is over and answers them as settings to save. */
async function takeCooledOff(scope: WorkScope<AlertsRepos>, userId: string, now: Date): Promise<Partial<Settings>> {
  const due: Partial<Settings> = {};
  for (const change of await scope.pendingLimits.list(userId)) {
    if (Date.parse(change.effectiveAt) > now.getTime()) continue;
    due[LIMIT_FIELDS[change.period]] = change.limit;
    await scope.pendingLimits.take(userId, change.period);
  }
  return due;
}

/** Reads the settings after a change and publishes them (ledger keeps a copy to answer forms at once). */
async function announce(scope: WorkScope<AlertsRepos>, userId: string, now: Date): Promise<SettingsState> {
  const state = await readSettingsState(scope, userId, now);
  await scope.publish(SUBJECTS.alertsSettingsChanged, { userId, ...state, changedAt: now.toISOString() });
  return state;
}
