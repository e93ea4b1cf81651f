import { Redis } from 'ioredis';
import { createRedisTrackedCache } from './redis-tracked-cache';
import type { SessionData, SessionStore } from './session-store';

/**
 * Sessions in Redis: `<prefix>:sess:<id>` with a TTL, and a set of ids per user. Reads are served
 * from a local copy that Redis's client tracking keeps exact across gateways (redis-tracked-cache).
 */
export function createRedisSessionStore(url: string, prefix: string, commandTimeoutMs = 2000): SessionStore {
  // A command Redis does not answer in time fails (503 to the caller) rather than holding the request.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, commandTimeout: commandTimeoutMs });
  const sessionPrefix = `${prefix}:sess:`;
  const sessionKey = (id: string) => `${sessionPrefix}${id}`;
  const userKey = (userId: string) => `${prefix}:user-sessions:${userId}`;
  const cache = createRedisTrackedCache<SessionData>(redis, sessionPrefix);
  const read = async (id: string) => {
    const [[, raw], [, ttl]] = (await redis.multi().get(sessionKey(id)).pttl(sessionKey(id)).exec()) as [[unknown, string | null], [unknown, number]];
    return raw ? { value: JSON.parse(raw) as SessionData, expiresInMs: ttl } : undefined;
  };
  return {
    get: (id) => cache.get(sessionKey(id), () => read(id)),
    async set(id, data, maxAgeMs) {
      const multi = redis.multi().set(sessionKey(id), JSON.stringify(data), 'PX', maxAgeMs);
      if (data.userId) multi.sadd(userKey(data.userId), id).pexpire(userKey(data.userId), maxAgeMs);
      await multi.exec();
      cache.forget(sessionKey(id));
    },
    async destroy(id) {
      const userId = (await read(id))?.value.userId;
      const multi = redis.multi().del(sessionKey(id));
      if (userId) multi.srem(userKey(userId), id);
      await multi.exec();
      cache.forget(sessionKey(id));
    },
    async destroyAllForUser(userId, keepId) {
      const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== keepId);
      if (ids.length === 0) return 0;
      await redis
        .multi()
        .del(...ids.map(sessionKey))
        .srem(userKey(userId), ...ids)
        .exec();
      for (const id of ids) cache.forget(sessionKey(id));
      return ids.length;
    },
    async setTimeZoneForUser(userId, timeZone) {
      let changed = 0;
      for (const id of await redis.smembers(userKey(userId))) {
        const raw = await redis.get(sessionKey(id));
        if (!raw) continue;
        // KEEPTTL: the session ends when it would have; a session ended meanwhile is not brought back (XX).
        const written = await redis.set(sessionKey(id), JSON.stringify({ ...(JSON.parse(raw) as SessionData), timeZone }), 'KEEPTTL', 'XX');
        cache.forget(sessionKey(id));
        if (written) changed += 1;
      }
      return changed;
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await cache.close();
      await redis.quit();
    },
  };
}
