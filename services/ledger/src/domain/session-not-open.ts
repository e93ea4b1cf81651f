import { ERROR_CODES, LEDGER_MESSAGES } from '@tally/contracts';
import { ConflictError, NotFoundError } from '@tally/service-kit';
import type { LedgerRepos } from './ledger-work';

/**
 * Why a change to a session matched nothing: it is not the person's (404, as if it did not
 * exist) or it has ended (409).
 */
export async function sessionNotOpen(sessions: LedgerRepos['sessions'], userId: string, id: string): Promise<Error> {
  const found = await sessions.findOwned(userId, id);
  return found ? new ConflictError(LEDGER_MESSAGES.sessionEnded, ERROR_CODES.sessionEnded) : new NotFoundError(LEDGER_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound);
}
