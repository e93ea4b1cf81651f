import { randomUUID, type KeyObject } from 'node:crypto';
import Koa from 'koa';
import compress from 'koa-compress';
import { SUBJECTS, UserDeletedEvent, UserSessionsRevokedEvent, UserTimeZoneChangedEvent } from '@tally/contracts';
import { errorMiddleware, InputError, type EventBus, type Logger, type ServiceHandle, type Subscription } from '@tally/service-kit';
import type { GatewayConfig } from './config';
import { authRoutes } from './http/auth.routes';
import { forwardToServices } from './http/forward';
import { gatewayHeaders } from './http/gateway-headers';
import { ocrAssets } from './http/ocr-assets';
import { remoteManifestUrls, remoteOrigins, remotesManifest } from './http/remotes-manifest';
import { sameOriginGuard } from './http/same-origin-guard';
import type { ServiceTransport } from './http/service-transport';
import { createCookieKeys } from './http/cookie-keys';
import { sessionMiddleware } from './http/session';
import { shellProxy } from './http/shell-proxy';
import { REMOTE_NAMES, staticFrontends, type RemoteName } from './http/static-files';
import type { SessionStore } from './sessions/session-store';

export interface GatewayDeps {
  config: Pick<GatewayConfig, 'SESSION_KEYS' | 'PUBLIC_URL' | 'SHELL_URL' | 'MFE_TRACKING_URL' | 'MFE_REPORTS_URL' | 'MFE_INSIGHTS_URL' | 'MFE_SUPPORT_URL'>;
  logger: Logger;
  tokenKey: KeyObject;
  bus: EventBus;
  sessions: SessionStore;
  transport: ServiceTransport;
  /** Where identity answers the credential check (its loopback URL in embedded mode). */
  identityUrl: () => string;
  isReady: () => Promise<boolean>;
  /** Repository root with shell/dist and mfe-* /dist, for serving front ends from disk. */
  frontendRoot: string;
}

/** The only public entry: sessions, routing to services, security headers and the front ends. */
export function createGatewayService(deps: GatewayDeps): ServiceHandle {
  const app = new Koa({ proxy: true });
  app.keys = createCookieKeys(deps.config.SESSION_KEYS);
  const logger = deps.logger.child({ service: 'gateway' });
  const secure = deps.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const remoteUrls: Partial<Record<RemoteName, string>> = {
    tracking: deps.config.MFE_TRACKING_URL,
    reports: deps.config.MFE_REPORTS_URL,
    insights: deps.config.MFE_INSIGHTS_URL,
    support: deps.config.MFE_SUPPORT_URL,
  };
  const session = sessionMiddleware(app, deps.sessions, secure);
  const auth = authRoutes({ identityUrl: deps.identityUrl, tokenKey: deps.tokenKey });
  const allowedOrigins = deps.config.PUBLIC_URL ? [new URL(deps.config.PUBLIC_URL).origin] : [];

  app.on('error', (err) => logger.error({ err }, 'Request failed'));
  app.use(async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('x-request-id', ctx.state.requestId);
    await next();
  });
  app.use(errorMiddleware());
  app.use(gatewayHeaders({ remoteOrigins: remoteOrigins(remoteUrls), secure }));
  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz') ctx.body = { status: 'ok', service: 'gateway' };
    else if (ctx.path === '/readyz') {
      const ready = await deps.isReady();
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'starting', service: 'gateway' };
    } else return next();
  });
  app.use(remotesManifest(remoteUrls));
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    ctx.set('Cache-Control', 'no-store');
    return session(ctx, next);
  });
  app.use(sameOriginGuard(allowedOrigins));
  app.use(auth.routes());
  // Built once, not per request: every API call passes here.
  const forward = forwardToServices({ transport: deps.transport, tokenKey: deps.tokenKey, sessions: deps.sessions, identityUrl: deps.identityUrl, logger });
  app.use(async (ctx, next) => (ctx.path.startsWith('/api/') ? forward(ctx, next) : next()));
  // Only what the gateway itself answers from here on (the front ends); forwarded API answers are written by the services.
  app.use(compress({ threshold: 1024, br: false }));
  // The browser's text recognition files (Scan Ticket's fallback), from node_modules.
  app.use(ocrAssets());
  app.use(
    deps.config.SHELL_URL
      ? shellProxy(deps.config.SHELL_URL)
      : staticFrontends({ root: deps.frontendRoot, remotes: REMOTE_NAMES.filter((name) => !remoteUrls[name]), manifestUrls: remoteManifestUrls(remoteUrls) }),
  );

  return {
    name: 'gateway',
    app,
    // Its own calls (sign-in, sign-out, the API document); the rest it forwards by the route table.
    routes: auth.stack.map((layer) => ({ operationId: String(layer.name), method: layer.methods.filter((m) => m !== 'HEAD').join(','), path: layer.path as string })),
    subscriptions: [sessionsRevoked(deps.sessions), userDeleted(deps.sessions), timeZoneChanged(deps.sessions)],
    jobs: [],
    async start() {},
    async stop() {
      await deps.sessions.close();
      await deps.transport.close?.();
    },
  };
}

/** A password change ends the person's other sessions; ending sessions twice is harmless, so no inbox is needed. */
function sessionsRevoked(sessions: SessionStore): Subscription {
  return {
    subject: SUBJECTS.identityUserSessionsRevoked,
    durable: 'gateway-sessions-revoked',
    async handle(event) {
      const parsed = UserSessionsRevokedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError('Bad sessions_revoked payload');
      await sessions.destroyAllForUser(parsed.data.userId, parsed.data.keepSessionId);
    },
  };
}

function userDeleted(sessions: SessionStore): Subscription {
  return {
    subject: SUBJECTS.identityUserDeleted,
    durable: 'gateway-user-deleted',
    async handle(event) {
      const parsed = UserDeletedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError('Bad user.deleted payload');
      await sessions.destroyAllForUser(parsed.data.userId);
    },
  };
}

/** The new zone goes into every session of the person, so the next token carries it; setting it twice is harmless. */
function timeZoneChanged(sessions: SessionStore): Subscription {
  return {
    subject: SUBJECTS.identityUserTimeZoneChanged,
    durable: 'gateway-time-zone-changed',
    async handle(event) {
      const parsed = UserTimeZoneChangedEvent.safeParse(event.payload);
      if (!parsed.success) throw new InputError('Bad time_zone_changed payload');
      await sessions.setTimeZoneForUser(parsed.data.userId, parsed.data.timeZone);
    },
  };
}
