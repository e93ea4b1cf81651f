// The route binder's hot path (issue 26): GET /api/activities?limit=5 (home's list, 50 connections) and
// POST /api/activities (20 at once) through the gateway of embedded mode, beside a bare Koa server in the
// same run; the POST twice, without and with an Idempotency-Key (a new one per request, issue 28), so
// what the key costs a write is one run's difference. BENCH_API_MAINS lists embedded builds to compare (comma-separated paths to
// services/embedded/dist/main.js, e.g. a worktree of the commit before), measured in turn, twice each, so
// a before/after is one run on one machine load; by default this checkout's build alone. Each build also
// answers sign-ins (issue 27: what counting every password guess costs one): 8 people signing in again
// and again with the right password, and 8 with a wrong one (each person a caller address of its own).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { serviceMain } from '../../scripts/lib/paths.mjs';
import { measure, percentile, warmUp } from './load.mjs';
import { activityBody, registerAndLogin, registerHeavyUser, seedActivities } from './seed.mjs';

const durationSec = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_API_ROUNDS ?? 2);

/**
 * POST load with autocannon: `connections` requests in flight, each a pending wager; `keyed`: each with an Idempotency-Key of its own.
 * @param {{ label: string, url: string, origin: string, cookie: string, connections: number, keyed?: boolean }} options
 */
async function measurePosts({ label, url, origin, cookie, connections, keyed = false }) {
  /** @type {number[]} */
  const times = [];
  const instance = autocannon({
    url,
    method: 'POST',
    connections,
    duration: durationSec,
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(activityBody(1)),
    ...(keyed ? { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }] } : {}),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Sign-ins for durationSec: each person in a loop of its own, one sign-in at a time; `wrong` sends a wrong
 * password (answers 401, or 429 once a person is locked out: only the 401s are timed).
 * @param {{ base: string, people: { email: string, password: string }[], wrong?: boolean }} options
 */
async function measureSignIns({ base, people, wrong = false }) {
  /** @type {number[]} */
  const times = [];
  let other = 0;
  const until = Date.now() + durationSec * 1000;
  await Promise.all(
    people.map(async (person) => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ username: person.email, password: wrong ? `${person.password}-not` : person.password }),
        });
        await response.arrayBuffer();
        if (response.status === (wrong ? 401 : 200)) times.push(performance.now() - started);
        else other += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    label: `POST /api/login x${people.length}${wrong ? ' wrong password' : ''}`,
    count: times.length,
    other,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

/** One build: a fresh data folder, a person with 200 activities, then the two loads. */
async function measureBuild(main, bareRps, note) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-api-'));
  // Limits are not what is measured here: the sign-in loops would reach them (the counting is the same work either way).
  const server = await startEmbedded({ dataDir, main, env: { RATE_LIMITS: 'register:address=1000000/60', PASSWORD_GUESSES_PER_IP: '1000000' } });
  try {
    const base = server.url;
    const user = await registerHeavyUser(base, base, path.join(dataDir, 'mailbox'));
    await seedActivities(user.api, 200);
    const listUrl = `${base}/api/activities?limit=5`;
    await warmUp(listUrl, { cookie: user.cookie });
    note(`api: ${main}: GET /api/activities?limit=5 for ${durationSec} s at 50 connections`);
    const list = await measure({ label: 'GET /api/activities?limit=5', url: listUrl, connections: 50, durationSec, headers: { cookie: user.cookie } });
    note(`api: ${main}: POST /api/activities for ${durationSec} s, 20 at once`);
    const create = await measurePosts({ label: 'POST /api/activities', url: `${base}/api/activities`, origin: base, cookie: user.cookie, connections: 20 });
    note(`api: ${main}: POST /api/activities with an Idempotency-Key for ${durationSec} s, 20 at once`);
    const createKeyed = await measurePosts({
      label: 'POST /api/activities with an Idempotency-Key',
      url: `${base}/api/activities`,
      origin: base,
      cookie: user.cookie,
      connections: 20,
      keyed: true,
    });
    const people = [];
    for (let i = 0; i < 8; i++) people.push(await registerAndLogin(base, base, path.join(dataDir, 'mailbox')));
    note(`api: ${main}: POST /api/login for ${durationSec} s, 8 people signing in again and again`);
    const signIn = await measureSignIns({ base, people });
    // A wrong password 5 times in 15 minutes locks a person out (new builds): 8 more people, each tried until refused.
    const guessers = [];
    for (let i = 0; i < 8; i++) guessers.push(await registerAndLogin(base, base, path.join(dataDir, 'mailbox')));
    note(`api: ${main}: POST /api/login with wrong passwords for ${durationSec} s, 8 people`);
    const signInWrong = await measureSignIns({ base, people: guessers, wrong: true });
    return { main, list: { ...list, shareOfBare: list.rps / bareRps }, create, createKeyed, signIn, signInWrong };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {{ note: (text: string) => void, bareUrl: string }} options the bare Koa server of the same run
 */
export async function benchApiHotPath({ note, bareUrl }) {
  const mains = (process.env.BENCH_API_MAINS ?? serviceMain('embedded')).split(',').map((p) => path.resolve(p.trim()));
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    await warmUp(bareUrl);
    const bare = await measure({ label: 'bare Koa', url: bareUrl, connections: 50, durationSec });
    note(`api: round ${round + 1}: bare Koa ${Math.round(bare.rps)}/s`);
    for (const main of mains) runs.push({ round: round + 1, bareRps: bare.rps, ...(await measureBuild(main, bare.rps, note)) });
  }
  for (const run of runs) {
    const f = (r) => `${Math.round(r.rps)}/s p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, non-2xx ${r.non2xx}`;
    const s = (r) => `${r.count} answered, p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, other answers ${r.other}`;
    note(
      `api: round ${run.round} ${run.main}\n  GET list ${f(run.list)} (${run.list.shareOfBare.toFixed(3)} of bare ${Math.round(run.bareRps)}/s)\n  POST ${f(run.create)}\n  POST keyed ${f(run.createKeyed)}\n  sign-in ${s(run.signIn)}\n  sign-in, wrong password ${s(run.signInWrong)}`,
    );
  }
  return { durationSec, rounds, runs };
}
