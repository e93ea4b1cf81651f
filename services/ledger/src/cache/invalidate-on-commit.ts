import type { WorkScope } from '@tally/service-kit';
import type { LedgerRepos, LedgerWork } from '../domain/ledger-work';
import type { LedgerReadCache } from './ledger-read-cache';

/** The person an event or consumed payload is about, if it names one. */
function personOf(payload: unknown): string | undefined {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : undefined;
}

/**
 * The ledger's unit of work, telling the read cache about every change once it commits: every
 * ledger change publishes an event naming its person, and the consumers that change data (Clear
 * All Data, account deletion) are given the person's id. So no use case has to remember the cache.
 */
export function invalidateOnCommit(work: LedgerWork, cache: LedgerReadCache): LedgerWork {
  const watched = (scope: WorkScope<LedgerRepos>): WorkScope<LedgerRepos> => ({
    ...scope,
    async publish(subject, payload) {
      const userId = personOf(payload);
      if (userId) scope.afterCommit(() => cache.changed(userId));
      return scope.publish(subject, payload);
    },
  });
  return {
    ...work,
    run: (use) => work.run((scope) => use(watched(scope))),
    once: (durable, handler) => work.once(durable, (event, scope) => handler(event, watched(scope))),
    consume: (subject, durable, handler) =>
      work.consume(subject, durable, (payload, scope) => {
        const userId = personOf(payload);
        if (userId) scope.afterCommit(() => cache.changed(userId));
        return handler(payload, watched(scope));
      }),
  };
}
