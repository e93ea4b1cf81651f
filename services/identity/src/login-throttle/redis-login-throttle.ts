import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOCKOUT, retryAfterFrom, type LoginThrottle } from './login-throttle';

/**
 * Distributed mode: one sorted set per email, shared by every identity replica. A command Redis
 * does not answer within commandTimeoutMs fails, so sign-in answers 503 rather than waiting.
 */
export function createRedisLoginThrottle(url: string, prefix: string, commandTimeoutMs: number): LoginThrottle {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: commandTimeoutMs });
  redis.on('error', () => undefined); // reconnects by itself; a command meanwhile fails and says why
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
