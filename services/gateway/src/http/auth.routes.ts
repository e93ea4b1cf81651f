import type { KeyObject } from 'node:crypto';
import { request } from 'undici';
import { API_ROUTES, buildOpenApiDocument, ERROR_CODES, User, type LoginRequest } from '@tally/contracts';
import { AuthenticationError, route, ServiceError, signServiceToken, TooManyRequestsError, UnavailableError } from '@tally/service-kit';
import { renderApiDocsPage } from './api-docs-page';

/**
 * The calls the gateway answers itself (sign-in, sign-out, the API description), bound to their rows of the
 * route table like every service's: identity checks the credentials, the gateway owns the session (a fresh id
 * at every sign-in, so a planted id is never promoted).
 */
export function authRoutes(options: CredentialCheckOptions) {
  return [
    route('login', async ({ body: credentials, ctx }) => {
      const user = await checkCredentials(options, credentials, ctx.state.requestId, ctx.ip);
      ctx.session!.userId = user.id;
      ctx.session!.timeZone = user.timeZone;
      // A session the visitor already had gets a new id, so a planted one is never promoted. A visitor without one
      // holds an id made for this request (an unknown cookie is never reused), saved once when the request ends.
      if ((ctx.state as { sessionId?: string }).sessionId) await ctx.session!.regenerate();
      return user;
    }),

    route('logout', async ({ ctx }) => {
      ctx.session = null;
      return { message: 'You have been signed out.' };
    }),

    route('getOpenApi', async ({ ctx }) => {
      ctx.set('Cache-Control', 'no-cache');
      return (openApi ??= buildOpenApiDocument());
    }),

    route('getApiDocs', async ({ ctx }) => {
      ctx.type = 'html';
      ctx.body = docsPage ??= renderApiDocsPage(API_ROUTES);
    }),
  ];
}

const SIGN_IN_UNAVAILABLE = "Tally can't sign you in just now. Please try again shortly.";

interface CredentialCheckOptions {
  identityUrl: () => string;
  tokenKey: KeyObject;
  /** How long identity may take to answer (the gateway's SERVICE_ANSWER_TIMEOUT_MS). */
  answerTimeoutMs: number;
}

let openApi: unknown;
let docsPage: string | undefined;

/**
 * Identity's credential check, over undici's kept-alive connections (its `request` costs a fraction of `fetch`'s per call).
 * The caller's IP goes with it: identity counts guesses per address, per IP, and per address from an IP.
 */
async function checkCredentials(options: CredentialCheckOptions, credentials: LoginRequest, requestId: string, callerIp: string) {
  const response = await request(`${options.identityUrl()}/internal/credentials/check`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${signServiceToken(options.tokenKey, { userId: null, sessionId: null })}`,
      'x-request-id': requestId,
      'x-forwarded-for': callerIp,
    },
    body: JSON.stringify(credentials),
    headersTimeout: options.answerTimeoutMs,
    bodyTimeout: options.answerTimeoutMs,
    signal: AbortSignal.timeout(options.answerTimeoutMs),
  }).catch((err: unknown) => {
    // Refused, reset or no answer in time: sign-in is unavailable for now, not broken.
    throw new UnavailableError(SIGN_IN_UNAVAILABLE, undefined, { cause: err });
  });
  const body = (await response.body.json().catch(() => ({}))) as { message?: string; code?: string };
  if (response.statusCode === 401) throw new AuthenticationError(body.message ?? 'Invalid email or password.', ERROR_CODES.badCredentials);
  if (response.statusCode === 429) throw new TooManyRequestsError(body.message ?? 'Too many failed sign-in attempts.', Number(response.headers['retry-after'] ?? 60));
  if (response.statusCode === 503) throw new UnavailableError(body.message ?? SIGN_IN_UNAVAILABLE, Number(response.headers['retry-after']) || undefined);
  if (response.statusCode !== 200) throw new ServiceError(body.message ?? 'Sign-in is unavailable. Please try again.', response.statusCode, body.code ?? ERROR_CODES.unavailable);
  return User.parse(body);
}
