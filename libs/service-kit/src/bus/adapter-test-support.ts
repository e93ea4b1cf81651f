/** Test-only helpers shared by the bus and job adapter suites. */
import { canConnect } from '../testing';

/** Polls `check` until it returns true, failing with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(20);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The URL of a real server for an adapter test: the env var when set, else the default when it
 * answers. Undefined means skip. It throws (failing the test file at once) when the server named
 * by the env var does not answer, and under CI=true when there is no server at all.
 */
export async function serverForTest(envVar: string, defaultUrl: string): Promise<string | undefined> {
  const explicit = process.env[envVar];
  const url = explicit ?? defaultUrl;
  const { hostname, port } = new URL(url.split(',')[0]);
  if (await canConnect(hostname || '127.0.0.1', Number(port || new URL(defaultUrl).port))) return url;
  if (explicit) throw new Error(`${envVar}=${url} does not answer`);
  if (process.env.CI === 'true') throw new Error(`${envVar} is required under CI but ${url} does not answer`);
  return undefined;
}
