import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, centsToMoney, type InsightHistoryItem, type InsightTimeFrame } from '@tally/contracts';
import type { InsightsDeps } from './insights-work';
import { insightPeriod } from './insight-period';
import { computeMarkers } from './markers/compute-markers';
import { writeLocalText } from './text/write-local-text';

export interface Caller {
  userId: string;
  timeZone: string | null | undefined;
  /** The person's service token, forwarded to the ledger. */
  authorization: string;
}

/**
 * Analyses one period of the person's own records and saves the result: the records from the ledger,
 * the markers computed from them, the text written from the markers (by the model when configured and
 * its answer passes the checks, else locally), kept in their history.
 */
export async function generateInsight(deps: InsightsDeps, caller: Caller, timeFrame: InsightTimeFrame): Promise<InsightHistoryItem> {
  const now = deps.clock();
  const timeZone = caller.timeZone ?? DEFAULT_TIME_ZONE;
  const period = insightPeriod(timeFrame, now, timeZone);
  const [records, annualIncome] = await Promise.all([
    deps.ledger.records(caller.authorization, period.previous?.start ?? period.start),
    deps.work.repos.incomes.get(caller.userId),
  ]);
  const markers = computeMarkers({ records, period, now, timeZone, annualIncome });
  const modelText = deps.modelWriter ? await deps.modelWriter(markers) : null;
  return deps.work.repos.insights.add({
    id: randomUUID(),
    userId: caller.userId,
    timeFrame,
    totalSpent: centsToMoney(markers.totals.spentCents),
    totalWon: centsToMoney(markers.totals.wonCents),
    netReturn: centsToMoney(markers.totals.netCents),
    text: modelText ?? writeLocalText(markers),
    engine: modelText ? 'openai' : 'local',
    markers,
    createdAt: now,
  });
}
