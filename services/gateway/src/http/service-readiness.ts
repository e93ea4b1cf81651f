import { DEPENDENCY_CHECK_TIMEOUT_MS } from '@tally/service-kit';

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
