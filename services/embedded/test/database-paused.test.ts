import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { json, launch, pauseServer, postmasterPid, ready, type Launched } from './embedded-process';
import { registerVerified } from '@tally/service-kit/testing';

/** The bound issue 28 sets: an answer, never a hang. */
const ANSWER_BOUND_MS = 5000;

interface Timed {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = Date.now();
  // The test's own limit is well past the bound, so a hang shows as a slow answer, not as a test timeout.
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const body = await res.json().catch(() => undefined);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: Date.now() - started };
}

/** /readyz until it answers 200, or its last answer after `ms`. */
async function readyWithin(url: string, ms: number): Promise<Timed> {
  const deadline = Date.now() + ms;
  let answer = await timed(`${url}/readyz`);
  while (answer.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await timed(`${url}/readyz`);
  }
  return answer;
}

describe('npm start while its PostgreSQL server is paused (SIGSTOP, as in a failover)', () => {
  let dataDir: string;
  let app: Launched | undefined;
  let resume: (() => void) | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tally-pg-paused-'));
    await chmod(dataDir, 0o755); // run as root, the embedded server runs as the postgres user, who must reach its folder
  });
  afterAll(async () => {
    resume?.();
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('When the database does not answer, then writes, sign-in and /readyz answer 503 with Retry-After within 5 s, nothing given up is saved, and all is well again after it resumes', async () => {
    app = launch(dataDir);
    const url = await ready(app);
    const email = `paused-${randomUUID()}@example.com`;
    const credentials = JSON.stringify({ username: email, password: 'a long passphrase' });
    await registerVerified(url, path.join(dataDir, 'mailbox'), { email, password: 'a long passphrase' });
    const login = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: credentials });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const logActivity = (amount: string) =>
      timed(`${url}/api/activities`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ type: 'wagering', subtype: 'Racing', amount, isCompleted: false }) });
    expect((await logActivity('1.00')).status).toBe(201);
    // Every service checks its database too; on a loaded machine the first probes may take longer than their bound.
    const readyBefore = await readyWithin(url, 60_000);
    expect(readyBefore).toMatchObject({
      status: 200,
      body: { status: 'ready', dependencies: { database: 'ok', identity: 'ok', ledger: 'ok', scanner: 'ok', insights: 'ok', alerts: 'ok' } },
    });

    resume = await pauseServer(await postmasterPid(dataDir));
    const [settings, activity, signIn, readiness] = await Promise.all([
      timed(`${url}/api/settings`, { method: 'PATCH', headers: { ...json, cookie }, body: JSON.stringify({ dailySpendLimit: 50 }) }),
      logActivity('7.77'),
      timed(`${url}/api/login`, { method: 'POST', headers: json, body: credentials }),
      timed(`${url}/readyz`),
    ]);

    for (const answer of [settings, activity, signIn]) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { code: 'COMMON.SERVICE_UNAVAILABLE', message: expect.any(String) } });
      expect(answer.ms).toBeLessThanOrEqual(ANSWER_BOUND_MS);
    }
    expect(readiness).toMatchObject({ status: 503, retryAfter: '5', body: { status: 'unavailable', dependencies: { database: 'down', ledger: 'down', alerts: 'down' } } });
    expect(readiness.ms).toBeLessThanOrEqual(ANSWER_BOUND_MS);
    // Liveness is the process, not its dependencies.
    expect((await timed(`${url}/healthz`)).status).toBe(200);

    resume();
    resume = undefined;
    const readyAfter = await readyWithin(url, 20_000);
    expect(readyAfter).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await logActivity('3.00')).status).toBe(201);
    // The write that answered 503 was rolled back when its connection was dropped: it does not commit once the server wakes.
    const list = (await timed(`${url}/api/activities`, { headers: { cookie } })).body as Array<{ amount: string }>;
    expect(list.map((a) => a.amount).sort()).toEqual(['1.00', '3.00']);

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 300_000);
});
