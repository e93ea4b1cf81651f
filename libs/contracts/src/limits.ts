import { z } from 'zod';
import { LIMIT_ALERT_THRESHOLD, LIMIT_COOLING_OFF_MS, LIMIT_PERIODS } from './constants';
import { MoneyString, toCents } from './money';
import type { Settings } from './entities/settings';

export const LimitPeriod = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** The settings field that holds each period's limit. */
export const LIMIT_FIELDS = {
  daily: 'dailySpendLimit',
  weekly: 'weeklySpendLimit',
  monthly: 'monthlySpendLimit',
} as const satisfies Record<LimitPeriod, keyof Settings>;

/**
 * A raised or removed limit waiting out its cooling-off (24 hours, as the national consumer
 * protection framework asks of operators): `limit` is the new value (null = no limit) and it
 * takes effect at `effectiveAt`. Setting or lowering a limit is never pending.
 */
export const PendingLimitChange = z.object({
  period: LimitPeriod,
  limit: MoneyString.nullable(),
  effectiveAt: z.iso.datetime(),
});
export type PendingLimitChange = z.infer<typeof PendingLimitChange>;

/** How near a limit a person's spend in one period is. */
export const LimitLevel = z.enum(['approaching', 'exceeded']);
export type LimitLevel = z.infer<typeof LimitLevel>;

/** A limit the spend has reached 80% of (approaching) or gone past (exceeded), with the figures. */
export const SpendLimitReached = z.object({
  period: LimitPeriod,
  level: LimitLevel,
  limit: MoneyString,
  spent: z.string().describe('Decimal string, AUD: spend in the period so far'),
});
export type SpendLimitReached = z.infer<typeof SpendLimitReached>;

/** 'exceeded' from 100% of the limit, 'approaching' from 80%, compared in whole cents; null below that or with no limit. */
export function limitLevel(spent: string, limit: string | null): LimitLevel | null {
  if (limit === null) return null;
  const limitCents = toCents(limit);
  const spentCents = toCents(spent);
  if (limitCents === 0n) return null;
  if (spentCents >= limitCents) return 'exceeded';
  if (spentCents * 100n >= limitCents * BigInt(Math.round(LIMIT_ALERT_THRESHOLD * 100))) return 'approaching';
  return null;
}

/** True when the change loosens the limit (raises it or removes it), so it must wait out the cooling-off. */
export function isLimitLoosened(current: string | null, next: string | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return toCents(next) > toCents(current);
}

/** When a loosening asked for at `at` takes effect. */
export const coolingOffEnds = (at: Date): Date => new Date(at.getTime() + LIMIT_COOLING_OFF_MS);

/** The limits in force at `at`: saved ones, with any pending change whose time has come applied. */
export function limitsInForce(settings: Settings, pending: readonly PendingLimitChange[], at: Date): Settings {
  const inForce = { ...settings };
  for (const change of pending) {
    if (Date.parse(change.effectiveAt) <= at.getTime()) inForce[LIMIT_FIELDS[change.period]] = change.limit;
  }
  return inForce;
}
