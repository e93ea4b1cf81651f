import { randomUUID } from 'node:crypto';
import { SUBJECTS, type AddDepositResponse } from '@tally/contracts';
import { toSession } from '../db/sessions.repo';
import type { LedgerDeps } from './ledger-work';
import { sessionNotOpen } from './session-not-open';
import { spendLimitsReached } from './spend-limits-reached';

/**
 * Adds a deposit (slot) or buy-in (table) to the person's active session. The total and count
 * change in one SQL statement under the session's row lock, so parallel deposits all count, and a
 * deposit racing the session's end either lands before it or is refused.
 */
export async function addDeposit(deps: LedgerDeps, userId: string, sessionId: string, amount: string, timeZone: string): Promise<AddDepositResponse> {
  const createdAt = deps.clock();
  return deps.work.run(async ({ sessions, personLimits, publish }) => {
    const session = await sessions.addToTotal(userId, sessionId, amount);
    if (!session) throw await sessionNotOpen(sessions, userId, sessionId);
    const deposit = await sessions.insertDeposit({ id: randomUUID(), sessionId, userId, amount, createdAt });
    await publish(SUBJECTS.ledgerSessionDepositAdded, {
      userId,
      sessionId,
      depositId: deposit.id,
      sessionType: session.type as 'slot' | 'table',
      amount: deposit.amount,
      totalDeposited: session.totalDeposited,
      createdAt: createdAt.toISOString(),
      timeZone,
    });
    return {
      deposit: { id: deposit.id, sessionId, amount: deposit.amount, createdAt: deposit.createdAt.toISOString() },
      session: toSession(session),
      spendLimits: await spendLimitsReached({ personLimits }, userId, createdAt, timeZone),
    };
  });
}
