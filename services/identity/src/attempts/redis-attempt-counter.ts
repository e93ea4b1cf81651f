import { Redis } from 'ioredis';
import type { AttemptCounter } from './attempt-counter';

/** Takes one back only from a key that still exists (DECR on a missing key would make one with no expiry). */
const UNCOUNT = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/**
 * Distributed mode: a Redis counter per key, shared by every identity replica. One MULTI per attempt
 * sets each missing key to 0 with the window as its expiry, INCRs it and reads what is left of the
 * window, so concurrent attempts on any replica are each counted. A command Redis does not answer
 * within commandTimeoutMs fails, so the request answers 503 rather than waiting.
 */
export function createRedisAttemptCounter(url: string, prefix: string, commandTimeoutMs: number): AttemptCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: commandTimeoutMs });
  redis.on('error', () => undefined); // reconnects by itself; a command meanwhile fails and says why
  const name = (key: string) => `${prefix}:attempts:${key}`;
  /** Every key naming the person: their address's keys (alone and with each IP), and their id's. */
  const personKeys = async (email: string, userId: string) => {
    const found = [name(`email:${email}`), name(`password:${userId}`)];
    const pattern = name(`email-ip:${email.replace(/[*?[\]\\]/g, '\\$&')}|*`);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
    return found;
  };
  return {
    async count(attempts) {
      const multi = redis.multi();
      for (const a of attempts) multi.set(name(a.key), 0, 'PX', a.windowMs, 'NX').incr(name(a.key)).pttl(name(a.key));
      const replies = (await multi.exec()) ?? [];
      const failed = replies.find(([err]) => err);
      if (failed) throw failed[0];
      return attempts.map((a, i) => {
        const [, count] = replies[i * 3 + 1] ?? [];
        const [, ttl] = replies[i * 3 + 2] ?? [];
        return { key: a.key, count: Number(count), retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
      });
    },
    async uncount(key) {
      await redis.eval(UNCOUNT, 1, name(key));
    },
    async forget(keys) {
      if (keys.length) await redis.del(...keys.map(name));
    },
    async forgetPerson(email, userId) {
      await redis.del(...(await personKeys(email, userId)));
    },
    async close() {
      await redis.quit();
    },
  };
}
