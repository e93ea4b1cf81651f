import { SUBJECTS, type Session } from '@tally/contracts';
import { toSession } from '../db/sessions.repo';
import type { LedgerDeps } from './ledger-work';
import { sessionNotOpen } from './session-not-open';

/** Ends the person's active session with its final cash-out amount (0 allowed). */
export async function endSession(deps: LedgerDeps, userId: string, sessionId: string, finalAmount: string, timeZone: string): Promise<Session> {
  const endedAt = deps.clock();
  const row = await deps.work.run(async ({ sessions, publish }) => {
    const ended = await sessions.end(userId, sessionId, finalAmount, endedAt);
    if (!ended) throw await sessionNotOpen(sessions, userId, sessionId);
    await publish(SUBJECTS.ledgerSessionEnded, {
      userId,
      sessionId,
      type: ended.type as Session['type'],
      totalDeposited: ended.totalDeposited,
      finalAmount,
      startedAt: ended.startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      timeZone,
    });
    return ended;
  });
  return toSession(row);
}
