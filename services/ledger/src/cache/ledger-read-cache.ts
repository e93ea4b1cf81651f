import { LRUCache } from 'lru-cache';

/** Answers of a person's ledger reads, kept until that person's data changes. */
export interface LedgerReadCache {
  /** The cached answer for this person and key, or `load()`'s (then kept). */
  read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** This person's data changed (called once the change has committed): drop their answers. */
  changed(userId: string): void;
}

/**
 * A per-process cache of the hot reads (home's stats, first page of activities, the active session,
 * which a person rereads far more often than they change them). Correct as long as every change to
 * a person's ledger data commits through this process: each change bumps the person's generation
 * after its commit, and an answer counts only under the generation current when its read began, so
 * a read racing a change is never kept past it. Several ledger replicas cannot see each other's
 * changes: run them with READ_CACHE_TTL_MS=0, or accept answers up to that old.
 * @param options.ttlMs how long an answer is kept at most; 0 turns the cache off
 * @param options.maxEntries answers kept at most (least recently used go first)
 */
export function createLedgerReadCache({ ttlMs, maxEntries = 20_000 }: { ttlMs: number; maxEntries?: number }): LedgerReadCache {
  if (ttlMs <= 0) return { read: (_userId, _key, load) => load(), changed: () => undefined };
  const answers = new LRUCache<string, { generation: number; value: unknown }>({ max: maxEntries, ttl: ttlMs });
  // A person's generation must outlive every answer stored before it was bumped: the same ttl does.
  const generations = new LRUCache<string, number>({ max: maxEntries * 10, ttl: ttlMs });
  let nextGeneration = 1;
  return {
    async read(userId, key, load) {
      const generation = generations.get(userId) ?? 0;
      const cacheKey = `${userId} ${key}`;
      const kept = answers.get(cacheKey);
      if (kept && kept.generation === generation) return kept.value as Awaited<ReturnType<typeof load>>;
      const value = await load();
      answers.set(cacheKey, { generation, value });
      return value;
    },
    changed(userId) {
      generations.set(userId, nextGeneration++);
    },
  };
}
