import { randomUUID } from 'node:crypto';
import type { InsightActivityRecord, InsightRecordsResponse, InsightSessionRecord } from '@tally/contracts';

const MINUTE = 60_000;
const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * MINUTE).toISOString();

/** A wager placed at `iso`; `result` settles it `settledAfter` minutes later (a win with its amount, or 'loss'). */
export function wager(
  iso: string,
  amount: string,
  options: { result?: 'loss' | string; settledAfter?: number; subtype?: string; type?: InsightActivityRecord['type'] } = {},
): InsightActivityRecord {
  const settled = options.result !== undefined;
  return {
    id: randomUUID(),
    type: options.type ?? 'wagering',
    subtype: options.subtype ?? 'Racing',
    amount,
    isCompleted: settled,
    isWin: settled ? options.result !== 'loss' : null,
    winAmount: settled && options.result !== 'loss' ? options.result! : null,
    createdAt: at(iso),
    completedAt: settled ? at(iso, options.settledAfter ?? 10) : null,
  };
}

/** A session started at `iso` lasting `minutes`, with deposits at its start and every 5 minutes after, ended with `final` (null: still active). */
export function session(iso: string, minutes: number, deposits: string[], final: string | null, type: InsightSessionRecord['type'] = 'slot'): InsightSessionRecord {
  const total = deposits.reduce((sum, d) => sum + Math.round(Number(d) * 100), 0);
  return {
    id: randomUUID(),
    type,
    startedAt: at(iso),
    endedAt: final === null ? null : at(iso, minutes),
    totalDeposited: (total / 100).toFixed(2),
    finalAmount: final,
    deposits: deposits.map((amount, i) => ({ amount, createdAt: at(iso, i * 5) })),
  };
}

export function records(
  activities: InsightActivityRecord[],
  sessions: InsightSessionRecord[] = [],
  limits: Partial<InsightRecordsResponse['limits']> = {},
): InsightRecordsResponse {
  return { activities, sessions, limits: { dailySpendLimit: null, weeklySpendLimit: null, monthlySpendLimit: null, ...limits } };
}
