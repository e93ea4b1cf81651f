import { toCents, type InsightBankMonth } from '@tally/contracts';
import { route } from '@tally/service-kit';
import type { BankCheckMonthRow } from '../db/schema';
import type { LedgerDeps } from '../domain/ledger-work';

/** The bank check's kept months, summed over operators, in cents (what insights compares logged spend with). */
function bankMonths(rows: BankCheckMonthRow[]): InsightBankMonth[] {
  const sums = new Map<string, bigint>();
  for (const row of rows) sums.set(row.month, (sums.get(row.month) ?? 0n) + toCents(row.sent));
  return [...sums.entries()].map(([month, cents]) => ({ month, sentCents: Number(cents) }));
}

/**
 * Insights asks here, with the person's own service token, for the records its markers are computed
 * from (ADR 0006): the gateway forwards only /api/*, so no browser reaches it, and the token names
 * whose records these are.
 */
export function insightRecordsRoutes(deps: Pick<LedgerDeps, 'work'>) {
  return [
    route('listInsightRecords', async ({ userId, query: { since } }) => {
      const [records, banked] = await Promise.all([deps.work.repos.insightRecords.list(userId, since ? new Date(since) : null), deps.work.repos.bankCheck.months(userId)]);
      return { ...records, bankMonths: bankMonths(banked) };
    }),
  ];
}
