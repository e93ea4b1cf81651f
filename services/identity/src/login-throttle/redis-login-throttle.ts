import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOCKOUT, retryAfterFrom, type LoginThrottle } from './login-throttle';

/** Distributed mode: one sorted set per email, shared by every identity replica. */
export function createRedisLoginThrottle(url: string, prefix: string): LoginThrottle {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const key = (email: string) => `${prefix}:login-failures:${email}`;
  return {
    async retryAfterSeconds(email, now) {
      await redis.zremrangebyscore(key(email), 0, now.getTime() - LOCKOUT.windowMs);
      const scores = await redis.zrangebyscore(key(email), '-inf', '+inf', 'WITHSCORES');
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
