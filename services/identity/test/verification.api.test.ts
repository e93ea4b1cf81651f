import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { User } from '@tally/contracts';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';
import { startCaptureSmtp } from './helpers/capture-smtp';

describe('email verification over real SMTP', () => {
  let svc: IdentityUnderTest;
  let smtp: Awaited<ReturnType<typeof startCaptureSmtp>>;
  let now = new Date();

  beforeAll(async () => {
    smtp = await startCaptureSmtp();
    svc = await startIdentity({ clock: () => now, env: { SMTP_URL: smtp.url, VERIFICATION_TTL_HOURS: '48', MAILBOX_DIR: '/nonexistent' } });
  });
  afterAll(async () => {
    await svc.stop();
    await smtp.close();
  });

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const register = (email: string) => request(svc.handler).post('/api/register').set(anonymous()).send({ username: email, email, password: 'a long passphrase' });
  const signIn = (email: string) => request(svc.handler).post('/internal/credentials/check').set(anonymous()).send({ username: email, password: 'a long passphrase' });
  const userOf = async (email: string) => User.parse((await signIn(email)).body);
  const open = (link: string, accept = 'application/json') =>
    request(svc.handler)
      .get(new URL(link).pathname + new URL(link).search)
      .set(anonymous())
      .set('Accept', accept);

  it('When a person registers, then a link built on PUBLIC_URL arrives and verifies the address once', async () => {
    await register('ivy@example.com');
    const link = smtp.linkFor('ivy@example.com')!;
    expect(link).toMatch(/^http:\/\/localhost:8080\/api\/verify-email\?token=/);
    expect((await signIn('ivy@example.com')).status).toBe(403);

    expect((await open(link)).status).toBe(200);
    expect((await userOf('ivy@example.com')).emailVerified).toBe(true);
    const again = await open(link);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, used or expired/);
  });

  it('When a browser opens the link, then it is sent back to the app with the outcome', async () => {
    await register('finn@example.com');
    const res = await open(smtp.linkFor('finn@example.com')!, 'text/html');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?emailVerified=1');
  });

  it('When the link is older than its lifetime, then it no longer works', async () => {
    await register('old@example.com');
    const link = smtp.linkFor('old@example.com')!;
    now = new Date(now.getTime() + 49 * 3_600_000);
    try {
      expect((await open(link)).status).toBe(400);
      expect((await signIn('old@example.com')).body.code).toBe('IDENTITY.EMAIL_NOT_VERIFIED');
    } finally {
      now = new Date();
    }
  });

  it('When resending, then the answer is the same for known, unknown and verified addresses, and only an unverified one gets mail', async () => {
    await register('rose@example.com');
    const before = smtp.messages.length;
    const answers = await Promise.all(
      ['rose@example.com', 'ghost@example.com', 'ivy@example.com'].map((email) => request(svc.handler).post('/api/resend-verification').set(anonymous()).send({ email })),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body.message}`)).size).toBe(1);
    expect(answers[0].status).toBe(200);
    expect(smtp.messages.length).toBe(before + 1);
    expect(smtp.messages.at(-1)!.to).toEqual(['rose@example.com']);
  });

  it('When the token is tampered with, then it fails', async () => {
    expect((await open('http://localhost:8080/api/verify-email?token=not-a-real-token')).status).toBe(400);
    expect((await request(svc.handler).get('/api/verify-email').set(anonymous()).set('Accept', 'application/json')).status).toBe(400);
  });
});

describe('email with no SMTP configured (the embedded default)', () => {
  it('When a person registers, then the message lands in the mailbox folder and its link works', async () => {
    const svc = await startIdentity({ env: { PUBLIC_URL: 'http://localhost:9999' } });
    const { mailboxDir } = svc;
    try {
      await request(svc.handler)
        .post('/api/register')
        .set({ Authorization: svc.auth.header(null) })
        .send({ username: 'box@example.com', email: 'box@example.com', password: 'a long passphrase' });
      const [file] = await readdir(mailboxDir);
      const raw = (await readFile(path.join(mailboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(raw).toContain('To: box@example.com');
      const link = new URL(raw.match(/http:\/\/localhost:9999\/api\/verify-email\?token=[A-Za-z0-9_-]+/)![0]);
      const res = await request(svc.handler)
        .get(link.pathname + link.search)
        .set({ Authorization: svc.auth.header(null) })
        .set('Accept', 'application/json');
      expect(res.status).toBe(200);
    } finally {
      await svc.stop();
    }
  });
});
