import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, type DeleteDepositResponse, type Session, type UpdateDepositResponse } from '@tally/contracts';
import { NotFoundError, type WorkScope } from '@tally/service-kit';
import { toDeposit, toSession } from '../db/sessions.repo';
import type { DepositRow, SessionRow } from '../db/schema';
import type { LedgerDeps, LedgerRepos } from './ledger-work';

/** The person's deposit, with its session locked so the total changes one at a time; 404 for anyone else's. */
async function lockDeposit({ sessions }: WorkScope<LedgerRepos>, userId: string, sessionId: string, depositId: string): Promise<DepositRow> {
  const session = await sessions.lockOwned(userId, sessionId);
  if (!session) throw new NotFoundError(LEDGER_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound);
  const deposit = await sessions.findDeposit(userId, sessionId, depositId);
  if (!deposit) throw new NotFoundError(LEDGER_MESSAGES.depositNotFound, ERROR_CODES.depositNotFound);
  return deposit;
}

const changedEvent = (userId: string, session: SessionRow, deposit: DepositRow, changedAt: Date, timeZone: string) => ({
  userId,
  sessionId: session.id,
  depositId: deposit.id,
  sessionType: session.type as Session['type'],
  amount: deposit.amount,
  totalDeposited: session.totalDeposited,
  createdAt: deposit.createdAt.toISOString(),
  changedAt: changedAt.toISOString(),
  timeZone,
});

/**
 * Corrects a deposit's or buy-in's amount (an ended session's too: it is a correction of history). It keeps the time
 * it was made, so counted spend changes in that day; the session's total moves by the difference.
 */
export async function correctDeposit(deps: LedgerDeps, userId: string, sessionId: string, depositId: string, amount: string, timeZone: string): Promise<UpdateDepositResponse> {
  const changedAt = deps.clock();
  return deps.work.run(async (scope) => {
    const before = await lockDeposit(scope, userId, sessionId, depositId);
    const { deposit, session } = await scope.sessions.correctDeposit(before, amount);
    await scope.publish(SUBJECTS.ledgerSessionDepositUpdated, changedEvent(userId, session, deposit, changedAt, timeZone));
    return { deposit: toDeposit(deposit), session: toSession(session) };
  });
}

/** Deletes a deposit or buy-in; the session's total and count drop by it and counted spend follows. */
export async function deleteDeposit(deps: LedgerDeps, userId: string, sessionId: string, depositId: string, timeZone: string): Promise<DeleteDepositResponse> {
  const changedAt = deps.clock();
  return deps.work.run(async (scope) => {
    const deposit = await lockDeposit(scope, userId, sessionId, depositId);
    const session = await scope.sessions.deleteDeposit(deposit);
    await scope.publish(SUBJECTS.ledgerSessionDepositDeleted, changedEvent(userId, session, deposit, changedAt, timeZone));
    return { session: toSession(session) };
  });
}
