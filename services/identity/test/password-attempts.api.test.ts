import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { SUBJECTS, User } from '@tally/contracts';
import { eventually, redisTestUrl } from '@tally/service-kit/testing';
import { newestLink } from './helpers/mailbox';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';

const PASSWORD = 'a long passphrase';

// Every password guess is counted before it is checked (ADR 0003), in embedded mode (a table) and in
// distributed mode (Redis counters shared by replicas).
describe.each(['embedded', 'distributed'] as const)('password guesses (%s mode)', (mode) => {
  let svc: IdentityUnderTest;

  beforeAll(async () => {
    const prefix = `att${randomBytes(4).toString('hex')}`;
    // The per-IP limit lowered from 500, so the spray test sends fewer guesses.
    const env = { PASSWORD_GUESSES_PER_IP: '60' };
    svc = await startIdentity(mode === 'distributed' ? { mode, env: { ...env, REDIS_URL: redisTestUrl(), NATS_SUBJECT_PREFIX: prefix } } : { env });
  }, 60_000);
  afterAll(() => svc.stop());

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const check = (username: string, password: string, ip = '203.0.113.1') =>
    request(svc.handler).post('/internal/credentials/check').set(anonymous()).set('x-forwarded-for', ip).send({ username, password });
  const newUser = async () => {
    const email = `p-${randomUUID()}@example.com`;
    await request(svc.handler)
      .post('/api/register')
      .set(anonymous())
      .set('x-forwarded-for', `198.51.100.${Math.floor(Math.random() * 250)}`)
      .send({ username: email, email, password: PASSWORD });
    // Sign-in needs a verified address (ADR 0016): the person opens the emailed link.
    const link = await eventually('the verification email', () => newestLink(svc.mailboxDir, email, '/api/verify-email'));
    await request(svc.handler).get(link).set(anonymous()).set('Accept', 'application/json').expect(200);
    const user = User.parse((await check(email, PASSWORD, '192.0.2.200')).body);
    return { ...user, as: { Authorization: svc.auth.header(user.id, `sid-${user.id}`) } };
  };
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  it('When 10 wrong passwords for one address arrive at once from one IP, then 5 are checked (401) and 5 refused (429 with Retry-After)', async () => {
    const me = await newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => check(me.email, `wrong password ${i}`, '203.0.113.10')));
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.headers['retry-after'])).toBeGreaterThan(800);
    // The right password from that IP is refused too, before it is checked.
    expect((await check(me.email, PASSWORD, '203.0.113.10')).status).toBe(429);
  });

  it("When one IP is locked out of an address, then the owner's own IP still signs in; 20 guesses from every IP together lock the address", async () => {
    const me = await newUser();
    for (let i = 0; i < 6; i++) await check(me.email, 'wrong password!', '203.0.113.20');
    expect((await check(me.email, PASSWORD, '203.0.113.20')).status).toBe(429);
    expect((await check(me.email, PASSWORD, '192.0.2.21')).status).toBe(200);
    // Four more IPs, five guesses each: the address's own limit (20) is reached.
    for (const ip of ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24']) {
      for (let i = 0; i < 5; i++) expect((await check(me.email, 'wrong password!', ip)).status).toBe(401);
    }
    expect((await check(me.email, PASSWORD, '192.0.2.21')).status).toBe(429);
  });

  it('When one IP guesses at as many addresses as PASSWORD_GUESSES_PER_IP, then its next guess at any address is refused, and other IPs are not', async () => {
    const ip = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => check(`spray-${i}-${randomUUID()}@example.com`, 'wrong password!', ip)));
    expect(answers.every((a) => a.status === 401)).toBe(true);
    const me = await newUser();
    expect((await check(me.email, PASSWORD, ip)).status).toBe(429);
    expect((await check(me.email, PASSWORD, '192.0.2.31')).status).toBe(200);
  }, 60_000);

  it.each([
    [
      'changing the password',
      (me: { as: Record<string, string> }, password: string) =>
        request(svc.handler).patch('/api/user/password').set(me.as).send({ currentPassword: password, newPassword: 'another long one', confirmPassword: 'another long one' }),
    ],
    ['deleting the account', (me: { as: Record<string, string> }, password: string) => request(svc.handler).delete('/api/user').set(me.as).send({ password })],
  ])('When the current password is wrong 5 times while %s, then the 6th try is refused (429), every session ends, and the person is told by email', async (_what, attempt) => {
    const me = await newUser();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await attempt(me, `wrong password ${i}`));
    expect(statuses(answers)).toEqual([400, 400, 400, 400, 400]);
    const refused = await attempt(me, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await attempt(me, PASSWORD)).status).toBe(429);
    const revoked = () => svc.published(SUBJECTS.identityUserSessionsRevoked).filter((p) => (p as { userId: string }).userId === me.id);
    await eventually('every session revoked', async () => revoked().length > 0 || undefined);
    expect(revoked()).toEqual([{ userId: me.id, keepSessionId: null }]);
    const mail = await eventually('the signed-out email', async () => {
      for (const file of await readdir(svc.mailboxDir).catch(() => [])) {
        const text = await readFile(path.join(svc.mailboxDir, file), 'utf8');
        if (text.includes(me.email) && text.includes('signed out everywhere')) return text;
      }
      return undefined;
    });
    expect(mail).toContain('signed out on every device');
    // The account is untouched: the right password still signs in.
    expect((await check(me.email, PASSWORD, '192.0.2.40')).status).toBe(200);
  });
});
