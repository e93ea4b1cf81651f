import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eventually, redisTestUrl } from '@tally/service-kit/testing';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';

/** The token in the newest verification email to `to`, from the mailbox folder. */
async function verificationTokenIn(mailboxDir: string, to: string): Promise<string> {
  return eventually('the verification email', async () => {
    for (const file of (await readdir(mailboxDir).catch(() => [])).sort().reverse()) {
      const text = (await readFile(path.join(mailboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (text.includes(to)) return text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    }
    return undefined;
  });
}

// The route table's `rateLimit` rows, applied by the binder (rate-limiter-flexible): the table in
// embedded mode, Redis in distributed mode.
describe.each(['embedded', 'distributed'] as const)('rate limits where mail is sent (%s mode)', (mode) => {
  let svc: IdentityUnderTest;

  beforeAll(async () => {
    const prefix = `rl${randomBytes(4).toString('hex')}`;
    // The numbers the route table declares (the helper raises registration's for other tests).
    const env = { RATE_LIMITS: '' };
    svc = await startIdentity(mode === 'distributed' ? { mode, env: { ...env, REDIS_URL: redisTestUrl(), NATS_SUBJECT_PREFIX: prefix } } : { env });
  }, 60_000);
  afterAll(() => svc.stop());

  const from = (ip: string) => ({ Authorization: svc.auth.header(null), 'x-forwarded-for': ip });
  const verificationToken = (to: string) => verificationTokenIn(svc.mailboxDir, to);
  const register = (ip: string) => {
    const email = `r-${randomUUID()}@example.com`;
    return request(svc.handler).post('/api/register').set(from(ip)).send({ username: email, email, password: 'a long passphrase' });
  };

  it('When one IP registers 11 accounts in a minute, then the 11th is refused with 429, Retry-After and a JSON error; another IP still registers', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await register('203.0.113.50'));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
    const refused = answers[10];
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ code: 'COMMON.TOO_MANY_REQUESTS', message: expect.any(String) });
    expect((await register('203.0.113.51')).status).toBe(201);
  }, 60_000);

  it('When an address registered from an IP is confirmed, then that IP gets a registration back', async () => {
    const ip = '203.0.113.55';
    const emails: string[] = [];
    for (let i = 0; i < 10; i++) {
      const email = `c-${randomUUID()}@example.com`;
      emails.push(email);
      expect((await request(svc.handler).post('/api/register').set(from(ip)).send({ username: email, email, password: 'a long passphrase' })).status).toBe(201);
    }
    const token = await verificationToken(emails[0]);
    expect((await request(svc.handler).get(`/api/verify-email?token=${token}`).set(from(ip)).set('accept', 'application/json')).status).toBe(200);
    expect((await register(ip)).status).toBe(201);
    expect((await register(ip)).status).toBe(429);
  }, 60_000);

  it('When the verification email is asked for 4 times in 15 minutes for one address, then the 4th is refused (from any IP); other addresses are not', async () => {
    const email = `v-${randomUUID()}@example.com`;
    const resend = (address: string, ip: string) => request(svc.handler).post('/api/resend-verification').set(from(ip)).send({ email: address });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await resend(email, `203.0.113.${60 + i}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const refused = await resend(email.toUpperCase(), '203.0.113.70');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await resend(`v-${randomUUID()}@example.com`, '203.0.113.70')).status).toBe(200);
  });
});
