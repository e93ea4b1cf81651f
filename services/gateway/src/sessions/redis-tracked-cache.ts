import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface TrackedCache<T> {
  /**
   * The cached value, or `load()`'s, remembered unless a key changed in Redis meanwhile, and never
   * past `expiresInMs` (the key's own TTL: Redis reports an expiry only when something touches the key).
   */
  get(key: string, load: () => Promise<{ value: T; expiresInMs: number } | undefined>): Promise<T | undefined>;
  /** Drop a key this process just wrote or deleted (its own change also arrives as an invalidation). */
  forget(key: string): void;
  close(): Promise<void>;
}

/**
 * A local copy of Redis keys under one prefix, kept exact by Redis's broadcast client tracking
 * (CLIENT TRACKING … BCAST PREFIX): Redis tells every gateway when any of those keys is written,
 * deleted or expires, so a sign-out on one gateway evicts the session everywhere within a message.
 * Saves a Redis round trip on nearly every request. While the invalidation channel is not
 * connected and tracking not switched on, nothing is cached and every read goes to Redis.
 */
export function createRedisTrackedCache<T>(redis: Redis, prefix: string, { maxEntries = 10_000, maxAgeMs = 60_000 } = {}): TrackedCache<T> {
  const cache = new LRUCache<string, { value: T }>({ max: maxEntries, ttl: maxAgeMs });
  // ioredis ignores RESP3 'invalidate' pushes; on RESP2 they arrive as pub/sub messages.
  // Not resubscribed by ioredis after a reconnect: CLIENT ID must be asked before subscribing.
  const invalidations = redis.duplicate({ protocol: 2, autoResubscribe: false, lazyConnect: false });
  let invalidationsId: number | undefined;
  let tracking = false;
  // Bumped by every invalidation: a read that saw a bump while loading is not remembered, because
  // the value it loaded may predate the change.
  let epoch = 0;
  let enabling: Promise<void> = Promise.resolve();

  const stopCaching = () => {
    tracking = false;
    epoch += 1;
    cache.clear();
  };
  const enable = () => {
    enabling = enabling.then(async () => {
      stopCaching();
      if (redis.status !== 'ready' || invalidations.status !== 'ready') return;
      try {
        if (invalidationsId === undefined) {
          const id = Number(await invalidations.client('ID'));
          await invalidations.subscribe('__redis__:invalidate');
          invalidationsId = id;
        }
        await redis.call('CLIENT', 'TRACKING', 'OFF');
        await redis.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(invalidationsId), 'BCAST', 'PREFIX', prefix);
        tracking = true;
      } catch {
        // Reads go to Redis until the next 'ready' of either connection switches tracking on again.
      }
    });
  };

  invalidations.on('messageBuffer', (_channel: Buffer, keys: Buffer[] | null) => {
    epoch += 1;
    // null: Redis asks to drop everything (FLUSHALL, or the invalidation connection was redirected).
    if (!Array.isArray(keys)) cache.clear();
    else for (const key of keys) cache.delete(key.toString());
  });
  invalidations.on('close', () => {
    invalidationsId = undefined;
    stopCaching();
  });
  redis.on('close', stopCaching);
  redis.on('ready', enable);
  invalidations.on('ready', enable);
  enable();

  return {
    async get(key, load) {
      const hit = cache.get(key);
      if (hit) return hit.value;
      const started = epoch;
      const loaded = await load();
      if (loaded && tracking && epoch === started && loaded.expiresInMs > 0) {
        cache.set(key, { value: loaded.value }, { ttl: Math.min(maxAgeMs, loaded.expiresInMs) });
      }
      return loaded?.value;
    },
    forget(key) {
      epoch += 1;
      cache.delete(key);
    },
    async close() {
      stopCaching();
      invalidations.disconnect();
    },
  };
}
