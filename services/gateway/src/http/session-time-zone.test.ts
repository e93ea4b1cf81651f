import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createTokenKey, verifyServiceToken } from '@tally/service-kit';
import { silentLogger } from '@tally/service-kit/testing';
import type { SessionData, SessionStore } from '../sessions/session-store';
import { sessionTimeZone } from './session-time-zone';

const tokenKey = createTokenKey('a test secret that is long enough for HS256');
const userId = '7d7f7c1e-8a8f-4b55-9a3f-2f3f8f9b0c11';

/** Sessions kept in a Map: only the two calls sessionTimeZone makes matter here. */
function mapStore(entries: Record<string, SessionData>): SessionStore & { data: Map<string, SessionData> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    get: async (id) => data.get(id),
    set: async (id, value) => void data.set(id, value),
    destroy: async (id) => void data.delete(id),
    destroyAllForUser: async () => 0,
    async setTimeZoneForUser(user, timeZone) {
      let changed = 0;
      for (const [id, value] of data) {
        if (value.userId !== user) continue;
        data.set(id, { ...value, timeZone });
        changed += 1;
      }
      return changed;
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}

describe('the time zone of an older session (made before the gateway kept it)', () => {
  let identity: Server;
  let identityUrl: string;
  let answer: { status: number; timeZone: string };
  const asked: Array<string | null> = [];
  beforeAll(async () => {
    identity = createServer((req, res) => {
      asked.push(verifyServiceToken(tokenKey, req.headers.authorization).userId);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      const user = {
        id: userId,
        username: 'old@example.com',
        email: 'old@example.com',
        firstName: null,
        lastName: null,
        timeZone: answer.timeZone,
        emailVerified: true,
        hasCompletedOnboarding: true,
        profileImageUrl: null,
        createdAt: new Date().toISOString(),
      };
      res.end(JSON.stringify(answer.status === 200 ? user : { message: 'no' }));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    identityUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => identity.close(resolve)));

  const ctxOf = (session: SessionData) => ({ session, state: { sessionId: 'old', requestId: 'req-12345678' } }) as unknown as Koa.Context;

  it('When the session keeps a zone, then it is used and identity is not asked', async () => {
    const sessions = mapStore({});
    asked.length = 0;
    expect(await sessionTimeZone(ctxOf({ userId, timeZone: 'Australia/Hobart' }), userId, { sessions, identityUrl: () => identityUrl, tokenKey, logger: silentLogger() })).toBe(
      'Australia/Hobart',
    );
    expect(asked).toEqual([]);
  });

  it('When the session has no zone, then identity is asked once as the person and the answer is kept in all their sessions', async () => {
    answer = { status: 200, timeZone: 'Australia/Perth' };
    const sessions = mapStore({ old: { userId }, other: { userId }, stranger: { userId: 'someone-else' } });
    asked.length = 0;
    expect(await sessionTimeZone(ctxOf({ userId }), userId, { sessions, identityUrl: () => identityUrl, tokenKey, logger: silentLogger() })).toBe('Australia/Perth');
    expect(asked).toEqual([userId]);
    expect(sessions.data.get('old')).toEqual({ userId, timeZone: 'Australia/Perth' });
    expect(sessions.data.get('other')).toEqual({ userId, timeZone: 'Australia/Perth' });
    expect(sessions.data.get('stranger')).toEqual({ userId: 'someone-else' });
  });

  it('When identity cannot answer, then this request reads in Australia/Sydney and nothing is kept', async () => {
    answer = { status: 503, timeZone: 'Australia/Perth' };
    const sessions = mapStore({ old: { userId } });
    expect(await sessionTimeZone(ctxOf({ userId }), userId, { sessions, identityUrl: () => identityUrl, tokenKey, logger: silentLogger() })).toBe('Australia/Sydney');
    expect(sessions.data.get('old')).toEqual({ userId });
  });

  it('When the session keeps a zone PostgreSQL does not know (US/Pacific-New, kept before zones were checked), then identity is asked and its repaired zone kept', async () => {
    answer = { status: 200, timeZone: 'America/Los_Angeles' };
    const sessions = mapStore({ old: { userId, timeZone: 'US/Pacific-New' } });
    asked.length = 0;
    const deps = { sessions, identityUrl: () => identityUrl, tokenKey, logger: silentLogger() };
    expect(await sessionTimeZone(ctxOf({ userId, timeZone: 'US/Pacific-New' }), userId, deps)).toBe('America/Los_Angeles');
    expect(asked).toEqual([userId]);
    expect(sessions.data.get('old')).toEqual({ userId, timeZone: 'America/Los_Angeles' });
    answer = { status: 200, timeZone: 'US/Pacific-New' };
    expect(await sessionTimeZone(ctxOf({ userId }), userId, deps)).toBe('Australia/Sydney');
  });
});
