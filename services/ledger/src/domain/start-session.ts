import { randomUUID } from 'node:crypto';
import { ERROR_CODES, LEDGER_MESSAGES, SUBJECTS, type CreateSessionRequest, type Session } from '@tally/contracts';
import { ConflictError } from '@tally/service-kit';
import { toSession } from '../db/sessions.repo';
import type { LedgerDeps } from './ledger-work';

/**
 * Starts a slot or table session. A person has at most one active session: the database's
 * partial unique index decides, so two starts at once cannot both win; the loser gets a 409.
 */
export async function startSession(deps: LedgerDeps, userId: string, input: CreateSessionRequest, timeZone: string): Promise<Session> {
  const startedAt = deps.clock();
  const row = await deps.work.run(async ({ sessions, publish }) => {
    const started = await sessions.start({ id: randomUUID(), userId, type: input.type, venue: input.venue ?? null, startedAt });
    if (!started) throw new ConflictError(LEDGER_MESSAGES.sessionAlreadyActive, ERROR_CODES.sessionAlreadyActive);
    await publish(SUBJECTS.ledgerSessionStarted, { userId, sessionId: started.id, type: input.type, venue: started.venue, startedAt: startedAt.toISOString(), timeZone });
    return started;
  });
  return toSession(row);
}
