import type Koa from 'koa';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable';

/** What a process needs to serve, by name (database, nats, redis, a service): each check resolves when it answers. */
export type DependencyChecks = Record<string, () => Promise<unknown>>;

export interface HealthOptions {
  /** Named in the answers. */
  name: string;
  /** Checked by /readyz, all at once; ready when every one answers (always, when there are none). */
  dependencies?: DependencyChecks;
  /** How long /readyz waits for each (DEPENDENCY_CHECK_TIMEOUT_MS unless given). */
  checkTimeoutMs?: number;
}

/**
 * How long /readyz waits for one dependency: a probe is answered within a bound whatever is down,
 * with room for a busy machine (a second was too tight on a loaded host: all looked down).
 */
export const DEPENDENCY_CHECK_TIMEOUT_MS = 2000;

export type DependencyState = 'ok' | 'down';

/**
 * `/healthz` (liveness: the process answers, whatever its dependencies do) and `/readyz` (it can
 * serve: 200 when every dependency answers, 503 with Retry-After naming the one that does not);
 * every other path goes on.
 */
export function healthEndpoints(options: HealthOptions): Koa.Middleware {
  const dependencies = Object.entries(options.dependencies ?? {});
  const timeoutMs = options.checkTimeoutMs ?? DEPENDENCY_CHECK_TIMEOUT_MS;
  return async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok', service: options.name };
      return;
    }
    if (ctx.path === '/readyz') {
      const states = await Promise.all(dependencies.map(async ([name, check]) => [name, await dependencyState(check, timeoutMs)] as const));
      const ready = states.every(([, state]) => state === 'ok');
      ctx.status = ready ? 200 : 503;
      if (!ready) ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: ready ? 'ready' : 'unavailable', service: options.name, dependencies: Object.fromEntries(states) };
      return;
    }
    return next();
  };
}

/** 'ok' when the check resolves (to anything but false) within `timeoutMs`. */
export async function dependencyState(check: () => Promise<unknown>, timeoutMs = DEPENDENCY_CHECK_TIMEOUT_MS): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    const answered = await Promise.race([Promise.resolve().then(check), timedOut]);
    return answered === false ? 'down' : 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
