import type Koa from 'koa';
import { DEPENDENCY_CHECK_TIMEOUT_MS, dependencyState, type DependencyChecks, type DependencyState } from '@tally/service-kit';
import { SERVICE_RETRY_AFTER_SECONDS } from './service-transport';

/** The gateway waits this long for a service's /readyz: past the service's own bound for its dependencies, so its answer comes first. */
export const SERVICE_READINESS_TIMEOUT_MS = DEPENDENCY_CHECK_TIMEOUT_MS + 1000;

/**
 * One service's readiness for the gateway's /readyz: its own /readyz answers 200 (it checks its
 * database, NATS and Redis). Rejects when it answers otherwise, cannot be reached or does not answer in time.
 */
export async function serviceReadiness(serviceUrl: string): Promise<void> {
  const answer = await fetch(`${serviceUrl}/readyz`, { signal: AbortSignal.timeout(SERVICE_READINESS_TIMEOUT_MS) });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`${serviceUrl}/readyz answered ${answer.status}`);
}

/** A service's readiness check, or (several replicas) each replica's check by its URL. */
export type ServiceReadinessChecks = Record<string, (() => Promise<unknown>) | DependencyChecks>;

/**
 * The gateway's `/readyz`: ready (200) when its own dependencies answer and every service has at least
 * one ready replica; otherwise 503 with Retry-After. Like every service's, it names each dependency
 * (`dependencies`), and a service with several replicas has each one named under `replicas`, so a
 * replica that is down shows while the service still serves. `/readyz?scope=own` checks only the gateway's own
 * dependencies: the cluster's readiness probe, so a service that is wholly down takes its calls to a JSON 503
 * (from every gateway) rather than every gateway out of the load balancer, front ends and other services with them.
 */
export function gatewayReadiness(own: DependencyChecks, services: ServiceReadinessChecks): Koa.Middleware {
  const probe = async (checks: DependencyChecks) =>
    Object.fromEntries(await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await dependencyState(check, SERVICE_READINESS_TIMEOUT_MS)] as const)));
  return async (ctx, next) => {
    if (ctx.path !== '/readyz') return next();
    const split = ctx.query.scope === 'own' ? [] : Object.entries(services);
    const [ownStates, single, several] = await Promise.all([
      probe(own),
      probe(Object.fromEntries(split.filter(([, checks]) => typeof checks === 'function')) as DependencyChecks),
      Promise.all(split.filter(([, checks]) => typeof checks !== 'function').map(async ([name, checks]) => [name, await probe(checks as DependencyChecks)] as const)),
    ]);
    const replicas = Object.fromEntries(several);
    const anyReady = (states: Record<string, DependencyState>): DependencyState => (Object.values(states).includes('ok') ? 'ok' : 'down');
    const dependencies: Record<string, DependencyState> = { ...ownStates };
    for (const [name] of split) dependencies[name] = single[name] ?? anyReady(replicas[name]);
    const ready = Object.values(dependencies).every((state) => state === 'ok');
    ctx.status = ready ? 200 : 503;
    if (!ready) ctx.set('Retry-After', String(SERVICE_RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: ready ? 'ready' : 'unavailable', service: 'gateway', dependencies, ...(several.length ? { replicas } : {}) };
  };
}
