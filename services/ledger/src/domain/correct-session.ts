import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, type DeleteSessionResponse, type Session, type SessionDetailResponse, type UpdateSessionRequest } from '@tally/contracts';
import { ConflictError, NotFoundError } from '@tally/service-kit';
import { toDeposit, toSession } from '../db/sessions.repo';
import type { LedgerDeps } from './ledger-work';

const notFound = () => new NotFoundError(LEDGER_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound);

/** The person's session with its deposits or buy-ins (its detail dialog); someone else's is "not found". */
export async function getSessionDetail(deps: Pick<LedgerDeps, 'work'>, userId: string, id: string): Promise<SessionDetailResponse> {
  const session = await deps.work.repos.sessions.findOwned(userId, id);
  if (!session) throw notFound();
  const deposits = await deps.work.repos.sessions.listDeposits(id);
  return { session: toSession(session), deposits: deposits.map(toDeposit) };
}

/**
 * Corrects a session's venue, or once it has ended its final amount (an active session's is set by ending it: 409).
 * `ledger.session.updated` tells consumers; stats and statements are computed from the rows.
 */
export async function correctSession(deps: LedgerDeps, userId: string, id: string, input: UpdateSessionRequest, timeZone: string): Promise<Session> {
  const updatedAt = deps.clock();
  const row = await deps.work.run(async ({ sessions, publish }) => {
    const locked = await sessions.lockOwned(userId, id);
    if (!locked) throw notFound();
    if (input.finalAmount !== undefined && locked.endedAt === null) throw new ConflictError(LEDGER_MESSAGES.sessionNotEnded, ERROR_CODES.sessionNotEnded);
    const corrected = (await sessions.correct(userId, id, input))!;
    await publish(SUBJECTS.ledgerSessionUpdated, {
      userId,
      sessionId: id,
      type: corrected.type as Session['type'],
      venue: corrected.venue,
      totalDeposited: corrected.totalDeposited,
      finalAmount: corrected.finalAmount,
      updatedAt: updatedAt.toISOString(),
      timeZone,
    });
    return corrected;
  });
  return toSession(row);
}

/**
 * Deletes the person's session with every deposit or buy-in in it (a mistake, or Undo right after starting it).
 * `ledger.session.deleted` names the deposits, so alerts takes each out of counted spend and stops the session's timer.
 */
export async function deleteSession(deps: LedgerDeps, userId: string, id: string, timeZone: string): Promise<DeleteSessionResponse> {
  const deletedAt = deps.clock();
  await deps.work.run(async ({ sessions, publish }) => {
    if (!(await sessions.lockOwned(userId, id))) throw notFound();
    const gone = (await sessions.deleteOwned(userId, id))!;
    await publish(SUBJECTS.ledgerSessionDeleted, {
      userId,
      sessionId: id,
      type: gone.session.type as Session['type'],
      depositIds: gone.depositIds,
      deletedAt: deletedAt.toISOString(),
      timeZone,
    });
  });
  return { id, deleted: true };
}
