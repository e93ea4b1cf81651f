import type { KeyObject } from 'node:crypto';
import Koa from 'koa';
import compress from 'koa-compress';
import {
  bindRoutes,
  errorMiddleware,
  healthEndpoints,
  logRequestErrors,
  requestContext,
  type Database,
  type EventBus,
  type Logger,
  type ServiceApp,
  type ServiceHandle,
} from '@tally/service-kit';
import { DEFAULT_SERVICE_ANSWER_TIMEOUT_MS, type GatewayConfig } from './config';
import { sessionEvents } from './events/session-events';
import { authRoutes } from './http/auth.routes';
import { forwardToServices } from './http/forward';
import { gatewayHeaders } from './http/gateway-headers';
import { ocrAssets } from './http/ocr-assets';
import { remoteManifestUrls, remoteOrigins, remotesManifest } from './http/remotes-manifest';
import { sameOriginGuard } from './http/same-origin-guard';
import { gatewayReadiness, type ServiceReadinessChecks } from './http/service-readiness';
import type { ServiceTransport } from './http/service-transport';
import { createCookieKeys } from './http/cookie-keys';
import { sessionMiddleware } from './http/session';
import { shellProxy } from './http/shell-proxy';
import { REMOTE_NAMES, staticFrontends, type RemoteName } from './http/static-files';
import { openSessionStore } from './sessions/open-session-store';

export interface GatewayDeps {
  /** TRUST_PROXY left out is false: X-Forwarded-* are not read. */
  config: Partial<Pick<GatewayConfig, 'TRUST_PROXY'>> &
    Pick<
      GatewayConfig,
      'SESSION_KEYS' | 'PUBLIC_URL' | 'REDIS_URL' | 'NATS_SUBJECT_PREFIX' | 'SHELL_URL' | 'MFE_TRACKING_URL' | 'MFE_REPORTS_URL' | 'MFE_INSIGHTS_URL' | 'MFE_SUPPORT_URL'
    > &
    Partial<Pick<GatewayConfig, 'SERVICE_ANSWER_TIMEOUT_MS' | 'REDIS_COMMAND_TIMEOUT_MS'>>;
  logger: Logger;
  tokenKey: KeyObject;
  bus: EventBus;
  /** The gateway's schema (its sessions table), for sessions when there is no REDIS_URL; migrated here. */
  database?: Database;
  /** This gateway is the only one (embedded mode), so sessions read from the table can be cached in memory. */
  soleGateway?: boolean;
  transport: ServiceTransport;
  /** Where identity answers the credential check (its loopback URL in embedded mode). */
  identityUrl: () => string;
  /** Each service's readiness (or, with several replicas, each replica's by URL), by name, for the gateway's /readyz (beside its own session store). */
  services: ServiceReadinessChecks;
  /** Repository root with shell/dist and mfe-* /dist, for serving front ends from disk. */
  frontendRoot: string;
}

/**
 * Composition root of the gateway, the only public entry: sessions, routing to services, security headers and the
 * front ends, on the same request id, error translation and health endpoints as every service.
 */
export async function createGatewayService(deps: GatewayDeps): Promise<ServiceHandle> {
  // X-Forwarded-* only from a configured reverse proxy; one hop, so the address it adds (the last) is the caller's.
  const app = new Koa({ proxy: deps.config.TRUST_PROXY ?? false, maxIpsCount: 1 });
  app.keys = createCookieKeys(deps.config.SESSION_KEYS);
  const logger = deps.logger.child({ service: 'gateway' });
  const sessions = await openSessionStore({
    redisUrl: deps.config.REDIS_URL,
    keyPrefix: deps.config.NATS_SUBJECT_PREFIX,
    database: deps.database,
    soleWriter: deps.soleGateway ?? false,
    redisCommandTimeoutMs: deps.config.REDIS_COMMAND_TIMEOUT_MS,
  });
  const answerTimeoutMs = deps.config.SERVICE_ANSWER_TIMEOUT_MS ?? DEFAULT_SERVICE_ANSWER_TIMEOUT_MS;
  const secure = deps.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const remoteUrls: Partial<Record<RemoteName, string>> = {
    tracking: deps.config.MFE_TRACKING_URL,
    reports: deps.config.MFE_REPORTS_URL,
    insights: deps.config.MFE_INSIGHTS_URL,
    support: deps.config.MFE_SUPPORT_URL,
  };
  const session = sessionMiddleware(app, sessions, secure);
  const auth = authRoutes({ identityUrl: deps.identityUrl, tokenKey: deps.tokenKey, answerTimeoutMs });
  const allowedOrigins = deps.config.PUBLIC_URL ? [new URL(deps.config.PUBLIC_URL).origin] : [];

  logRequestErrors(app, logger);
  app.use(requestContext(logger));
  app.use(errorMiddleware());
  app.use(gatewayHeaders({ remoteOrigins: remoteOrigins(remoteUrls), secure }));
  // Ready when its session store and every service answer (each service's /readyz checks its own database, NATS and Redis):
  // a service with several replicas when one of them does.
  app.use(gatewayReadiness({ [deps.config.REDIS_URL ? 'redis' : 'database']: () => sessions.ping() }, deps.services));
  app.use(healthEndpoints({ name: 'gateway' }));
  app.use(remotesManifest(remoteUrls));
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    ctx.set('Cache-Control', 'no-store');
    return session(ctx, next);
  });
  app.use(sameOriginGuard(allowedOrigins));
  const served = bindRoutes(app as unknown as ServiceApp, auth);
  // Built once, not per request: every API call passes here.
  const forward = forwardToServices({ transport: deps.transport, answerTimeoutMs, tokenKey: deps.tokenKey, sessions, identityUrl: deps.identityUrl, logger });
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
    routes: served,
    subscriptions: sessionEvents(sessions),
    jobs: [],
    async start() {},
    async stop() {
      await sessions.close();
      await deps.transport.close?.();
    },
  };
}
