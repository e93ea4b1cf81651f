import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import sharp from 'sharp';
import { User } from '@tally/contracts';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';
import { registerVerified } from './helpers/accounts';

const PASSWORD = 'a long passphrase';
const here = path.dirname(fileURLToPath(import.meta.url));

/** Bodies that once answered 500 or were stored wrong: bad multipart, false Content-Encoding, bad UTF-8, zones PostgreSQL does not know. */
describe('identity with hostile input', () => {
  let svc: IdentityUnderTest;
  // Raw bytes over one kept-alive connection (supertest would write a Buffer as JSON): the next call proves the service is fine.
  let server: Server;
  let base: string;

  beforeAll(async () => {
    svc = await startIdentity();
    server = createServer((req, res) => svc.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await svc.stop();
  });

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const newUser = async () => {
    const email = `h-${randomUUID()}@example.com`;
    await registerVerified(svc.handler, { anonymous: svc.auth.header(null), mailboxDir: svc.mailboxDir }, { username: email, email, password: PASSWORD });
    const user = User.parse((await request(svc.handler).post('/internal/credentials/check').set(anonymous()).send({ username: email, password: PASSWORD })).body);
    return { ...user, as: { Authorization: svc.auth.header(user.id, `sid-${user.id}`) } };
  };
  const me = async (as: Record<string, string>) => User.parse((await request(svc.handler).get('/api/user').set(as).expect(200)).body);
  const patchProfile = async (as: Record<string, string>, body: Buffer | string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/user/profile`, {
      method: 'PATCH',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { ...as, 'content-type': 'application/json', ...headers },
    });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };

  describe('POST /api/user/avatar with a broken multipart body', () => {
    const part = (boundary: string, body: string) => Buffer.from(body.replaceAll('{b}', boundary), 'latin1');
    const cases: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', part('x', '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n')],
      ['an empty boundary', 'multipart/form-data; boundary=', part('x', '--x\r\n\r\nabc\r\n--x--\r\n')],
      [
        'a boundary the body does not use',
        'multipart/form-data; boundary=abc',
        part('xyz', '--{b}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc\r\n--{b}--\r\n'),
      ],
      [
        'a truncated part',
        'multipart/form-data; boundary=b1',
        part('b1', '--{b}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n'),
      ],
      ['a part without headers', 'multipart/form-data; boundary=b2', part('b2', '--{b}\r\n\r\nhello\r\n--{b}--\r\n')],
      ['a malformed part header', 'multipart/form-data; boundary=b3', part('b3', '--{b}\r\nthis is not a header\r\n\r\nhello\r\n--{b}--\r\n')],
      ['a header that never ends', 'multipart/form-data; boundary=b4', part('b4', '--{b}\r\nContent-Disposition: form-data; name="avatar"')],
      ['only a closing boundary', 'multipart/form-data; boundary=b5', part('b5', '--{b}--\r\n')],
      ['nothing at all', 'multipart/form-data; boundary=b6', Buffer.alloc(0)],
      [
        'gzip it does not carry',
        'multipart/form-data; boundary=b7',
        part('b7', '--{b}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc\r\n--{b}--\r\n'),
      ],
    ];

    it.each(cases)('When the body has %s, then 400 with a plain message, and the next upload works', async (what, contentType, body) => {
      const user = await newUser();
      const res = await request(svc.handler)
        .post('/api/user/avatar')
        .set(user.as)
        .set({ 'content-type': contentType, ...(what.startsWith('gzip') ? { 'content-encoding': 'gzip' } : {}) })
        .send(body);
      // The form reader's refusals say how to send it; a form it reads with no usable file says what is missing.
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
      if (!['an empty boundary', 'only a closing boundary', 'gzip it does not carry'].includes(what))
        expect(res.body.message).toBe('Please upload the picture as the form field "avatar".');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer();
      expect((await request(svc.handler).post('/api/user/avatar').set(user.as).attach('avatar', png, 'me.png')).status).toBe(200);
    });
  });

  describe('JSON bodies', () => {
    it.each([
      ['a lone 0xFF byte', [0xff]],
      ['an overlong slash', [0xc0, 0xaf]],
      ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
      ['a cut-off sequence', [0xe2, 0x82]],
    ])('When a body has invalid UTF-8 (%s), then 400 and nothing is stored (it was stored as U+FFFD)', async (_what, bytes) => {
      const user = await newUser();
      const body = Buffer.concat([Buffer.from('{"firstName":"Ann'), Buffer.from(bytes), Buffer.from('"}')]);
      const res = await patchProfile(user.as, body);
      expect([res.status, res.body.message]).toEqual([400, 'The request body is not valid UTF-8.']);
      expect((await me(user.as)).firstName).toBeNull();
      expect((await patchProfile(user.as, JSON.stringify({ firstName: 'Zoë 李' }))).status).toBe(200);
      expect((await me(user.as)).firstName).toBe('Zoë 李');
    });

    it('When a body is not what its Content-Encoding says, then 400 (415 for an encoding not read), nothing changes, and the next call works', async () => {
      const user = await newUser();
      const json = JSON.stringify({ firstName: 'Bea' });
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const res = await patchProfile(user.as, json, { 'content-encoding': encoding });
        expect([encoding, res.status, res.body.message]).toEqual([encoding, 400, 'The request body is not compressed as its Content-Encoding says.']);
      }
      const truncated = gzipSync(json).subarray(0, 12);
      expect((await patchProfile(user.as, truncated, { 'content-encoding': 'gzip' })).status).toBe(400);
      const unknown = await patchProfile(user.as, json, { 'content-encoding': 'compress' });
      expect(unknown.status).toBe(415);
      expect((await me(user.as)).firstName).toBeNull();
      for (const [encoding, packed] of [
        ['gzip', gzipSync(json)],
        ['deflate', deflateSync(json)],
        ['br', brotliCompressSync(json)],
      ] as const) {
        expect([encoding, (await patchProfile(user.as, packed, { 'content-encoding': encoding })).status]).toEqual([encoding, 200]);
      }
      expect((await me(user.as)).firstName).toBe('Bea');
    });

    it('When a gzip body inflates past the route limit, then 413', async () => {
      const user = await newUser();
      const bomb = gzipSync(JSON.stringify({ firstName: 'x'.repeat(3 * 1024 * 1024) }));
      expect((await patchProfile(user.as, bomb, { 'content-encoding': 'gzip' })).status).toBe(413);
    });
  });

  describe('time zones PostgreSQL does not know', () => {
    it('When a profile or a registration names US/Pacific-New (Node knows it, PostgreSQL does not), then 400 and the zone stays', async () => {
      const user = await newUser();
      for (const zone of ['US/Pacific-New', 'posix/Australia/Sydney', 'australia/sydney', 'Nowhere/Land']) {
        const res = await patchProfile(user.as, JSON.stringify({ timeZone: zone }));
        expect([zone, res.status, res.body.message]).toEqual([zone, 400, 'Unknown time zone']);
      }
      expect((await me(user.as)).timeZone).toBe('Australia/Sydney');
      const email = `tz-${randomUUID()}@example.com`;
      const register = await request(svc.handler).post('/api/register').set(anonymous()).send({ username: email, email, password: PASSWORD, timeZone: 'US/Pacific-New' });
      expect(register.status).toBe(400);
      expect((await patchProfile(user.as, JSON.stringify({ timeZone: 'America/Los_Angeles' }))).status).toBe(200);
      expect((await patchProfile(user.as, JSON.stringify({ timeZone: 'Asia/Calcutta' }))).status).toBe(200);
    });

    it('When stored zones are ones PostgreSQL does not know, then the repair migration maps each to its equivalent or the default', async () => {
      const zones = { 'US/Pacific-New': 'America/Los_Angeles', 'australia/perth': 'Australia/Perth', 'Nowhere/Land': 'Australia/Sydney', 'Europe/Kyiv': 'Europe/Kyiv' };
      const people = await Promise.all(Object.keys(zones).map(() => newUser()));
      for (const [i, zone] of Object.keys(zones).entries()) await svc.database.pool.query('UPDATE identity.users SET time_zone = $1 WHERE id = $2', [zone, people[i].id]);
      await svc.database.pool.query(readFileSync(path.join(here, '../drizzle/0005_repair_time_zones.sql'), 'utf8'));
      const repaired = await Promise.all(people.map(async (p) => (await me(p.as)).timeZone));
      expect(repaired).toEqual(Object.values(zones));
    });
  });
});
