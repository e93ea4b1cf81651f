import { randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import { ErrorBody, SUBJECTS, User, type EventEnvelope } from '@tally/contracts';
import { eventually } from '@tally/service-kit/testing';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';
import { registerVerified } from './helpers/accounts';

const PASSWORD = 'a long passphrase';

describe('identity account API', () => {
  let svc: IdentityUnderTest;
  let now = new Date('2026-11-22T01:00:00Z');
  const events: EventEnvelope[] = [];

  beforeAll(async () => {
    svc = await startIdentity({ clock: () => now });
    for (const subject of [SUBJECTS.identityUserSessionsRevoked, SUBJECTS.identityUserDeleted, SUBJECTS.identityUserTimeZoneChanged]) {
      await svc.bus.subscribe({ subject, durable: `test-${subject}`, handle: async (e) => void events.push(e) });
    }
  });
  afterAll(() => svc.stop());

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const check = (username: string, password: string) => request(svc.handler).post('/internal/credentials/check').set(anonymous()).send({ username, password });
  const newUser = async () => {
    const email = `p-${randomUUID()}@example.com`;
    await registerVerified(svc.handler, { anonymous: svc.auth.header(null), mailboxDir: svc.mailboxDir }, { username: email, email, password: PASSWORD });
    const user = User.parse((await check(email, PASSWORD)).body);
    return { ...user, as: { Authorization: svc.auth.header(user.id, `sid-${user.id}`) } };
  };
  const eventFor = (subject: string, userId: string) =>
    eventually(subject, async () => events.find((e) => e.subject === subject && (e.payload as { userId: string }).userId === userId));

  describe('PATCH /api/user/profile', () => {
    it('When names and time zone change, then the user reflects them and other services hear of the zone', async () => {
      const me = await newUser();
      const res = await request(svc.handler).patch('/api/user/profile').set(me.as).send({ firstName: ' Kai ', lastName: 'Ng', timeZone: 'Australia/Adelaide' });
      expect(res.status).toBe(200);
      expect(User.parse(res.body)).toMatchObject({ firstName: 'Kai', lastName: 'Ng', timeZone: 'Australia/Adelaide' });
      expect((await eventFor(SUBJECTS.identityUserTimeZoneChanged, me.id)).payload).toEqual({ userId: me.id, timeZone: 'Australia/Adelaide' });
      const cleared = await request(svc.handler).patch('/api/user/profile').set(me.as).send({ lastName: '' });
      expect(cleared.body).toMatchObject({ firstName: 'Kai', lastName: null });
    });

    it('When the user was just read, then each change shows on the next read (embedded mode keeps users in memory)', async () => {
      const me = await newUser();
      const read = async () => User.parse((await request(svc.handler).get('/api/user').set(me.as)).body);
      expect(await read()).toMatchObject({ firstName: null, hasCompletedOnboarding: false });
      await request(svc.handler).patch('/api/user/profile').set(me.as).send({ firstName: 'Rae' }).expect(200);
      expect(await read()).toMatchObject({ firstName: 'Rae' });
      await request(svc.handler).patch('/api/user/settings').set(me.as).send({ hasCompletedOnboarding: true }).expect(200);
      expect(await read()).toMatchObject({ firstName: 'Rae', hasCompletedOnboarding: true });
    });

    it.each([
      ['an email change', { email: 'new@example.com' }],
      ['an unknown zone', { timeZone: 'Nowhere/Land' }],
      ['an unknown field', { isAdmin: true }],
    ])('When the body has %s, then responds 400 and changes nothing', async (_what, body) => {
      const me = await newUser();
      const res = await request(svc.handler).patch('/api/user/profile').set(me.as).send(body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message.length).toBeGreaterThan(3);
      expect((await request(svc.handler).get('/api/user').set(me.as)).body).toMatchObject({ email: me.email, timeZone: 'Australia/Sydney' });
    });
  });

  describe('PATCH /api/user/settings', () => {
    it('When onboarding is completed, then the flag is saved; bad input changes nothing', async () => {
      const me = await newUser();
      expect((await request(svc.handler).patch('/api/user/settings').set(me.as).send({ hasCompletedOnboarding: 'yes' })).status).toBe(400);
      const res = await request(svc.handler).patch('/api/user/settings').set(me.as).send({ hasCompletedOnboarding: true });
      expect(User.parse(res.body).hasCompletedOnboarding).toBe(true);
    });
  });

  describe('PATCH /api/user/password', () => {
    it.each([
      ['no current password', { newPassword: 'another long one', confirmPassword: 'another long one' }, 'Current password is required'],
      ['a mismatch', { currentPassword: PASSWORD, newPassword: 'another long one', confirmPassword: 'another long two' }, "New password and confirmation don't match."],
      ['a short one', { currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long.'],
      ['a common one', { currentPassword: PASSWORD, newPassword: 'iloveyou1', confirmPassword: 'iloveyou1' }, undefined],
      [
        'a wrong current password',
        { currentPassword: 'not my password', newPassword: 'another long one', confirmPassword: 'another long one' },
        'Your current password is incorrect.',
      ],
    ])('When the request has %s, then responds 400 with the message and the old password still works', async (_what, body, message) => {
      const me = await newUser();
      const res = await request(svc.handler).patch('/api/user/password').set(me.as).send(body);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      expect((await check(me.email, PASSWORD)).status).toBe(200);
    });

    it('When the change is good, then the new password works and the other sessions are revoked, keeping this one', async () => {
      const me = await newUser();
      const res = await request(svc.handler)
        .patch('/api/user/password')
        .set(me.as)
        .send({ currentPassword: PASSWORD, newPassword: 'another long one', confirmPassword: 'another long one' });
      expect(res.status).toBe(200);
      expect((await check(me.email, PASSWORD)).status).toBe(401);
      expect((await check(me.email, 'another long one')).status).toBe(200);
      expect((await eventFor(SUBJECTS.identityUserSessionsRevoked, me.id)).payload).toEqual({ userId: me.id, keepSessionId: `sid-${me.id}` });
    });
  });

  describe('sign-in lockout', () => {
    it('When an email fails 5 times in 15 minutes, then the next try is 429 saying when to retry, known or not, until the window passes', async () => {
      const me = await newUser();
      for (const email of [me.email, 'nobody-here@example.com']) {
        for (let i = 0; i < 5; i++) expect((await check(email, 'wrong password!')).status).toBe(401);
        const locked = await check(email, email === me.email ? PASSWORD : 'wrong password!');
        expect(locked.status).toBe(429);
        expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      }
      const other = await newUser();
      expect((await check(other.email, PASSWORD)).status).toBe(200);

      now = new Date(now.getTime() + 15 * 60_000 + 1000);
      expect((await check(me.email, PASSWORD)).status).toBe(200);
    });
  });

  describe('POST /api/user/avatar', () => {
    const png = () =>
      sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();

    it('When a PNG is uploaded, then it is re-encoded to a 256px WebP that only its owner can fetch', async () => {
      const me = await newUser();
      const original = await png();
      const res = await request(svc.handler).post('/api/user/avatar').set(me.as).attach('avatar', original, 'me.png');
      expect(res.status).toBe(200);
      const user = User.parse(res.body);
      expect(user.profileImageUrl).toMatch(/^\/api\/user\/avatar\/[0-9a-f-]{36}$/);

      const image = await request(svc.handler).get(user.profileImageUrl!).set(me.as).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, no-cache, no-transform');
      expect(image.headers.etag).toBe(`"${user.profileImageUrl!.split('/').pop()}"`);
      const meta = await sharp(image.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      expect(Buffer.compare(image.body as Buffer, original)).not.toBe(0);

      const stranger = await newUser();
      expect((await request(svc.handler).get(user.profileImageUrl!).set(stranger.as)).status).toBe(404);
    });

    it('When a kept copy is revalidated, then its owner gets 304 and anyone else 404: no shared cache keeps it, no view skips the owner check', async () => {
      const me = await newUser();
      const user = User.parse(
        (
          await request(svc.handler)
            .post('/api/user/avatar')
            .set(me.as)
            .attach('avatar', await png(), 'me.png')
            .expect(200)
        ).body,
      );
      const url = user.profileImageUrl!;
      const etag = (await request(svc.handler).get(url).set(me.as).expect(200)).headers.etag;

      const mine = await request(svc.handler).get(url).set(me.as).set('If-None-Match', etag);
      expect(mine.status).toBe(304);
      expect(mine.headers['cache-control']).toBe('private, no-cache, no-transform');
      expect(mine.headers['cache-control']).not.toMatch(/public|immutable|max-age=[1-9]/);
      const stranger = await newUser();
      expect((await request(svc.handler).get(url).set(stranger.as).set('If-None-Match', etag)).status).toBe(404);
    });

    it('When the file is not an image (whatever its name), then responds 400 and keeps the old picture', async () => {
      const me = await newUser();
      const res = await request(svc.handler).post('/api/user/avatar').set(me.as).attach('avatar', Buffer.from('<svg onload=alert(1)>'), 'cat.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a JPG, PNG, GIF or WebP image.');
      expect((await request(svc.handler).get('/api/user').set(me.as)).body.profileImageUrl).toBeNull();
    });

    it('When a PNG is damaged after its header, then responds 400, not 500', async () => {
      const me = await newUser();
      const broken = Buffer.concat([(await png()).subarray(0, 60), Buffer.alloc(500, 7)]);
      const res = await request(svc.handler).post('/api/user/avatar').set(me.as).attach('avatar', broken, 'broken.png');
      expect(res.status).toBe(400);
    });

    it('When the file is over 5 MB, then responds 400 with the spec message', async () => {
      const me = await newUser();
      const res = await request(svc.handler)
        .post('/api/user/avatar')
        .set(me.as)
        .attach('avatar', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.jpg');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select an image smaller than 5MB.');
    });

    it('When the field is missing, then responds 400', async () => {
      const me = await newUser();
      expect((await request(svc.handler).post('/api/user/avatar').set(me.as).field('other', 'x')).status).toBe(400);
    });
  });

  describe('DELETE /api/user', () => {
    it('When the password is wrong, then nothing is deleted; when right, the account is gone and identity.user.deleted is published', async () => {
      const me = await newUser();
      const wrong = await request(svc.handler).delete('/api/user').set(me.as).send({ password: 'not it at all' });
      expect(wrong.status).toBe(400);
      expect((await request(svc.handler).get('/api/user').set(me.as)).status).toBe(200);

      const res = await request(svc.handler).delete('/api/user').set(me.as).send({ password: PASSWORD });
      expect(res.status).toBe(200);
      expect((await request(svc.handler).get('/api/user').set(me.as)).status).toBe(401);
      expect((await check(me.email, PASSWORD)).status).toBe(401);
      expect((await eventFor(SUBJECTS.identityUserDeleted, me.id)).payload).toEqual({ userId: me.id });
    });
  });
});
