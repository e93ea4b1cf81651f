/** What the embedded launcher needs from the gateway beyond its factory. */
export { migrationsFolder as gatewayMigrationsFolder } from './migrations-folder';
export { createDbSessionStore } from './sessions/db-session-store';
export { createCachedSessionStore } from './sessions/cached-session-store';
export { createRedisSessionStore } from './sessions/redis-session-store';
export { createInProcessTransport } from './http/service-transport';
export { defaultFrontendRoot } from './frontend-root';
