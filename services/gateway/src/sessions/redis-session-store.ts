import { Redis } from 'ioredis';
import type { SessionData, SessionStore } from './session-store';

/** Sessions in Redis: `<prefix>:sess:<id>` with a TTL, and a set of ids per user. */
export function createRedisSessionStore(url: string, prefix: string): SessionStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const sessionKey = (id: string) => `${prefix}:sess:${id}`;
  const userKey = (userId: string) => `${prefix}:user-sessions:${userId}`;
  return {
    async get(id) {
      const raw = await redis.get(sessionKey(id));
      return raw ? (JSON.parse(raw) as SessionData) : undefined;
    },
    async set(id, data, maxAgeMs) {
      const multi = redis.multi().set(sessionKey(id), JSON.stringify(data), 'PX', maxAgeMs);
      if (data.userId) multi.sadd(userKey(data.userId), id).pexpire(userKey(data.userId), maxAgeMs);
      await multi.exec();
    },
    async destroy(id) {
      const raw = await redis.get(sessionKey(id));
      const userId = raw ? (JSON.parse(raw) as SessionData).userId : undefined;
      const multi = redis.multi().del(sessionKey(id));
      if (userId) multi.srem(userKey(userId), id);
      await multi.exec();
    },
    async destroyAllForUser(userId, keepId) {
      const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== keepId);
      if (ids.length === 0) return 0;
      await redis.multi().del(...ids.map(sessionKey)).srem(userKey(userId), ...ids).exec();
      return ids.length;
    },
    async close() {
      await redis.quit();
    },
  };
}
