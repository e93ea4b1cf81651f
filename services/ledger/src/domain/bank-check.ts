import {
  BANK_CHECK_SUBTYPE,
  fromCents,
  toCents,
  type BankCheckCategory,
  type BankCheckDecision,
  type BankCheckMonth,
  type BankCheckOperator,
  type BankCheckResponse,
  type KeepBankMonthsRequest,
} from '@tally/contracts';
import type { BankCheckMonthRow } from '../db/schema';
import type { LedgerDeps } from './ledger-work';

/** Tally's spend and return per month ('YYYY-MM') in the person's zone, summed over the statement's four products. */
async function tallyMonths(deps: Pick<LedgerDeps, 'work'>, userId: string, timeZone: string, months: string[]): Promise<Map<string, { spend: bigint; ret: bigint }>> {
  const sums = new Map<string, { spend: bigint; ret: bigint }>();
  if (!months.length) return sums;
  const sorted = [...months].sort();
  const rows = await deps.work.repos.statements.monthTotals(userId, timeZone, { from: `${sorted[0]}-01`, to: `${sorted[sorted.length - 1]}-01` });
  for (const row of rows) {
    const sum = sums.get(row.month) ?? { spend: 0n, ret: 0n };
    sum.spend += toCents(row.spend);
    sum.ret += toCents(row.return);
    sums.set(row.month, sum);
  }
  return sums;
}

/** One kept month beside Tally's figures: the gap is what the bank shows was sent that Tally has no record of. */
export function compareMonth(month: string, rows: BankCheckMonthRow[], tally: { spend: bigint; ret: bigint }, differenceAdded: boolean): BankCheckMonth {
  const sent = rows.reduce((total, r) => total + toCents(r.sent), 0n);
  const cameBack = rows.reduce((total, r) => total + toCents(r.cameBack), 0n);
  const gap = sent > tally.spend ? sent - tally.spend : 0n;
  return {
    month,
    bank: { sent: fromCents(sent), cameBack: fromCents(cameBack), net: fromCents(cameBack - sent) },
    operators: rows.map((r) => ({ operator: r.operator, category: r.category as BankCheckCategory, sent: fromCents(toCents(r.sent)), cameBack: fromCents(toCents(r.cameBack)) })),
    tally: { spend: fromCents(tally.spend), return: fromCents(tally.ret), net: fromCents(tally.ret - tally.spend) },
    gap: fromCents(gap),
    gapShare: sent > 0n ? Math.round(Number((gap * 10000n) / sent)) / 10000 : 0,
    differenceAdded,
  };
}

/** The person's kept months, newest first, each beside what Tally has for it, and their remembered decisions. */
export async function getBankCheck(deps: Pick<LedgerDeps, 'work'>, userId: string, timeZone: string): Promise<BankCheckResponse> {
  const { bankCheck } = deps.work.repos;
  const [rows, decisions, withDifference] = await Promise.all([
    bankCheck.months(userId),
    bankCheck.decisions(userId),
    bankCheck.monthsWithDifference(userId, BANK_CHECK_SUBTYPE, timeZone),
  ]);
  const byMonth = new Map<string, BankCheckMonthRow[]>();
  for (const row of rows) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
  const tally = await tallyMonths(deps, userId, timeZone, [...byMonth.keys()]);
  const added = new Set(withDifference);
  const months = [...byMonth.entries()].map(([month, monthRows]) => compareMonth(month, monthRows, tally.get(month) ?? { spend: 0n, ret: 0n }, added.has(month)));
  return { timeZone, months, decisions };
}

/** One operator once a month: two descriptors of the same operator are summed. */
function mergeOperators(operators: KeepBankMonthsRequest['months'][number]['operators']): BankCheckOperator[] {
  const merged = new Map<string, { category: BankCheckCategory; sent: bigint; cameBack: bigint }>();
  for (const o of operators) {
    const sum = merged.get(o.operator) ?? { category: o.category, sent: 0n, cameBack: 0n };
    sum.sent += toCents(o.sent);
    sum.cameBack += toCents(o.cameBack);
    merged.set(o.operator, sum);
  }
  return [...merged.entries()].map(([operator, s]) => ({ operator, category: s.category, sent: fromCents(s.sent), cameBack: fromCents(s.cameBack) }));
}

/** Keeps the months sent (replacing the same months kept before) and answers the whole comparison. */
export async function keepBankMonths(deps: Pick<LedgerDeps, 'work' | 'clock'>, userId: string, request: KeepBankMonthsRequest, timeZone: string): Promise<BankCheckResponse> {
  const months = request.months.map((m) => ({ month: m.month, operators: mergeOperators(m.operators) }));
  await deps.work.run(({ bankCheck }) => bankCheck.keep(userId, months, deps.clock()));
  return getBankCheck(deps, userId, timeZone);
}

export async function decideDescriptor(deps: Pick<LedgerDeps, 'work' | 'clock'>, userId: string, decision: BankCheckDecision): Promise<BankCheckDecision> {
  await deps.work.run(({ bankCheck }) => bankCheck.decide(userId, decision, deps.clock()));
  return decision;
}
