import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { ErrorBody, RegisterResponse, User } from '@tally/contracts';
import { newestLink } from './helpers/mailbox';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';
import { users } from '../src/db/schema';

describe('identity accounts API', () => {
  let svc: IdentityUnderTest;
  beforeAll(async () => {
    svc = await startIdentity();
  });
  afterAll(() => svc.stop());

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const registration = (email: string, extra: Record<string, unknown> = {}) => ({ username: email, email, password: 'correct horse battery', ...extra });
  const register = (body: object) => request(svc.handler).post('/api/register').set(anonymous()).send(body);
  const check = (username: string, password: string) => request(svc.handler).post('/internal/credentials/check').set(anonymous()).send({ username, password });
  /** Opens the verification link identity wrote to the mailbox folder, as the person would. */
  const verify = async (email: string) => {
    const link = await newestLink(svc.mailboxDir, email, '/api/verify-email');
    expect(link).toBeDefined();
    await request(svc.handler).get(link!).set(anonymous()).set('Accept', 'application/json').expect(200);
  };
  const registerVerified = async (body: { email: string }) => {
    expect((await register(body)).status).toBe(201);
    await verify(body.email.toLowerCase());
  };

  describe('POST /api/register', () => {
    it('When the details are good, then responds 201 with a message, and the person can sign in once the address is verified', async () => {
      const res = await register(registration('Mia@Example.com', { firstName: 'Mia', timeZone: 'Australia/Perth' }));
      expect(res.status).toBe(201);
      expect(RegisterResponse.parse(res.body).message).toBe('Please check your email for a verification link.');
      await verify('mia@example.com');

      const user = User.parse((await check('mia@example.com', 'correct horse battery')).body);
      expect(user).toMatchObject({
        email: 'mia@example.com',
        username: 'mia@example.com',
        firstName: 'Mia',
        lastName: null,
        timeZone: 'Australia/Perth',
        hasCompletedOnboarding: false,
        emailVerified: true,
      });
    });

    it('When no time zone is given, then Australia/Sydney is used', async () => {
      await registerVerified(registration('noah@example.com'));
      expect((await check('noah@example.com', 'correct horse battery')).body.timeZone).toBe('Australia/Sydney');
    });

    it('When the email is taken, then answers exactly as for a new one, and nothing of the account changes', async () => {
      await registerVerified(registration('taken@example.com', { firstName: 'Owner' }));
      const taken = await register(registration('TAKEN@example.com', { password: 'someone elses password', firstName: 'Squatter' }));
      const fresh = await register(registration('fresh@example.com'));
      expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
      expect(taken.status).toBe(201);
      expect((await check('taken@example.com', 'someone elses password')).status).toBe(401);
      expect(User.parse((await check('taken@example.com', 'correct horse battery')).body).firstName).toBe('Owner');
    });

    it.each([
      ['a short password', registration('short@example.com', { password: 'abc' })],
      ['one of the most common passwords', registration('common@example.com', { password: 'password1' })],
      ['a bad email', registration('not-an-email')],
      ['username differing from email', { ...registration('x@example.com'), username: 'y@example.com' }],
      ['an unknown time zone', registration('tz@example.com', { timeZone: 'Mars/Olympus' })],
      ['no password', { username: 'np@example.com', email: 'np@example.com' }],
    ])('When the body has %s, then responds 400 and creates nothing', async (_what, body) => {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message.length).toBeGreaterThan(3);
      const email = (body as { email: string }).email;
      if (email.includes('@')) expect((await check(email, 'correct horse battery')).status).toBe(401);
    });
  });

  describe('credential check (internal, for the gateway)', () => {
    it('When the password is wrong or the email unknown, then both answer 401 with the same message', async () => {
      await registerVerified(registration('ava@example.com'));
      const wrong = await check('ava@example.com', 'not the password');
      const unknown = await check('nobody@example.com', 'not the password');
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(wrong.body.message).toBe('Invalid email or password.');
      expect(unknown.body.message).toBe(wrong.body.message);
    });

    it('When the stored hash is from before argon2id, then signing in works and replaces it with an argon2id hash', async () => {
      await registerVerified(registration('old@example.com'));
      const salt = randomBytes(16);
      const key = scryptSync('correct horse battery', salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
      const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
      await svc.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.email, 'old@example.com'));

      expect((await check('old@example.com', 'wrong password')).status).toBe(401);
      const stillLegacy = await svc.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'old@example.com'));
      expect(stillLegacy[0]?.passwordHash).toBe(legacy);

      expect((await check('old@example.com', 'correct horse battery')).status).toBe(200);
      const [row] = await svc.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'old@example.com'));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await check('old@example.com', 'correct horse battery')).status).toBe(200);
    });
  });

  describe('GET /api/user', () => {
    it('When signed in, then answers that person; when signed out or unknown, 401', async () => {
      await registerVerified(registration('leo@example.com'));
      const leo = User.parse((await check('leo@example.com', 'correct horse battery')).body);

      const me = await request(svc.handler)
        .get('/api/user')
        .set({ Authorization: svc.auth.header(leo.id) });
      expect(User.parse(me.body).id).toBe(leo.id);
      expect((await request(svc.handler).get('/api/user').set(anonymous())).status).toBe(401);
      expect(
        (
          await request(svc.handler)
            .get('/api/user')
            .set({ Authorization: svc.auth.header(randomUUID()) })
        ).status,
      ).toBe(401);
      expect((await request(svc.handler).get('/api/user')).status).toBe(401);
    });
  });
});
