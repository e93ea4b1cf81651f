import type { InsightActivityRecord, InsightRecordsResponse, InsightSessionRecord } from '@tally/contracts';

const MINUTE = 60_000;
const at = (iso: string, plusMinutes = 0) => Date.parse(iso) + plusMinutes * MINUTE;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A wager placed at `iso`; `result` settles it `settledAfter` minutes later (a win with its amount, or 'loss'). */
export function wager(
  iso: string,
  amount: string,
  options: { result?: 'loss' | string; settledAfter?: number; subtype?: string; type?: InsightActivityRecord['type'] } = {},
): InsightActivityRecord {
  const settled = options.result !== undefined;
  return {
    type: options.type ?? 'wagering',
    subtype: options.subtype ?? 'Racing',
    amountCents: cents(amount),
    isCompleted: settled,
    isWin: settled ? options.result !== 'loss' : null,
    winCents: settled && options.result !== 'loss' ? cents(options.result!) : null,
    at: at(iso),
    completedAt: settled ? at(iso, options.settledAfter ?? 10) : null,
  };
}

/** A session started at `iso` lasting `minutes`, with deposits at its start and every 5 minutes after, ended with `final` (null: still active). */
export function session(iso: string, minutes: number, deposits: string[], final: string | null, type: InsightSessionRecord['type'] = 'slot'): InsightSessionRecord {
  return {
    type,
    startedAt: at(iso),
    endedAt: final === null ? null : at(iso, minutes),
    depositedCents: deposits.reduce((sum, d) => sum + cents(d), 0),
    finalCents: final === null ? null : cents(final),
    deposits: deposits.map((amount, i) => ({ cents: cents(amount), at: at(iso, i * 5) })),
  };
}

export function records(
  activities: InsightActivityRecord[],
  sessions: InsightSessionRecord[] = [],
  limits: Partial<InsightRecordsResponse['limits']> = {},
): InsightRecordsResponse {
  return { activities, sessions, limits: { dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: null, ...limits } };
}
