import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { canConnect } from '@tally/service-kit/testing';
import { createRedisTrackedCache, type TrackedCache } from './redis-tracked-cache';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const { hostname, port } = new URL(redisUrl);
const reachable = await canConnect(hostname, Number(port || 6379));
if (!reachable && process.env.CI === 'true') throw new Error(`Redis is required under CI but ${redisUrl} does not answer`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(reachable ? describe : describe.skip)('Redis-tracked local cache', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let writer: Redis;
  let cache: TrackedCache<string>;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    writer = new Redis(redisUrl);
    cache = createRedisTrackedCache<string>(redis, prefix);
    await sleep(300);
  });
  afterAll(async () => {
    await cache.close();
    const keys = await writer.keys(`${prefix}*`);
    if (keys.length > 0) await writer.del(...keys);
    await redis.quit();
    await writer.quit();
  });

  const load = async (key: string) => {
    const value = await redis.get(key);
    return value === null ? undefined : { value, expiresInMs: 60_000 };
  };

  /** Reads `key` through the cache, counting how often Redis is asked. */
  const counted = (key: string) => {
    let loads = 0;
    const read = () =>
      cache.get(key, () => {
        loads += 1;
        return load(key);
      });
    return { read, loads: () => loads };
  };

  it('When a key is read again, then Redis is not asked again; when anyone writes it, the next read asks', async () => {
    const key = `${prefix}a`;
    await writer.set(key, 'one');
    const a = counted(key);
    expect(await a.read()).toBe('one');
    expect(await a.read()).toBe('one');
    expect(a.loads()).toBe(1);
    await writer.set(key, 'two');
    await sleep(50);
    expect(await a.read()).toBe('two');
    expect(a.loads()).toBe(2);
  });

  it('When the key changes while it is being read, then the read value is not remembered', async () => {
    const key = `${prefix}b`;
    await writer.set(key, 'old');
    let loads = 0;
    const value = await cache.get(key, async () => {
      loads += 1;
      const seen = await load(key);
      await writer.set(key, 'new');
      await sleep(50);
      return seen;
    });
    expect(value).toBe('old');
    expect(
      await cache.get(key, () => {
        loads += 1;
        return load(key);
      }),
    ).toBe('new');
    expect(loads).toBe(2);
  });

  it('When a key is missing, then that is not remembered (a forged session id cannot fill the cache)', async () => {
    const missing = counted(`${prefix}missing`);
    expect(await missing.read()).toBeUndefined();
    expect(await missing.read()).toBeUndefined();
    expect(missing.loads()).toBe(2);
  });

  it('When the key expires sooner than the cache would keep it, then it is asked for again after that', async () => {
    const key = `${prefix}d`;
    await writer.set(key, 'brief');
    let loads = 0;
    const read = () =>
      cache.get(key, async () => {
        loads += 1;
        return { value: (await redis.get(key))!, expiresInMs: 100 };
      });
    await read();
    await read();
    expect(loads).toBe(1);
    await sleep(150);
    await read();
    expect(loads).toBe(2);
  });

  it('When this process forgets a key it wrote, then the next read asks Redis', async () => {
    const key = `${prefix}c`;
    await writer.set(key, 'x');
    const c = counted(key);
    await c.read();
    cache.forget(key);
    await c.read();
    expect(c.loads()).toBe(2);
  });
});
