import type { SessionData, SessionStore } from './session-store';

/**
 * Keeps recently used sessions in memory in front of another store. Only correct when this process
 * is the store's sole writer (embedded mode): every set, destroy and revocation passes through here.
 * With several gateways sharing a store, a revocation heard by one would not reach the others' caches.
 */
export function createCachedSessionStore(inner: SessionStore, maxEntries = 10_000): SessionStore {
  const cache = new Map<string, { data: SessionData; expiresAt: number }>();
  const remember = (id: string, data: SessionData, expiresAt: number) => {
    cache.delete(id);
    cache.set(id, { data, expiresAt });
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  };
  return {
    async get(id) {
      const hit = cache.get(id);
      if (hit && hit.expiresAt > Date.now()) return hit.data;
      cache.delete(id);
      const data = await inner.get(id);
      // Unknown ids are not cached: a forged cookie must not fill the cache.
      if (data) remember(id, data, Date.now() + 60_000);
      return data;
    },
    async set(id, data, maxAgeMs) {
      await inner.set(id, data, maxAgeMs);
      remember(id, data, Date.now() + Math.min(maxAgeMs, 60_000));
    },
    async destroy(id) {
      cache.delete(id);
      await inner.destroy(id);
    },
    async destroyAllForUser(userId, keepId) {
      for (const [id, entry] of cache) if (entry.data.userId === userId && id !== keepId) cache.delete(id);
      return inner.destroyAllForUser(userId, keepId);
    },
    close: () => inner.close(),
  };
}
