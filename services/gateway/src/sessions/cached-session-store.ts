import { LRUCache } from 'lru-cache';
import type { SessionData, SessionStore } from './session-store';

/**
 * Keeps recently used sessions in memory in front of another store. Only correct when this process
 * is the store's sole writer (embedded mode): every set, destroy and revocation passes through here.
 * With several gateways sharing a store, a revocation heard by one would not reach the others' caches.
 */
export function createCachedSessionStore(inner: SessionStore, maxEntries = 10_000): SessionStore {
  const cache = new LRUCache<string, SessionData>({ max: maxEntries, ttl: 60_000 });
  return {
    async get(id) {
      const hit = cache.get(id);
      if (hit) return hit;
      const data = await inner.get(id);
      // Unknown ids are not cached: a forged cookie must not fill the cache.
      if (data) cache.set(id, data);
      return data;
    },
    async set(id, data, maxAgeMs) {
      await inner.set(id, data, maxAgeMs);
      if (maxAgeMs > 0) cache.set(id, data, { ttl: Math.min(maxAgeMs, 60_000) });
      else cache.delete(id);
    },
    async destroy(id) {
      cache.delete(id);
      await inner.destroy(id);
    },
    async destroyAllForUser(userId, keepId) {
      for (const [id, data] of cache.entries()) if (data.userId === userId && id !== keepId) cache.delete(id);
      return inner.destroyAllForUser(userId, keepId);
    },
    async setTimeZoneForUser(userId, timeZone) {
      // Dropped rather than patched: the next read takes the store's copy, whose lifetime the cache does not know.
      for (const [id, data] of cache.entries()) if (data.userId === userId) cache.delete(id);
      return inner.setTimeZoneForUser(userId, timeZone);
    },
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
}
