/**
 * One service's readiness for the gateway's /readyz: its own /readyz answers 200 (it checks its
 * database, NATS and Redis). Rejects when it answers otherwise, cannot be reached or takes over a second.
 */
export async function serviceReadiness(serviceUrl: string): Promise<void> {
  const answer = await fetch(`${serviceUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`${serviceUrl}/readyz answered ${answer.status}`);
}
