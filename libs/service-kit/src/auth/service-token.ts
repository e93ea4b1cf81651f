import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { AuthenticationError } from '../errors';

const AUDIENCE = 'tally-services';
const ISSUER = 'tally-gateway';

/**
 * What a service learns about the caller: the person (absent for signed-out calls), their session and
 * their IANA time zone. The zone travels in the token so that every service computes days, weeks and
 * months in it one way, instead of each keeping its own copy.
 */
export interface ServiceCaller {
  userId: string | null;
  sessionId: string | null;
  /** The person's IANA time zone (claim `tz`); null for signed-out calls or a token without one. */
  timeZone?: string | null;
}

/** A KeyObject makes HS256 about 30x cheaper than a string secret (measured in the team's stack notes, ../shared/STACK-NOTES.md, outside this repository). */
export function createTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

// Signing and verifying a JWT on every forwarded request cost the gateway and each service a few
// percent of their CPU. A token is reused for the first half of its life (so it always has at least
// half left when a service checks it), and a checked token is remembered until it expires.
const MAX_CACHED = 10_000;
const signedTokens = new WeakMap<KeyObject, LRUCache<string, string>>();
const checkedTokens = new WeakMap<KeyObject, LRUCache<string, ServiceCaller>>();

function cacheFor<V extends NonNullable<unknown>>(caches: WeakMap<KeyObject, LRUCache<string, V>>, key: KeyObject): LRUCache<string, V> {
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new LRUCache<string, V>({ max: MAX_CACHED, ttl: 60_000 })));
  return cache;
}

/** Signs the short-lived token the gateway adds to every forwarded request. */
export function signServiceToken(key: KeyObject, caller: ServiceCaller, ttlSeconds = 60): string {
  if (ttlSeconds <= 0) return signToken(key, caller, ttlSeconds);
  const id = `${ttlSeconds}|${caller.userId ?? ''}|${caller.sessionId ?? ''}|${caller.timeZone ?? ''}`;
  const cached = signedTokens.get(key)?.get(id);
  if (cached) return cached;
  const token = signToken(key, caller, ttlSeconds);
  cacheFor(signedTokens, key).set(id, token, { ttl: (ttlSeconds * 1000) / 2 });
  return token;
}

function signToken(key: KeyObject, caller: ServiceCaller, ttlSeconds: number): string {
  const claims: Record<string, string> = {};
  if (caller.sessionId) claims.sid = caller.sessionId;
  if (caller.timeZone) claims.tz = caller.timeZone;
  return jwt.sign(claims, key, {
    algorithm: 'HS256',
    audience: AUDIENCE,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
    ...(caller.userId ? { subject: caller.userId } : {}),
  });
}

/** Verifies a bearer token; throws AuthenticationError when missing, forged or expired. */
export function verifyServiceToken(key: KeyObject, authorization: string | undefined): ServiceCaller {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  if (!token) throw new AuthenticationError('Missing service token.');
  const checked = checkedTokens.get(key)?.get(token);
  if (checked) return checked;
  let claims: jwt.JwtPayload;
  try {
    claims = jwt.verify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER }) as jwt.JwtPayload;
  } catch {
    throw new AuthenticationError('Invalid service token.');
  }
  const caller: ServiceCaller = {
    userId: typeof claims.sub === 'string' ? claims.sub : null,
    sessionId: typeof claims.sid === 'string' ? claims.sid : null,
    timeZone: typeof claims.tz === 'string' ? claims.tz : null,
  };
  const lifeLeftMs = typeof claims.exp === 'number' ? claims.exp * 1000 - Date.now() : 0;
  if (lifeLeftMs > 0) cacheFor(checkedTokens, key).set(token, caller, { ttl: lifeLeftMs });
  return caller;
}
