import { SUBJECTS } from '@tally/contracts';
import type { WorkScope } from '@tally/service-kit';
import type { LedgerRepos, LedgerWork } from '../domain/ledger-work';

/** The person an event or consumed payload is about, if it names one. */
function personOf(payload: unknown): string | undefined {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : undefined;
}

/**
 * The ledger's unit of work, giving a person a new data version in the transaction of every change
 * to their data: every ledger change publishes an event naming its person, and the consumers that
 * change data (Clear All Data, account deletion, limits) are given the person's id. So no use case
 * has to remember the read cache, and every replica's cache sees the change once it commits.
 * `onCommitted` hears each new version (null: deleted) once its transaction commits.
 */
export function versionOnChange(work: LedgerWork, onCommitted: (userId: string, version: string | null) => void = () => undefined): LedgerWork {
  type Watched = WorkScope<LedgerRepos> & { bump: (userId: string) => Promise<void> };
  // One watched scope per transaction: the handlers of a batch of events share it, so their people's versions are
  // written in one statement in id order, as a batch of requests writes them (two orders could deadlock).
  const watchedScopes = new WeakMap<WorkScope<LedgerRepos>, Watched>();
  const watched = (scope: WorkScope<LedgerRepos>): Watched => {
    const known = watchedScopes.get(scope);
    if (known) return known;
    const made = watch(scope);
    watchedScopes.set(scope, made);
    return made;
  };
  const watch = (scope: WorkScope<LedgerRepos>): Watched => {
    const bumped = new Set<string>();
    const removed = new Set<string>();
    // The new versions are written last, in one statement for everyone the transaction changed (a batch names many):
    // a version's row lock makes the person's other writes wait until this one commits, and taken as the change began
    // it made 20 wagers of one person at once take turns for their whole transactions.
    // A version the same transaction removed (Clear All Data) stays removed, as when the bump came first.
    const bump = async (userId: string) => {
      if (bumped.has(userId)) return;
      if (bumped.size === 0) {
        scope.beforeCommit(() => {
          const people = [...bumped].filter((person) => !removed.has(person));
          if (people.length === 0) return undefined;
          const { statement, versions } = scope.personVersions.bumpAll(people);
          return {
            statement,
            returned: (rows) => {
              const committed = versions(rows);
              scope.afterCommit(() => committed.forEach((version, person) => onCommitted(person, version)));
            },
          };
        });
      }
      bumped.add(userId);
    };
    return {
      ...scope,
      bump,
      personVersions: {
        ...scope.personVersions,
        async deleteForUser(userId) {
          removed.add(userId);
          const count = await scope.personVersions.deleteForUser(userId);
          scope.afterCommit(() => onCommitted(userId, null));
          return count;
        },
      },
      async publish(subject, payload) {
        const userId = personOf(payload);
        if (userId) await bump(userId);
        return scope.publish(subject, payload);
      },
    };
  };
  return {
    ...work,
    run: (use) => work.run((scope) => use(watched(scope))),
    runBatch: (people, use) => work.runBatch(people, (scope, forgotten) => use(watched(scope), forgotten)),
    once: (durable, handler) => work.once(durable, (event, scope) => handler(event, watched(scope))),
    consume: (subject, durable, handler, options) =>
      work.consume(
        subject,
        durable,
        async (payload, scope) => {
          const userId = personOf(payload);
          const inScope = watched(scope);
          // An account's deletion removes the version with the rest (no version: every replica reads afresh);
          // bumping here would leave a row naming the person after they are gone (ADR 0012).
          if (userId && subject !== SUBJECTS.identityUserDeleted) await inScope.bump(userId);
          return handler(payload, inScope);
        },
        options,
      ),
    consumeBatch: (subject, durable, handler, options) =>
      work.consumeBatch(
        subject,
        durable,
        async (payloads, scope) => {
          const inScope = watched(scope);
          for (const payload of payloads) {
            const userId = personOf(payload);
            if (userId) await inScope.bump(userId);
          }
          return handler(payloads, inScope);
        },
        options,
      ),
  };
}
