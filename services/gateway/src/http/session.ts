import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { SessionStore } from '../sessions/session-store';

export const SESSION_COOKIE = 'tally.sid';
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * koa-session over a server-side store: the signed cookie carries only an id, so sign-out,
 * restarts and "end my other sessions" behave. Secure when the request came over TLS.
 */
export function sessionMiddleware(app: Koa, store: SessionStore, secure: boolean): Koa.Middleware {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure,
      // No renewal: forwarded answers are written by the service, so the session must not touch headers after them.
      renew: false,
      rolling: false,
      genid: () => randomBytes(24).toString('base64url'),
      store: {
        // The id of a session that loaded, kept for forwarding, so the cookie's signature is checked once.
        get: async (key: string, _maxAge: unknown, { ctx }: { ctx: Koa.Context }) => {
          const data = await store.get(key);
          if (data) ctx.state.sessionId = key;
          return data;
        },
        set: (key: string, data: Record<string, unknown>, maxAge: number) => store.set(key, data, maxAge),
        destroy: (key: string) => store.destroy(key),
      },
    } as Parameters<typeof session>[0],
    app,
  ) as unknown as Koa.Middleware;
}
