import Router from '@koa/router';
import type { ServiceApp, ServiceState } from '../app/create-service-app';
import type { IdempotentWrites } from '../idempotency/idempotent-writes';
import type { RateLimits } from './rate-limits';
import type { BoundRoute } from './route';

/** One operation as the service's router really serves it (read back from the router, not from the list it was given). */
export interface ServedRoute {
  operationId: string;
  method: string;
  path: string;
}

/**
 * Mounts a service's bound operations on its app, in the order given (a static path such as
 * '/api/activities/by-date' must come before '/api/activities/:id', which would take it), and answers
 * OPTIONS and 405 from them. Returns what the router serves, for the conformance tests.
 * With `idempotentWrites`, a row marked `idempotent` gets its Idempotency-Key step just before its handler;
 * with `rateLimits`, a row with a `rateLimit` gets its counting step before that (a refused request claims no key).
 */
export function bindRoutes(app: ServiceApp, routes: BoundRoute[], options: { idempotentWrites?: IdempotentWrites; rateLimits?: RateLimits } = {}): ServedRoute[] {
  const router = new Router<ServiceState>();
  const seen = new Set<string>();
  for (const { operation, middleware, claimsIdempotencyKey } of routes) {
    if (seen.has(operation.operationId)) throw new Error(`${operation.operationId} is bound twice`);
    seen.add(operation.operationId);
    // The handler's step is the last of a bound route's middleware (route.ts).
    const limited = operation.rateLimit?.length && options.rateLimits ? [options.rateLimits.step(operation)] : [];
    const keyed = operation.idempotent && options.idempotentWrites ? [options.idempotentWrites.step(operation, { claimedByHandler: claimsIdempotencyKey })] : [];
    const steps = [...middleware.slice(0, -1), ...limited, ...keyed, ...middleware.slice(-1)];
    router.register(operation.path, [operation.method], steps, { name: operation.operationId });
  }
  app.use(router.routes()).use(router.allowedMethods());
  return router.stack.map((layer) => ({
    operationId: String(layer.name),
    method: layer.methods.filter((m) => m !== 'HEAD').join(','),
    path: layer.path as string,
  }));
}
