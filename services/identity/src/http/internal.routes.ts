import { route } from '@tally/service-kit';
import { checkCredentials } from '../domain/check-credentials';
import type { IdentityDeps } from '../domain/identity-deps';

/** Calls only the gateway makes (never forwarded from the browser: the gateway proxies /api/* alone). */
/** The gateway sends the caller's IP as X-Forwarded-For (Koa's proxy mode reads it into ctx.ip). */
export function internalRoutes(deps: IdentityDeps) {
  return [route('checkCredentials', ({ body, ctx }) => checkCredentials(deps, body, ctx.ip))];
}
