import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ErrorBody, User } from '@tally/contracts';
import { startIdentity, type IdentityUnderTest } from './helpers/start-identity';
import { registerVerified } from './helpers/accounts';

const PASSWORD = 'a long passphrase';

/** PostgreSQL text cannot hold NUL: these fields used to answer 500 with one; now the contracts refuse it. */
describe('hostile text on identity', () => {
  let svc: IdentityUnderTest;
  beforeAll(async () => {
    svc = await startIdentity();
  });
  afterAll(() => svc.stop());

  const anonymous = () => ({ Authorization: svc.auth.header(null) });
  const register = (body: object) => request(svc.handler).post('/api/register').set(anonymous()).send(body);
  const newUser = async () => {
    const email = `h-${randomUUID()}@example.com`;
    await registerVerified(svc.handler, { anonymous: svc.auth.header(null), mailboxDir: svc.mailboxDir }, { username: email, email, password: PASSWORD });
    const user = User.parse((await request(svc.handler).post('/internal/credentials/check').set(anonymous()).send({ username: email, password: PASSWORD })).body);
    return { ...user, as: { Authorization: svc.auth.header(user.id) } };
  };

  it.each([
    ['first name', { firstName: 'Ann\u0000' }, 'First name must not contain control characters'],
    ['last name', { lastName: '\u0000' }, 'Last name must not contain control characters'],
    ['password', { password: 'pass\u0000word' }, 'Password must not contain control characters'],
    ['first name of 5,000 characters', { firstName: 'x'.repeat(5000) }, 'First name must be at most 100 characters'],
  ])('When registering with a hostile %s, then responds 400 with a clear message', async (_what, extra, message) => {
    const email = `h-${randomUUID()}@example.com`;
    const res = await register({ username: email, email, password: PASSWORD, ...extra });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body).message).toBe(message);
  });

  it('When a profile name holds a NUL, then responds 400 and the name is unchanged', async () => {
    const me = await newUser();
    await request(svc.handler).patch('/api/user/profile').set(me.as).send({ firstName: 'Kai' }).expect(200);
    const res = await request(svc.handler).patch('/api/user/profile').set(me.as).send({ firstName: 'K\u0000ai' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('First name must not contain control characters');
    expect((await request(svc.handler).get('/api/user').set(me.as)).body.firstName).toBe('Kai');
  });

  it('When a profile name looks like markup or SQL, then it is kept exactly as typed', async () => {
    const me = await newUser();
    const firstName = "<b>Bobby</b>'); DROP TABLE users;--";
    const res = await request(svc.handler).patch('/api/user/profile').set(me.as).send({ firstName, lastName: '{{7*7}}' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName, lastName: '{{7*7}}' });
  });

  it('When the verification token holds a NUL, then an API client gets 400 and a browser goes back to the app', async () => {
    const res = await request(svc.handler).get('/api/verify-email').query({ token: 'abc\u0000' }).set(anonymous()).set('Accept', 'application/json');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IDENTITY.INVALID_VERIFICATION_TOKEN');
    const browser = await request(svc.handler).get('/api/verify-email').query({ token: 'abc\u0000' }).set(anonymous()).set('Accept', 'text/html');
    expect(browser.status).toBe(302);
  });
});
