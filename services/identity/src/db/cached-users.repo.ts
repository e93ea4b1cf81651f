import { LRUCache } from 'lru-cache';
import type { UserRow } from './schema';
import type { UsersRepo } from './users.repo';

/** The channel migration 0002's trigger notifies, with the user's id, when a user row is updated or deleted. */
export const USER_CHANGED_CHANNEL = 'identity_user_changed';

export interface UserCache {
  /** The pool's users repository with cached reads. */
  reading(inner: UsersRepo): UsersRepo;
  /** A transaction's users repository: reads go to the transaction, writes keep the user out of the cache until heard. */
  writing(inner: UsersRepo): UsersRepo;
  /** A committed change of this user (from any identity process): forget it. */
  changed(id: string): void;
  /** Whether changes are being heard; nothing is cached while they are not (some may have been missed). */
  live(isLive: boolean): void;
}

/**
 * Keeps recently read users in memory so GET /api/user, the call every screen makes, skips the
 * database. Exact because the database tells every identity process about each committed change
 * (the trigger's NOTIFY) and:
 * - a read that overlapped any change is not remembered (the row it read may predate the change);
 * - a user this process is writing is not cached until that write's notification arrives, so a
 *   read between the commit and the notification goes to the database;
 * - nothing is cached while notifications are not heard, and everything is forgotten when they
 *   stop, since some may have been missed.
 * Another process's commit reaches this one within one notification's delivery.
 */
export function createUserCache({ max = 10_000, ttlMs = 5 * 60_000, writeWindowMs = 30_000 } = {}): UserCache {
  const cache = new LRUCache<string, UserRow>({ max, ttl: ttlMs });
  // Users written here whose commit has not been heard yet; a rolled-back write is never heard, hence the window.
  const writing = new LRUCache<string, true>({ max, ttl: writeWindowMs });
  let listening = false;
  let epoch = 0;

  const forget = (id: string) => {
    epoch += 1;
    cache.delete(id);
  };
  const startWrite = (id: string) => {
    writing.set(id, true);
    forget(id);
  };
  const trackWrites = (inner: UsersRepo): UsersRepo => ({
    ...inner,
    async update(id, changes) {
      startWrite(id);
      return inner.update(id, changes);
    },
    async delete(id) {
      startWrite(id);
      return inner.delete(id);
    },
  });

  return {
    changed(id) {
      writing.delete(id);
      forget(id);
    },
    live(isLive) {
      listening = isLive;
      epoch += 1;
      cache.clear();
    },
    writing: trackWrites,
    reading(inner) {
      return {
        ...trackWrites(inner),
        async findById(id) {
          const cached = cache.get(id);
          if (cached) return cached;
          const started = epoch;
          const row = await inner.findById(id);
          if (row && listening && epoch === started && !writing.has(id)) cache.set(id, row);
          return row;
        },
      };
    },
  };
}
