import jwt from 'jsonwebtoken';
import { createTokenKey, signServiceToken, verifyServiceToken } from './service-token';

describe('service tokens', () => {
  const key = createTokenKey('k'.repeat(40));
  const bearer = (token: string) => `Bearer ${token}`;

  it('When a token is signed for a caller, then verifying it gives back that caller, from the first check and from memory', () => {
    const token = signServiceToken(key, { userId: 'u1', sessionId: 's1' });
    expect(verifyServiceToken(key, bearer(token))).toEqual({ userId: 'u1', sessionId: 's1', timeZone: null });
    expect(verifyServiceToken(key, bearer(token))).toEqual({ userId: 'u1', sessionId: 's1', timeZone: null });
    expect(verifyServiceToken(key, bearer(signServiceToken(key, { userId: null, sessionId: null })))).toEqual({ userId: null, sessionId: null, timeZone: null });
  });

  it("When the caller's time zone is signed in, then it comes back, and a token for another zone is a different token", () => {
    const perth = signServiceToken(key, { userId: 'u5', sessionId: 's5', timeZone: 'Australia/Perth' });
    expect(verifyServiceToken(key, bearer(perth))).toEqual({ userId: 'u5', sessionId: 's5', timeZone: 'Australia/Perth' });
    expect(signServiceToken(key, { userId: 'u5', sessionId: 's5', timeZone: 'Australia/Sydney' })).not.toBe(perth);
  });

  it('When the same caller is signed for again soon, then the token is reused; another caller or session gets its own', () => {
    const first = signServiceToken(key, { userId: 'u2', sessionId: 's2' });
    expect(signServiceToken(key, { userId: 'u2', sessionId: 's2' })).toBe(first);
    expect(signServiceToken(key, { userId: 'u2', sessionId: 's3' })).not.toBe(first);
    expect(signServiceToken(key, { userId: 'u3', sessionId: 's2' })).not.toBe(first);
  });

  it('When a token was signed with another key, is expired, tampered with or missing, then it is refused, even after a good one was remembered', () => {
    const other = createTokenKey('o'.repeat(40));
    const good = signServiceToken(key, { userId: 'u4', sessionId: 's4' });
    verifyServiceToken(key, bearer(good));
    expect(() => verifyServiceToken(other, bearer(good))).toThrow('Invalid service token.');
    const expired = jwt.sign({ sid: 's4' }, key, { algorithm: 'HS256', audience: 'tally-services', issuer: 'tally-gateway', subject: 'u4', expiresIn: -10 });
    expect(() => verifyServiceToken(key, bearer(expired))).toThrow('Invalid service token.');
    expect(() => verifyServiceToken(key, bearer(`${good.slice(0, -2)}xx`))).toThrow('Invalid service token.');
    expect(() => verifyServiceToken(key, undefined)).toThrow('Missing service token.');
  });
});
