import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOCKOUT, retryAfterFrom, type LoginThrottle } from './login-throttle';

/** Distributed mode: one sorted set per email, shared by every identity replica. */
export function createRedisLoginThrottle(url: string, prefix: string): LoginThrottle {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const key = (email: string) => `${prefix}:login-failures:${email}`;
  return {
    async retryAfterSeconds(email, now) {
      // One round trip: drop failures older than the window, then read the rest.
      const replies = await redis
        .multi()
        .zremrangebyscore(key(email), 0, now.getTime() - LOCKOUT.windowMs)
        .zrangebyscore(key(email), '-inf', '+inf', 'WITHSCORES')
        .exec();
      const scores = (replies?.[1]?.[1] ?? []) as string[];
      const times = scores.filter((_, i) => i % 2 === 1).map(Number);
      return retryAfterFrom(times, now.getTime());
    },
    async recordFailure(email, now) {
      await redis.multi().zadd(key(email), now.getTime(), randomUUID()).pexpire(key(email), LOCKOUT.windowMs).exec();
    },
    async clear(email) {
      await redis.del(key(email));
    },
    async close() {
      await redis.quit();
    },
  };
}
