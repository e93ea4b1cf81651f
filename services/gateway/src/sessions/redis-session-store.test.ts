import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { canConnect } from '@tally/service-kit/testing';
import { createRedisSessionStore } from './redis-session-store';
import type { SessionStore } from './session-store';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const { hostname, port } = new URL(redisUrl);
const reachable = await canConnect(hostname, Number(port || 6379));
if (!reachable && process.env.CI === 'true') throw new Error(`Redis is required under CI but ${redisUrl} does not answer`);

async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

// Two stores on one prefix stand for two gateways: what one changes, the other must see.
(reachable ? describe : describe.skip)('Redis session store shared by two gateways', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let first: SessionStore;
  let second: SessionStore;
  beforeAll(async () => {
    first = createRedisSessionStore(redisUrl, prefix);
    second = createRedisSessionStore(redisUrl, prefix);
    // Both must be tracking before the first read is remembered.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('When one gateway signs a session out, then the other stops accepting it', async () => {
    await first.set('s1', { userId: 'u1' }, 60_000);
    expect(await second.get('s1')).toEqual({ userId: 'u1' });
    expect(await second.get('s1')).toEqual({ userId: 'u1' });
    await first.destroy('s1');
    expect(await eventually(() => second.get('s1'), undefined)).toBeUndefined();
    expect(await first.get('s1')).toBeUndefined();
  });

  it('When a session is rewritten on one gateway, then the other reads the new data', async () => {
    await first.set('s2', { userId: 'u2' }, 60_000);
    expect(await second.get('s2')).toEqual({ userId: 'u2' });
    await first.set('s2', { userId: 'u2', note: 'changed' }, 60_000);
    expect(await eventually(() => second.get('s2'), { userId: 'u2', note: 'changed' })).toEqual({ userId: 'u2', note: 'changed' });
  });

  it("When a person's other sessions are ended on one gateway, then the other keeps only the current one", async () => {
    await first.set('keep', { userId: 'u3' }, 60_000);
    await first.set('other', { userId: 'u3' }, 60_000);
    expect(await second.get('other')).toEqual({ userId: 'u3' });
    expect(await first.destroyAllForUser('u3', 'keep')).toBe(1);
    expect(await eventually(() => second.get('other'), undefined)).toBeUndefined();
    expect(await second.get('keep')).toEqual({ userId: 'u3' });
  });

  it('When a session expires in Redis, then neither gateway returns it', async () => {
    await first.set('short', { userId: 'u4' }, 150);
    expect(await second.get('short')).toEqual({ userId: 'u4' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await eventually(() => second.get('short'), undefined)).toBeUndefined();
  });

  it("When a person's zone changes on one gateway, then the other reads it in all their sessions, which keep their lifetimes", async () => {
    await first.set('z1', { userId: 'u5', timeZone: 'Australia/Sydney' }, 60_000);
    await first.set('z2', { userId: 'u5' }, 30_000);
    await first.set('z3', { userId: 'u6', timeZone: 'Australia/Sydney' }, 60_000);
    expect(await second.get('z1')).toEqual({ userId: 'u5', timeZone: 'Australia/Sydney' });
    expect(await first.setTimeZoneForUser('u5', 'Australia/Perth')).toBe(2);
    expect(await eventually(() => second.get('z1'), { userId: 'u5', timeZone: 'Australia/Perth' })).toEqual({ userId: 'u5', timeZone: 'Australia/Perth' });
    expect(await second.get('z2')).toEqual({ userId: 'u5', timeZone: 'Australia/Perth' });
    expect(await second.get('z3')).toEqual({ userId: 'u6', timeZone: 'Australia/Sydney' });
    const redis = new Redis(redisUrl);
    const ttl = await redis.pttl(`${prefix}:sess:z2`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('When a session ended before the zone changed, then it is not brought back', async () => {
    await first.set('gone', { userId: 'u7' }, 60_000);
    await first.destroy('gone');
    expect(await first.setTimeZoneForUser('u7', 'Australia/Perth')).toBe(0);
    expect(await second.get('gone')).toBeUndefined();
  });

  it('When an id was never issued, then both answer nothing', async () => {
    expect(await first.get('forged')).toBeUndefined();
    expect(await second.get('forged')).toBeUndefined();
  });
});
