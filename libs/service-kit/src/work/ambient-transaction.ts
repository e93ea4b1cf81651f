/**
 * A transaction that the code running inside it joins: the idempotent-write step of the binder
 * opens one around a handler, so the handler's unit of work writes in it (joined, not a savepoint) and the
 * key, the write and the first answer commit together. Keyed by the service's database handle, so
 * another service's work in the same process (embedded mode) never joins it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/db';

export interface AmbientTransaction {
  tx: Db;
  /** What the joined work runs once the transaction has committed (relay nudges, cache updates). */
  afterCommit(callback: () => void): void;
  /**
   * Runs `work` in the transaction itself, not a savepoint (two round trips fewer on every idempotent write). Work that
   * throws dooms the whole transaction: it rolls back even if the caller catches the error, so nothing the failed work
   * wrote can commit.
   */
  join<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

interface Open extends AmbientTransaction {
  open: boolean;
  failure?: { error: unknown };
}

const storage = new AsyncLocalStorage<ReadonlyMap<Db, Open>>();

/** The open ambient transaction on `db` around the current call, if any. */
export function ambientTransaction(db: Db): AmbientTransaction | undefined {
  const found = storage.getStore()?.get(db);
  // Work left running after the transaction ended (a fire-and-forget call) must not join a finished one.
  return found?.open ? found : undefined;
}

/** Runs `work` in a transaction on `db` that units of work on the same `db` join; their after-commit callbacks run after it commits. */
export async function inAmbientTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const callbacks: Array<() => void> = [];
  let ambient: Open | undefined;
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      const opened: Open = {
        tx,
        open: true,
        afterCommit: (callback) => callbacks.push(callback),
        async join(joinedWork) {
          try {
            return await joinedWork(tx);
          } catch (error) {
            opened.failure ??= { error };
            throw error;
          }
        },
      };
      ambient = opened;
      const joined = new Map(storage.getStore());
      joined.set(db, opened);
      const done = await storage.run(joined, () => work(tx));
      if (opened.failure) throw opened.failure.error;
      return done;
    });
  } finally {
    if (ambient) ambient.open = false;
  }
  for (const callback of callbacks) callback();
  return result;
}
