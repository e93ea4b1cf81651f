import { createHash } from 'node:crypto';
import request from 'supertest';
import { ErrorBody, User } from '@tally/contracts';
import { messagesTo, newestLink } from './helpers/mailbox';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';

/** Issue 27 (docs/adr/0016): nobody learns who has an account, and nobody keeps an address that is not theirs. */
describe('account ownership', () => {
  let svc: IdentityUnderTest;
  let now = new Date();
  beforeAll(async () => {
    svc = await startIdentity({ clock: () => now });
  });
  afterAll(() => svc.stop());

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const post = (path: string, body: object) => request(svc.handler).post(path).set(anonymous()).send(body);
  const register = (email: string, password = 'correct horse battery') => post('/api/register', { username: email, email, password });
  const check = (username: string, password: string) => post('/internal/credentials/check', { username, password });
  const verify = async (email: string) => {
    const link = await newestLink(svc.mailboxDir, email, '/api/verify-email');
    await request(svc.handler).get(link!).set(anonymous()).set('Accept', 'application/json').expect(200);
  };
  const resetToken = async (email: string) => new URLSearchParams((await newestLink(svc.mailboxDir, email, '/auth/reset-password'))!.split('?')[1]).get('token')!;
  const revocations = async (userId: string) =>
    (await svc.database.pool.query("select payload from identity.outbox where subject = 'identity.user.sessions_revoked' and payload->>'userId' = $1", [userId])).rows.map(
      (r: { payload: unknown }) => r.payload,
    );

  describe('registering an address that has an account', () => {
    it('When someone registers a taken address, then its owner is emailed about it with a sign-in and a forgot-password link', async () => {
      await register('owner@example.com');
      await verify('owner@example.com');
      const before = await messagesTo(svc.mailboxDir, 'owner@example.com');
      expect((await register('owner@example.com', 'another long password')).status).toBe(201);
      const after = await messagesTo(svc.mailboxDir, 'owner@example.com');
      expect(after).toHaveLength(before.length + 1);
      const warning = after.at(-1)!;
      expect(warning.subject).toBe('Someone tried to register with your email address');
      expect(warning.text).toContain('http://localhost:8080/auth\n');
      expect(warning.text).toContain('http://localhost:8080/auth/forgot-password');
      expect(warning.text).not.toMatch(/token=/);
    });
  });

  describe('signing in needs a verified address', () => {
    it('When the address is not verified, then the right password answers 403 EMAIL_NOT_VERIFIED, and a wrong one the usual 401', async () => {
      await register('unverified@example.com');
      const right = await check('unverified@example.com', 'correct horse battery');
      expect(right.status).toBe(403);
      expect(ErrorBody.parse(right.body)).toMatchObject({
        code: 'IDENTITY.EMAIL_NOT_VERIFIED',
        message: 'Please verify your email address before signing in. Open the link we emailed you, or send a new one.',
      });
      const wrong = await check('unverified@example.com', 'not the password');
      const unknown = await check('nobody-at-all@example.com', 'not the password');
      expect([wrong.status, wrong.body.message]).toEqual([401, 'Invalid email or password.']);
      expect([unknown.status, unknown.body.message]).toEqual([401, 'Invalid email or password.']);

      await verify('unverified@example.com');
      expect(User.parse((await check('unverified@example.com', 'correct horse battery')).body).emailVerified).toBe(true);
    });
  });

  describe('password reset', () => {
    it('When asking for a reset, then the answer is the same whether or not the address has an account, and only an account gets mail', async () => {
      await register('asker@example.com');
      const known = await post('/api/forgot-password', { email: 'asker@example.com' });
      const unknown = await post('/api/forgot-password', { email: 'no-account@example.com' });
      expect(known.status).toBe(200);
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
      expect(await messagesTo(svc.mailboxDir, 'no-account@example.com')).toEqual([]);
      expect((await messagesTo(svc.mailboxDir, 'asker@example.com')).at(-1)!.subject).toBe('Set a new password for Tally');
    });

    it('When the squatter registered the address first, then the owner sets a password from the link: the address is verified, every session ends, the link works once', async () => {
      await register('victim@example.com', 'the squatters password');
      const squatter = await svc.database.pool.query("select id from identity.users where email = 'victim@example.com'");
      const userId = squatter.rows[0].id as string;
      await post('/api/forgot-password', { email: 'victim@example.com' }).expect(200);
      const token = await resetToken('victim@example.com');

      const stored = await svc.database.pool.query('select token_hash, expires_at, used_at from identity.password_resets where user_id = $1', [userId]);
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0].token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
      expect(new Date(stored.rows[0].expires_at).getTime() - now.getTime()).toBe(3_600_000);

      const reset = await post('/api/reset-password', { token, newPassword: 'the owners new password', confirmPassword: 'the owners new password' });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toMatch(/You can sign in now/);
      expect(await revocations(userId)).toEqual([{ userId, keepSessionId: null }]);
      expect((await check('victim@example.com', 'the squatters password')).status).toBe(401);
      expect(User.parse((await check('victim@example.com', 'the owners new password')).body).emailVerified).toBe(true);

      const again = await post('/api/reset-password', { token, newPassword: 'yet another password', confirmPassword: 'yet another password' });
      expect(again.status).toBe(400);
      expect(ErrorBody.parse(again.body).code).toBe('IDENTITY.INVALID_RESET_TOKEN');
      expect((await check('victim@example.com', 'the owners new password')).status).toBe(200);
    });

    it('When the link is older than an hour, then it no longer works', async () => {
      await register('late@example.com');
      await post('/api/forgot-password', { email: 'late@example.com' }).expect(200);
      const token = await resetToken('late@example.com');
      now = new Date(now.getTime() + 61 * 60_000);
      try {
        const res = await post('/api/reset-password', { token, newPassword: 'a late new password', confirmPassword: 'a late new password' });
        expect(res.status).toBe(400);
        expect(ErrorBody.parse(res.body).code).toBe('IDENTITY.INVALID_RESET_TOKEN');
      } finally {
        now = new Date();
      }
    });

    it('When the new password is refused, then the link is not spent', async () => {
      await register('careful@example.com');
      await post('/api/forgot-password', { email: 'careful@example.com' }).expect(200);
      const token = await resetToken('careful@example.com');
      expect((await post('/api/reset-password', { token, newPassword: 'password1', confirmPassword: 'password1' })).status).toBe(400);
      expect((await post('/api/reset-password', { token, newPassword: 'a good long password', confirmPassword: 'a good mistyped password' })).status).toBe(400);
      expect((await post('/api/reset-password', { token, newPassword: 'a good long password', confirmPassword: 'a good long password' })).status).toBe(200);
    });

    it('When the token is made up, then it fails with the same message', async () => {
      const res = await post('/api/reset-password', { token: 'not-a-real-token', newPassword: 'a good long password', confirmPassword: 'a good long password' });
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toBe('This password reset link is invalid, used or expired. Ask for a new one from the sign-in screen.');
    });
  });
});
