import { randomUUID } from 'node:crypto';
import { BANK_CHECK_SUBTYPE, SUBJECTS, fromCents, monthName, toCents, type CreateActivityResponse } from '@tally/contracts';
import { ConflictError, NotFoundError, zonedMonth, zonedMonthKey } from '@tally/service-kit';
import { toActivity } from '../db/activities.repo';
import { getBankCheck } from './bank-check';
import type { LedgerDeps } from './ledger-work';
import { spendLimitsReached } from './spend-limits-reached';

/**
 * Logs a kept month's gap as one completed entry marked as from the bank check (subtype 'Bank check'): its stake is
 * what the bank shows was sent beyond Tally's spend, its return what came back beyond Tally's return. It is dated in
 * that month (now for the running month, else the month's last day at noon in the person's zone), so reports, the
 * statement and limits count it where it happened. Figures are the server's own (kept sums and Tally's), never the
 * browser's; once added, the month has no gap left and a second add is refused.
 */
export async function addBankDifference(deps: LedgerDeps, userId: string, month: string, timeZone: string): Promise<CreateActivityResponse> {
  const comparison = (await getBankCheck(deps, userId, timeZone)).months.find((m) => m.month === month);
  if (!comparison) throw new NotFoundError('No bank figures are kept for that month.');
  if (comparison.differenceAdded) throw new ConflictError('The difference for that month was already added.');
  const spendGap = toCents(comparison.gap);
  if (spendGap <= 0n) throw new ConflictError('Tally already has everything the bank shows for that month.');
  const returnGap = toCents(comparison.bank.cameBack) - toCents(comparison.tally.return);
  const winAmount = returnGap > 0n ? fromCents(returnGap) : null;
  const lottery = comparison.operators.filter((o) => o.category === 'lottery').reduce((t, o) => t + toCents(o.sent), 0n);
  const type: 'lottery' | 'wagering' = lottery * 2n > toCents(comparison.bank.sent) ? 'lottery' : 'wagering';
  const now = deps.clock();
  const createdAt = month === zonedMonthKey(now, timeZone) ? now : new Date(zonedMonth(month, timeZone).end.getTime() - 12 * 60 * 60 * 1000);
  const details = `Added from the bank check: what your bank statement shows for ${monthName(month)} beyond what you logged.`;
  const { row, spendLimits } = await deps.work.run(async ({ activities, personLimits, publish }) => {
    const inserted = await activities.insert({
      id: randomUUID(),
      userId,
      createdAt,
      type,
      subtype: BANK_CHECK_SUBTYPE,
      amount: fromCents(spendGap),
      details,
      description: `Bank check: ${monthName(month)}`,
      isCompleted: true,
      isWin: winAmount !== null,
      winAmount,
      completedAt: now,
      hasTicketImage: false,
      scanId: null,
    });
    const common = { userId, activityId: inserted.id, type, subtype: inserted.subtype, amount: inserted.amount, timeZone };
    await publish(SUBJECTS.ledgerActivityCreated, {
      ...common,
      isCompleted: true,
      createdAt: inserted.createdAt.toISOString(),
      racetrack: null,
      raceDate: null,
      raceTime: null,
      raceNumber: null,
      betType: null,
      horseNumber: null,
      horseSelections: null,
      isBoxed: null,
      racingSubtype: null,
      scanId: null,
      eventAt: null,
    });
    await publish(SUBJECTS.ledgerActivityCompleted, { ...common, isWin: winAmount !== null, winAmount, completedAt: now.toISOString(), loggedWithResult: true });
    return { row: inserted, spendLimits: await spendLimitsReached({ personLimits }, userId, now, timeZone) };
  });
  return { ...toActivity(row), spendLimits };
}
