import type { KeyObject } from 'node:crypto';
import type Koa from 'koa';
import { request } from 'undici';
import { DEFAULT_TIME_ZONE, isKnownTimeZone, User } from '@tally/contracts';
import { signServiceToken, type Logger } from '@tally/service-kit';
import type { SessionStore } from '../sessions/session-store';

export interface SessionTimeZoneDeps {
  sessions: SessionStore;
  identityUrl: () => string;
  tokenKey: KeyObject;
  logger: Logger;
}

/**
 * The signed-in person's time zone for the service token. Sessions keep it from sign-in on; a session made before
 * the gateway kept it asks identity once (GET /api/user) and stores the answer in all the person's sessions. When
 * identity cannot answer, or its zone is not one PostgreSQL knows, this one request reads in DEFAULT_TIME_ZONE (Australia/Sydney) and the next asks again.
 */
export async function sessionTimeZone(ctx: Koa.Context, userId: string, deps: SessionTimeZoneDeps): Promise<string> {
  const kept = ctx.session?.timeZone as string | undefined;
  // A zone kept before zones were checked against PostgreSQL's (US/Pacific-New) is asked for again: identity has repaired it.
  if (kept && isKnownTimeZone(kept)) return kept;
  try {
    const response = await request(`${deps.identityUrl()}/api/user`, {
      headers: {
        authorization: `Bearer ${signServiceToken(deps.tokenKey, { userId, sessionId: (ctx.state.sessionId as string | undefined) ?? null })}`,
        'x-request-id': ctx.state.requestId,
      },
      headersTimeout: 5_000,
      bodyTimeout: 5_000,
    });
    const body = await response.body.json().catch(() => undefined);
    if (response.statusCode !== 200) throw new Error(`identity answered ${response.statusCode}`);
    const { timeZone } = User.parse(body);
    if (!isKnownTimeZone(timeZone)) return DEFAULT_TIME_ZONE;
    await deps.sessions.setTimeZoneForUser(userId, timeZone);
    return timeZone;
  } catch (err) {
    deps.logger.warn({ err, userId }, 'Could not learn the time zone of an older session; using the default for this request');
    return DEFAULT_TIME_ZONE;
  }
}
