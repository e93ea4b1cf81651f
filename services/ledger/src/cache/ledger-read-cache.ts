import { LRUCache } from 'lru-cache';

/** Answers of a person's ledger reads, kept while that person's data version stays the same. */
export interface LedgerReadCache {
  /** The kept answer for this person and key when their data has not changed since, or `load()`'s (then kept). */
  read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * A per-process cache of the hot reads (home's stats, first page of activities, the active session,
 * which a person rereads far more often than they change them). Every change to a person's ledger
 * data, in any replica, commits a new data version for them (`versionOf` reads it: one primary-key
 * lookup, far cheaper than the reads kept), and an answer is kept under the version read before it,
 * so it is served only while no change has committed since, whichever replica made it. A read that
 * raced a change was kept under the older version and is not served again. A person with no version
 * (nothing changed since their data was forgotten) is not cached.
 * See docs/adr/0010-replica-read-cache.md.
 * @param options.ttlMs how long an answer is kept at most; 0 turns the cache off
 * @param options.maxEntries answers kept at most (least recently used go first)
 */
export function createLedgerReadCache({
  ttlMs,
  versionOf,
  maxEntries = 20_000,
}: {
  ttlMs: number;
  versionOf: (userId: string) => Promise<string | undefined>;
  maxEntries?: number;
}): LedgerReadCache {
  if (ttlMs <= 0) return { read: (_userId, _key, load) => load() };
  const answers = new LRUCache<string, { version: string; value: unknown }>({ max: maxEntries, ttl: ttlMs });
  return {
    async read(userId, key, load) {
      // The version first: a change committing between the two reads leaves the answer under the older version.
      const version = await versionOf(userId);
      if (version === undefined) return load();
      const cacheKey = `${userId} ${key}`;
      const kept = answers.get(cacheKey);
      if (kept && kept.version === version) return kept.value as Awaited<ReturnType<typeof load>>;
      const value = await load();
      answers.set(cacheKey, { version, value });
      return value;
    },
  };
}
