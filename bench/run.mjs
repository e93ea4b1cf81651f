#!/usr/bin/env node
// The bench (run it with `npm run bench`, which installs and builds first). Measures, in one run, for
// a heavy user (50,000 activities, 2,000 sessions, among 1,000 other people): what one person feels
// (home's reads and logging a wager, one request after another), embedded mode through the gateway vs
// a bare Koa server (autocannon, 50 connections), first-load JS of shell + tracking and of home beyond
// the shell (gzip), Lighthouse, idle memory after reopening a data folder, time to first page, and the
// same endpoints in distributed mode when PostgreSQL, NATS and Redis answer; then issue 13's alerts
// (lib/alerts.mjs: wager to limit notification, the limit check's cost over a long history, session
// alerts' lateness). Prints a table with the issues' budgets and writes bench/results/latest.json.
// Environment: BENCH_ACTIVITIES (50000), BENCH_SESSIONS (2000), BENCH_OTHERS (1000), BENCH_OTHER_ACTIVITIES (100),
// BENCH_IN_A_ROW (1000), BENCH_DURATION (10 s), BENCH_CONNECTIONS (50), BENCH_LOGIN_RUNS (3), BENCH_STRICT=1 (exit 1 on a FAIL),
// BENCH_ONLY=fuzz (issue 27's fuzzing alone: 2,000 generated requests per operation (BENCH_FUZZ_RUNS) in both modes through
// scripts/test-security.mjs; writes bench/results/fuzz.json); lib/fuzz.mjs.
// BENCH_ONLY=alerts (issue 13's part alone, a few minutes; writes bench/results/alerts.json); lib/alerts.mjs has its own knobs.
// BENCH_ONLY=scan (issue 14's local ticket reader alone, about two minutes; writes bench/results/scan.json); lib/scan.mjs has its knobs.
// BENCH_ONLY=scan-lofo (issue 30's ticket reader on layouts it was not tuned on: the dev photos and generated ones, all families and leave-one-family-out, a few minutes; writes bench/results/scan-lofo.json); lib/scan-lofo.mjs has its knobs.
// BENCH_ONLY=clear-data (issue 15's Clear All Data alone, a few minutes; writes bench/results/clear-data.json); lib/clear-data.mjs has its knobs.
// BENCH_ONLY=insights (issue 16's insights alone, a few minutes; writes bench/results/insights.json); lib/insights.mjs has its knobs.
// BENCH_ONLY=support (issue 16's help page alone: its JS beyond the shell and Lighthouse on /education, a few minutes; writes bench/results/support.json).
// BENCH_ONLY=statement (issue 15's monthly statement for the heavy user alone, a few minutes; writes bench/results/statement.json).
// BENCH_ONLY=home (the signed-in home alone with limits set: first-load JS, beyond the shell, Lighthouse, the limit status read; writes bench/results/home.json).
// BENCH_ONLY=reports (issue 15's reports and export budgets alone, a few minutes; writes bench/results/reports.json); lib/reports.mjs has its knobs.
// BENCH_ONLY=faults (issue 28's fault suite in its full form: kills and pauses under load in both run modes, several minutes; writes bench/results/faults.json and faults/results/full.json).
// BENCH_ONLY=bank-check (issue 31's bank check alone: detection precision and recall, a 10,000-line CSV in the browser, the page's JS; about two minutes; writes bench/results/bank-check.json).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { startEmbedded } from '../scripts/lib/embedded.mjs';
import { freePort, sleep } from '../scripts/lib/net.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { spawnPrefixed } from '../scripts/lib/processes.mjs';
import { benchAlerts } from './lib/alerts.mjs';
import { benchFaults } from './lib/faults.mjs';
import { benchScan } from './lib/scan.mjs';
import { benchScanLofo } from './lib/scan-lofo.mjs';
import { benchClearData, clearDataLines } from './lib/clear-data.mjs';
import { benchInsights, insightsLines } from './lib/insights.mjs';
import { benchSupport, supportLines } from './lib/support.mjs';
import { benchStatement, statementLines } from './lib/statement.mjs';
import { benchHome, homeLines } from './lib/home.mjs';
import { benchReports, reportsLines } from './lib/reports.mjs';
import { bankCheckLines, benchBankCheck } from './lib/bank-check.mjs';
import { benchFuzz, fuzzLines } from './lib/fuzz.mjs';
import { distributedServers, startBenchStack } from './lib/distributed-stack.mjs';
import { homeBeyondShell, measureFirstLoadJs } from './lib/first-load.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measureLoginsUnderLoad } from './lib/login-load.mjs';
import { measure, measureWithNodeHttp, warmUp } from './lib/load.mjs';
import { childPids, processTree, proportionalBytes, residentBytes, watchMachine } from './lib/process-info.mjs';
import { alertsLines, budgets, kb, loadTable, mb, scanLines, scanLofoLines, verdict } from './lib/report.mjs';
import { bulkSeedInPostgres, embeddedDatabaseUrl } from './lib/bulk-seed.mjs';
import { measureReadsInARow, measureWagersInARow, personReads } from './lib/person.mjs';
import { registerAndLogin, registerHeavyUser, seedActivities, seedSessions, signIn, startActiveSession } from './lib/seed.mjs';
import { benchApiHotPath } from './lib/api-hot-path.mjs';
import { benchLoadMix } from './lib/load-mix.mjs';
import { benchRowSizes, rowSizesLines } from './lib/row-sizes.mjs';
import { benchWrites, writesLines } from './lib/writes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = {
  // The tracking issue's heavy user and the people around them (issue #2's 10,000 activities is now 50,000).
  activities: Number(process.env.BENCH_ACTIVITIES ?? 50000),
  sessions: Number(process.env.BENCH_SESSIONS ?? 2000),
  others: Number(process.env.BENCH_OTHERS ?? 1000),
  othersActivities: Number(process.env.BENCH_OTHER_ACTIVITIES ?? 100),
  // Requests in a row per endpoint for "what one person feels" (a tenth more as warm-up).
  inARow: Number(process.env.BENCH_IN_A_ROW ?? 1000),
  durationSec: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  // Activities created through the API; the rest are cloned in SQL (see lib/bulk-seed.mjs).
  // BENCH_API_SEED=50000 creates them all through the API (many minutes in embedded mode).
  apiSeed: Number(process.env.BENCH_API_SEED ?? 50),
  // Ended sessions (with deposits) created through the API, the templates of the cloned ones.
  apiSessions: 5,
  // Sign-ins under load is repeated and each figure's median reported: on a shared two-core machine
  // one 10 s run's p99 moved between 40 and 80 ms with nothing changed.
  loginRuns: Number(process.env.BENCH_LOGIN_RUNS ?? 3),
};
// BENCH_ONLY=api (issue 26's route binder on the hot path: GET /api/activities?limit=5 and POST /api/activities beside bare Koa, of this build or of each build in BENCH_API_MAINS; writes bench/results/api.json).
// BENCH_ONLY=writes (issue 29's write throughput: POST /api/activities from many people at 20 and 50 connections in both modes, the relay's and each consumer's lag, drain time, CPU per process; of this build or of each root in BENCH_WRITES_ROOTS, alternately; lib/writes.mjs; writes bench/results/writes.json).
// BENCH_ONLY=load-mix (issue 29's load as people use it: 50 people in embedded mode, then 500 in distributed mode with two ledgers and two alerts, 5 minutes each; BENCH_MIX_PEOPLE, BENCH_MIX_SECONDS, BENCH_MIX_SIGNUP_CONCURRENCY; writes bench/results/load-mix.json).
// BENCH_ONLY=row-sizes (issue 29's scale plan: bytes per row of every table a wager grows, incl. indexes, outbox and inbox, from a distributed stack's database; BENCH_ROWS_PEOPLE, BENCH_ROWS_WAGERS; writes bench/results/row-sizes.json).
// BENCH_ONLY=alerts / scan: issue 13's part (lib/alerts.mjs) or issue 14's (lib/scan.mjs) alone, without the rest of the run.
// The bench measures speed: people it registers and signs in by the hundred from one address must not
// meet the limits of ADR 0015 (the counting is the same work at any numbers). The security suite runs with the declared ones.
process.env.RATE_LIMITS ??=
  'register:address=1000000/60,resendVerification:address=1000000/60,generateInsights:person=1000000/600,interpretTicketImage:person=1000000/600,interpretTicket:person=1000000/600,savePushSubscription:person=1000000/600';
process.env.PASSWORD_GUESSES_PER_IP ??= '1000000';
const only = process.env.BENCH_ONLY || undefined;
const soloParts = [
  'fuzz',
  'api',
  'writes',
  'load-mix',
  'row-sizes',
  'faults',
  'alerts',
  'scan',
  'scan-lofo',
  'clear-data',
  'insights',
  'support',
  'statement',
  'reports',
  'home',
  'bank-check',
];
if (only && !soloParts.includes(only)) {
  process.stderr.write(`[bench] BENCH_ONLY=${only} is not a part of the bench; the parts that run alone are ${soloParts.map((p) => `"${p}"`).join(', ')}\n`);
  process.exit(2);
}
const note = (message) => process.stderr.write(`[bench] ${message}\n`);
const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version }, config };

/** Start the bare Koa baseline as its own process. */
async function startBareKoa() {
  let resolvePort;
  const portPromise = new Promise((resolve) => {
    resolvePort = resolve;
  });
  const child = spawnPrefixed('bare-koa', process.execPath, [path.join(here, 'bare-koa.mjs')], {
    write: null,
    onLine: (line) => {
      const m = /^listening (\d+)/.exec(line);
      if (m) resolvePort(Number(m[1]));
    },
  });
  const port = await Promise.race([
    portPromise,
    sleep(15000).then(() => {
      throw new Error('bare Koa did not start');
    }),
  ]);
  return { url: `http://127.0.0.1:${port}/`, pid: /** @type {number} */ (child.child.pid), stop: () => child.stop() };
}

/**
 * The heavy user: signed up, a first batch of activities and ended sessions through the API, the
 * rest (and the other people) cloned in SQL, then VACUUM (ANALYZE).
 * @param {string} mode
 * @param {string} base
 * @param {string} mailboxDir where identity writes mail (the verification link)
 * @param {() => Promise<string>} databaseUrl the ledger's database, asked once the API batch is in
 */
async function seedHeavyUser(mode, base, mailboxDir, databaseUrl) {
  const user = await registerHeavyUser(base, base, mailboxDir);
  const viaApi = Math.min(config.apiSeed, config.activities);
  const sessionsViaApi = Math.min(config.apiSessions, config.sessions);
  note(`${mode}: ${viaApi} activities and ${sessionsViaApi} sessions through the API`);
  const seed = { viaApi: await seedActivities(user.api, viaApi) };
  const t0 = Date.now();
  await seedSessions(user.api, sessionsViaApi);
  seed.sessionsViaApi = { count: sessionsViaApi, seconds: (Date.now() - t0) / 1000 };
  note(`${mode}: cloning in SQL up to ${config.activities} activities and ${config.sessions} sessions, and ${config.others} other people with ${config.othersActivities} each`);
  const t1 = Date.now();
  const plan = { userId: user.id, activities: config.activities, sessions: config.sessions, others: config.others, othersActivities: config.othersActivities };
  seed.cloned = { ...(await bulkSeedInPostgres(await databaseUrl(), plan)), seconds: (Date.now() - t1) / 1000 };
  return { user, seed };
}

/** Label, route and the check of each load-tested read (home's three, then issue #2's /api/user). */
const loadRoutes = () => {
  const reads = personReads();
  return [
    { name: 'stats', route: reads.stats, label: 'GET /api/stats (this month)', check: (body) => typeof body?.activitiesCount === 'number' && body.activitiesCount > 0 },
    { name: 'activities', route: reads.activities, label: 'GET /api/activities?limit=5', check: (body) => Array.isArray(body) && body.length === Math.min(5, config.activities) },
    { name: 'activeSession', route: reads.activeSession, label: 'GET /api/sessions/active', check: (body) => typeof body?.id === 'string' },
    { name: 'user', route: '/api/user', label: 'GET /api/user', check: (body) => typeof body?.id === 'string' },
  ];
};

/**
 * Load-test the gateway endpoints with a session cookie (the person has an active session).
 * @param {string} mode
 * @param {string} base
 * @param {string} cookie
 * @param {number[]} [pids] the server's processes (embedded), to report how busy the rest of the machine was
 */
async function measureEndpoints(mode, base, cookie, pids) {
  const headers = { cookie };
  const out = [];
  for (const { name, route, label, check: isRight } of loadRoutes()) {
    const url = `${base}${route}`;
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`${mode} GET ${route} answered ${check.status} before the run`);
    const closes = (check.headers.get('connection') ?? '').toLowerCase() === 'close';
    const body = await check.json();
    if (!isRight(body)) throw new Error(`${mode} GET ${route} answered ${JSON.stringify(body).slice(0, 200)}`);
    await warmUp(url, headers);
    const options = { label: `${mode} ${label}`, url, connections: config.connections, durationSec: config.durationSec, headers };
    const machine = pids ? watchMachine(pids) : undefined;
    let result;
    if (closes) {
      note(`${mode}: GET ${route} answers "Connection: close" (no keep-alive): measuring with node:http, autocannon's latencies are wrong then`);
      result = await measureWithNodeHttp(options);
    } else {
      note(`${mode}: GET ${route} for ${config.durationSec} s at ${config.connections} connections`);
      result = await measure(options);
    }
    out.push({ ...result, name, ...(machine ? { othersCores: machine().othersCores } : {}) });
  }
  return out;
}

/**
 * What one person feels: home's reads `config.inARow` times each in a row, the active session
 * first with none active and then with one (started here, left active for what follows).
 * @param {string} base
 * @param {Awaited<ReturnType<typeof registerHeavyUser>>} user
 * @param {number[]} pids the server's processes
 */
async function personReadsInARow(base, user, pids) {
  const routes = personReads();
  const options = { base, cookie: user.cookie, count: config.inARow, pids };
  note(`embedded: one person, ${config.inARow} requests in a row each: stats, activities, active session (none active)`);
  const none = await measureReadsInARow({ ...options, label: 'embedded', routes });
  await startActiveSession(user.api);
  note('embedded: one person, GET /api/sessions/active with an active session');
  const active = await measureReadsInARow({ ...options, label: 'embedded', routes: { activeSession: routes.activeSession } });
  const stats = await (await fetch(`${base}${routes.stats}`, { headers: { cookie: user.cookie } })).json();
  return {
    stats: { ...none.stats, label: `${none.stats.label} (this month: ${stats.activitiesCount} activities and sessions)` },
    activities: none.activities,
    activeSessionNone: { ...none.activeSession, label: `${none.activeSession.label} (none active)` },
    activeSession: { ...active.activeSession, label: `${active.activeSession.label} (one active)` },
  };
}

/**
 * Four people signing in back to back (four sign-ins always in flight) while GET /api/user runs at
 * the usual connections, for the usual duration; `config.loginRuns` times, each figure the median
 * of the runs (every run is kept in `runs`).
 * @param {string} mode
 * @param {string} base
 * @param {string} cookie a signed-in session for the reads
 * @param {string} mailboxDir where identity writes mail (the verification links)
 */
async function signInsUnderLoad(mode, base, cookie, mailboxDir) {
  const users = [];
  for (let i = 0; i < 4; i += 1) users.push(await registerAndLogin(base, base, mailboxDir));
  const runs = [];
  for (let run = 1; run <= config.loginRuns; run += 1) {
    note(`${mode}: 4 concurrent sign-ins for ${config.durationSec} s while GET /api/user runs at ${config.connections} connections (run ${run} of ${config.loginRuns})`);
    runs.push(await measureLoginsUnderLoad({ base, origin: base, users, cookie, durationSec: config.durationSec, connections: config.connections, label: mode }));
  }
  return medianOfRuns(runs);
}

/**
 * One result whose every number is the median of that number over the runs.
 * @param {Awaited<ReturnType<typeof measureLoginsUnderLoad>>[]} runs
 */
function medianOfRuns(runs) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const medians = (key) =>
    Object.fromEntries(Object.entries(runs[0][key]).map(([name, value]) => [name, typeof value === 'number' ? median(runs.map((r) => r[key][name])) : value]));
  return { reads: medians('reads'), logins: medians('logins'), runs };
}

/** Poll GET / until the shell page is served; returns when it was. */
async function firstPageAt(base, isAlive, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) });
      const text = await response.text();
      if (response.status === 200 && /<html/i.test(text)) return Date.now();
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`no page from ${base}/ within ${timeoutMs} ms`);
}

async function benchEmbedded() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-'));
  /** @type {Awaited<ReturnType<typeof startEmbedded>> | undefined} */
  let server;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    note('embedded: cold start on a fresh data folder');
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
    const coldFirstPage = await firstPageAt(base, server.process.alive);
    results.embeddedColdStartMs = coldFirstPage - server.spawnedAt;
    const { user, seed } = await seedHeavyUser('embedded', base, path.join(dataDir, 'mailbox'), () => embeddedDatabaseUrl(dataDir));
    results.embeddedSeed = seed;
    await server.stop();
    note('embedded: restart on the seeded data folder');
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
    results.embeddedRestartReadyMs = server.readyAt - server.spawnedAt;
    const stillSignedIn = await fetch(`${base}/api/user`, { headers: { cookie: user.cookie } });
    await stillSignedIn.arrayBuffer();
    if (stillSignedIn.status !== 200) throw new Error(`the session did not survive a restart (GET /api/user answered ${stillSignedIn.status})`);
    results.person = await personReadsInARow(base, user, [server.pid]);
    const load = await measureEndpoints('embedded', base, user.cookie, [server.pid]);
    results.embedded = load;
    // After the reads under load, so they ran on the seeded history; these add inARow pending wagers to it.
    note(`embedded: one person, ${config.inARow} pending wagers in a row`);
    results.person.createActivity = await measureWagersInARow({ base, origin: base, cookie: user.cookie, count: config.inARow, label: 'embedded', pids: [server.pid] });
    results.embeddedLogins = await signInsUnderLoad('embedded', base, user.cookie, path.join(dataDir, 'mailbox'));

    if (existsSync(chromiumPath())) {
      note("first-load JS of the signed-in home, of the shell's own page (/profile) and of the landing page in Chromium");
      // By role and name, not by today's markup: home is being rebuilt. A page is ready when its main heading shows.
      const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 60000 });
      try {
        results.firstLoadJs = await measureFirstLoadJs({ origin: base, credentials: user, ready: heading('Today') });
        results.shellFirstLoadJs = await measureFirstLoadJs({ origin: base, path: '/profile', credentials: user, ready: heading('Profile') });
        results.homeBeyondShell = homeBeyondShell(results.firstLoadJs, results.shellFirstLoadJs);
        results.landingFirstLoadJs = await measureFirstLoadJs({
          origin: base,
          ready: (page) => page.getByRole('link', { name: 'Get Started Free' }).waitFor({ timeout: 60000 }),
        });
      } catch (error) {
        results.firstLoadJsError = error instanceof Error ? error.message : String(error);
      }
      note('Lighthouse (mobile) on the landing page, /auth and the signed-in home: a warm-up and 3 runs each');
      try {
        results.lighthouse = [await runLighthouse({ url: `${base}/` }), await runLighthouse({ url: `${base}/auth` })];
        // A session of its own, signed in through the API; runs in one tab past the startup splash (see lib/lighthouse.mjs).
        const home = await runLighthouse({ url: `${base}/`, cookie: await signIn(base, base, user), heading: 'Today' });
        results.lighthouse.push({ ...home, page: 'home, signed in' });
      } catch (error) {
        results.lighthouseError = error instanceof Error ? error.message : String(error);
      }
    } else {
      results.firstLoadJsError = `${chromiumPath()} not found`;
    }
    await server.stop();

    note('npm start (scripts/start.mjs) on the same data folder: time to first page, then RSS after 10 s idle');
    const spawnedAt = Date.now();
    const start = spawnPrefixed('npm-start', process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
      // The real `npm start` path, build check included (TALLY_SKIP_BUILD is dropped if set).
      env: { ...process.env, TALLY_SKIP_BUILD: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
      write: null,
    });
    const findEmbedded = () =>
      childPids(/** @type {number} */ (start.child.pid)).find((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('services/embedded/dist/main.js');
        } catch {
          return false;
        }
      });
    // When the embedded process appears, the install and build checks are over: report both parts.
    let embeddedSpawnedAt = 0;
    const watcher = setInterval(() => {
      if (!embeddedSpawnedAt && findEmbedded()) embeddedSpawnedAt = Date.now();
    }, 50);
    try {
      // Generous: when sources changed since the last build (others editing), npm start rebuilds first.
      const firstPage = await firstPageAt(base, start.alive, 600000);
      clearInterval(watcher);
      results.npmStartFirstPageMs = firstPage - spawnedAt;
      if (embeddedSpawnedAt) results.npmStartChecksMs = embeddedSpawnedAt - spawnedAt;
      await sleep(10000);
      const embeddedPid = findEmbedded();
      results.idleRssBytes = embeddedPid ? residentBytes(embeddedPid) : null;
      // The whole product: Node and the embedded PostgreSQL server with its backends, shared pages counted once.
      const tree = embeddedPid ? processTree(embeddedPid) : [];
      const pss = tree.map(proportionalBytes);
      results.idlePssBytes = tree.length && pss.every((b) => b !== null) ? pss.reduce((sum, b) => sum + b, 0) : null;
      results.idleProcesses = tree.length;
    } finally {
      clearInterval(watcher);
      await start.stop('SIGTERM', 15000);
    }
    return load;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchDistributed() {
  const servers = await distributedServers();
  if (!servers) {
    results.distributedSkipped = 'PostgreSQL, NATS or Redis not answering';
    return null;
  }
  note('distributed: starting six services as separate processes');
  const { base, databaseUrl, mailboxDir, stop } = await startBenchStack(servers);
  try {
    const { user, seed } = await seedHeavyUser('distributed', base, mailboxDir, async () => databaseUrl);
    results.distributedSeed = seed;
    await startActiveSession(user.api);
    results.distributed = await measureEndpoints('distributed', base, user.cookie);
    results.distributedLogins = await signInsUnderLoad('distributed', base, user.cookie, mailboxDir);
    return results.distributed;
  } finally {
    await stop();
  }
}

/** How much of the machine other work took during a measurement (see watchMachine). */
const othersNote = (r) => (r.othersCores === undefined ? '' : `  [other work: ${r.othersCores.toFixed(1)} of ${results.machine.cpus} cores]`);

function report() {
  const bare = results.bare;
  const lines = [
    '',
    bare
      ? `Tally bench — a person with ${config.activities} activities and ${config.sessions} sessions among ${config.others} others with ${config.othersActivities} activities each; ${config.connections} connections, ${config.durationSec} s per endpoint, ${results.machine.cpus} cores, Node ${process.version}`
      : `Tally bench (${only} only) — ${results.machine.cpus} cores, Node ${process.version}`,
    '',
  ];
  const checks = [];
  // Home's three reads (the tracking issue) and the activities list (issue #2, the same budget).
  const loadBudget = (r) => {
    if (!['stats', 'activities', 'activeSession'].includes(r.name)) return othersNote(r).trim();
    const ratioOk = r.rps / bare.rps >= budgets.minRatioVsBare;
    const p99Ok = r.p99 < budgets.maxP99Ms;
    if (r.label.startsWith('embedded')) checks.push(ratioOk, p99Ok);
    const tag = r.label.startsWith('embedded') ? '' : ' (reported)';
    return `>=10% of bare ${verdict(ratioOk)}, p99 <50 ms ${verdict(p99Ok)}${tag}${othersNote(r)}`;
  };
  if (bare) {
    lines.push(...loadTable([bare, ...(results.embedded ?? []), ...(results.distributed ?? [])], bare, loadBudget));
    if (results.distributedSkipped) lines.push(`  distributed mode skipped: ${results.distributedSkipped}`);
    if (results.distributedError) lines.push(`  distributed mode failed: ${results.distributedError}`);
    lines.push('');
  }
  if (results.person) {
    lines.push(`  one person (embedded, 1 connection, ${config.inARow} requests in a row after ${Math.ceil(config.inARow / 10)} unmeasured):`);
    const rows = [
      ['stats', 'stats'],
      ['activities', 'activities'],
      ['activeSessionNone', 'activeSession'],
      ['activeSession', 'activeSession'],
      ['createActivity', 'createActivity'],
    ];
    for (const [key, budgetKey] of rows) {
      const r = results.person[key];
      if (!r) continue;
      const limit = budgets.maxPersonP95Ms[budgetKey];
      const ok = r.p95 <= limit && r.non2xx === 0 && r.errors === 0;
      checks.push(ok);
      const problems = (r.non2xx || r.errors ? `  [${r.non2xx} unexpected statuses, ${r.errors} errors]` : '') + othersNote(r);
      lines.push(
        `      ${r.label.padEnd(74)} p50 ${r.p50.toFixed(2).padStart(6)}  p95 ${r.p95.toFixed(2).padStart(6)}  p99 ${r.p99.toFixed(2).padStart(6)}  max ${r.max.toFixed(1).padStart(6)} ms  budget p95 <= ${limit} ms: ${verdict(ok)}${problems}`,
      );
    }
  }
  for (const [mode, seed] of [
    ['embedded', results.embeddedSeed],
    ['distributed', results.distributedSeed],
  ]) {
    if (!seed) continue;
    const api = seed.viaApi ? `${Math.round(seed.viaApi.perSecond * seed.viaApi.seconds)} activities through the API at ${seed.viaApi.perSecond.toFixed(0)}/s` : '';
    const sessions = seed.sessionsViaApi ? `, ${seed.sessionsViaApi.count} sessions in ${seed.sessionsViaApi.seconds.toFixed(1)} s` : '';
    const c = seed.cloned;
    const cloned = c
      ? `; in SQL in ${c.seconds.toFixed(1)} s: ${c.activities} activities, ${c.sessions} sessions with ${c.deposits} deposits, ${c.othersActivities} activities of others, VACUUM (ANALYZE) ${c.vacuumAnalyzeSeconds.toFixed(1)} s of it`
      : '';
    lines.push(`  seeding (${mode}): ${api}${sessions}${cloned}`);
  }
  if (results.firstLoadJs) {
    const ok = results.firstLoadJs.gzipBytes <= budgets.maxFirstLoadGzipBytes;
    checks.push(ok);
    lines.push(
      `  first-load JS (shell + tracking, signed-in home): ${kb(results.firstLoadJs.gzipBytes)} gzip (${kb(results.firstLoadJs.bytes)} raw, ${results.firstLoadJs.files.length} files)  budget <= 200 kB: ${verdict(ok)}`,
    );
    for (const f of results.firstLoadJs.files.slice(0, 8)) lines.push(`      ${kb(f.gzipBytes).padStart(9)}  ${f.url}`);
    const rest = results.firstLoadJs.files.slice(8);
    if (rest.length) lines.push(`      ${kb(rest.reduce((sum, f) => sum + f.gzipBytes, 0)).padStart(9)}  ${rest.length} smaller files (all listed in latest.json)`);
  }
  if (results.homeBeyondShell) {
    const beyond = results.homeBeyondShell;
    const ok = beyond.gzipBytes <= budgets.maxHomeBeyondShellGzipBytes;
    checks.push(ok);
    const shell = results.shellFirstLoadJs;
    lines.push(
      `  home's JS beyond the shell's first load (signed-in home minus signed-in /profile, ${kb(shell.gzipBytes)} in ${shell.files.length} files): ${kb(beyond.gzipBytes)} gzip (${kb(beyond.bytes)} raw, ${beyond.files.length} files)  budget <= 120 kB: ${verdict(ok)}`,
    );
    for (const f of beyond.files.slice(0, 12)) lines.push(`      ${kb(f.gzipBytes).padStart(9)}  ${f.url}`);
    const rest = beyond.files.slice(12);
    if (rest.length) lines.push(`      ${kb(rest.reduce((sum, f) => sum + f.gzipBytes, 0)).padStart(9)}  ${rest.length} smaller files (all listed in latest.json)`);
    if (beyond.prefetched.length) lines.push(`      not counted, prefetched ahead of use: ${beyond.prefetched.map((f) => `${f.url} ${kb(f.gzipBytes)}`).join(', ')}`);
  }
  if (bare && (!results.firstLoadJs || !results.homeBeyondShell)) {
    checks.push(false);
    lines.push(`  first-load JS: not measured (${results.firstLoadJsError})  FAIL`);
  }
  for (const run of [results.embeddedLogins, results.distributedLogins]) {
    if (!run) continue;
    const loginOk = run.logins.p95 < budgets.maxLoginP95Ms && run.logins.failures === 0;
    const readsOk = run.reads.p99 < budgets.maxP99Ms;
    checks.push(loginOk, readsOk);
    const each = (pick) => run.runs.map(pick).join(', ');
    lines.push(
      `  ${run.logins.label}, median of ${run.runs.length} runs of ${config.durationSec} s (read p99 by run: ${each((r) => r.reads.p99.toFixed(1))} ms; sign-in p95 by run: ${each((r) => r.logins.p95.toFixed(0))} ms)`,
    );
    lines.push(
      `      ${run.logins.label}: ${run.logins.count} in ${config.durationSec} s, p50 ${run.logins.p50.toFixed(0)} ms, p95 ${run.logins.p95.toFixed(0)} ms, p99 ${run.logins.p99.toFixed(0)} ms, ${run.logins.failures} failed  budget p95 < 300 ms: ${verdict(loginOk)}`,
    );
    lines.push(
      `      ${run.reads.label}: ${run.reads.rps.toFixed(0)} req/s, p50 ${run.reads.p50.toFixed(1)} ms, p99 ${run.reads.p99.toFixed(1)} ms, ${run.reads.non2xx} non-2xx  budget p99 < 50 ms: ${verdict(readsOk)}`,
    );
  }
  if (results.landingFirstLoadJs) {
    const ok = results.landingFirstLoadJs.gzipBytes <= budgets.maxLandingFirstLoadGzipBytes;
    checks.push(ok);
    lines.push(
      `  first-load JS (landing page, signed out): ${kb(results.landingFirstLoadJs.gzipBytes)} gzip (${results.landingFirstLoadJs.files.length} files)  budget <= 150 kB: ${verdict(ok)}`,
    );
    for (const f of results.landingFirstLoadJs.files.slice(0, 6)) lines.push(`      ${kb(f.gzipBytes).padStart(9)}  ${f.url}`);
  }
  for (const page of results.lighthouse ?? []) {
    const ok = page.performance >= budgets.minLighthouseScore && page.accessibility >= budgets.minLighthouseScore;
    checks.push(ok);
    const metrics = Object.entries(page.metrics)
      .map(([id, value]) => `${id.replace(/-/g, ' ')} ${value}`)
      .join(', ');
    lines.push(
      `  Lighthouse mobile ${page.page ?? new URL(page.url).pathname}: performance ${page.performance} (runs ${page.performanceRuns.join(', ')}), accessibility ${page.accessibility}  budget >= 90 each: ${verdict(ok)}`,
    );
    const heading = page.headingAtMs ? `; 'Today' heading at ${page.headingAtMs.join(', ')} ms unthrottled` : '';
    lines.push(
      `      median run: ${metrics}${heading}${page.failedAccessibilityAudits.length ? `; accessibility audits not passed: ${page.failedAccessibilityAudits.join('; ')}` : ''}`,
    );
  }
  if (results.lighthouseError) {
    checks.push(false);
    lines.push(`  Lighthouse: not measured (${results.lighthouseError})  FAIL`);
  }
  if (results.embeddedColdStartMs !== undefined) {
    const ok = results.embeddedColdStartMs <= budgets.maxColdFirstPageMs;
    checks.push(ok);
    lines.push(`  embedded cold start, fresh data folder: first page after ${(results.embeddedColdStartMs / 1000).toFixed(1)} s  budget <= 10 s: ${verdict(ok)}`);
  }
  if (results.embeddedRestartReadyMs !== undefined)
    lines.push(`  embedded restart on the seeded data folder: ready after ${(results.embeddedRestartReadyMs / 1000).toFixed(1)} s`);
  if (results.npmStartFirstPageMs !== undefined) {
    const ok = results.npmStartFirstPageMs <= budgets.maxFirstPageMs;
    checks.push(ok);
    const split =
      results.npmStartChecksMs !== undefined
        ? ` (install/build check ${(results.npmStartChecksMs / 1000).toFixed(1)} s, then embedded ${((results.npmStartFirstPageMs - results.npmStartChecksMs) / 1000).toFixed(1)} s${results.npmStartChecksMs > 30000 ? '; Nx rebuilt packages whose sources changed since the bench started' : ''})`
        : '';
    lines.push(`  npm start (built), existing data folder: first page after ${(results.npmStartFirstPageMs / 1000).toFixed(1)} s${split}  budget <= 5 s: ${verdict(ok)}`);
  }
  if (results.idlePssBytes !== undefined) {
    const ok = results.idlePssBytes !== null && results.idlePssBytes < budgets.maxIdlePssBytes;
    checks.push(ok);
    const rss = results.idleRssBytes ? `; the Node process alone: RSS ${mb(results.idleRssBytes)}` : '';
    lines.push(
      `  idle memory after 10 s on an existing data folder, PSS of ${results.idleProcesses} processes (Node + PostgreSQL): ${results.idlePssBytes === null ? 'unreadable' : `${(results.idlePssBytes / 1e6).toFixed(0)} MB`}${rss}  budget < 300 MB: ${verdict(ok)}`,
    );
  }
  if (results.alerts) lines.push(...alertsLines(results.alerts, checks));
  if (results.alertsError) {
    checks.push(false);
    lines.push(`  issue 13 (alerts): not measured (${results.alertsError})  FAIL`);
  }
  if (results.insights) lines.push(...insightsLines(results.insights, checks, verdict));
  if (results.insightsError) {
    checks.push(false);
    lines.push(`  issue 16 (insights): not measured (${results.insightsError})  FAIL`);
  }
  if (results.scan) lines.push(...scanLines(results.scan, checks));
  if (results.statement) lines.push(...statementLines(results.statement, checks));
  if (results.statementError) {
    checks.push(false);
    lines.push(`  issue 15 (statement): not measured (${results.statementError})  FAIL`);
  }
  if (results.scanError) {
    checks.push(false);
    lines.push(`  issue 14 (local ticket reader): not measured (${results.scanError})  FAIL`);
  }
  if (results.scanLofo) lines.push(...scanLofoLines(results.scanLofo, checks));
  if (results.scanLofoError) {
    checks.push(false);
    lines.push(`  issue 30 (ticket reader on unseen layouts): not measured (${results.scanLofoError})  FAIL`);
  }
  if (results.clearData) lines.push(...clearDataLines(results.clearData, checks));
  if (results.clearDataError) {
    checks.push(false);
    lines.push(`  issue 15 (Clear All Data): not measured (${results.clearDataError})  FAIL`);
  }
  if (results.support) lines.push(...supportLines(results.support, checks));
  if (results.supportError) {
    checks.push(false);
    lines.push(`  issue 16 (help page): not measured (${results.supportError})  FAIL`);
  }
  if (results.reports) lines.push(...reportsLines(results.reports, checks));
  if (results.home) lines.push(...homeLines(results.home, checks));
  if (results.homeError) {
    checks.push(false);
    lines.push(`  signed-in home: not measured (${results.homeError})  FAIL`);
  }
  if (results.reportsError) {
    checks.push(false);
    lines.push(`  issue 15 (reports): not measured (${results.reportsError})  FAIL`);
  }
  if (results.fuzz) lines.push(...fuzzLines(results.fuzz, checks));
  if (results.fuzzError) {
    checks.push(false);
    lines.push(`  issue 27 (fuzzing): not measured (${results.fuzzError})  FAIL`);
  }
  if (results.bankCheck) lines.push(...bankCheckLines(results.bankCheck, checks));
  if (results.bankCheckError) {
    checks.push(false);
    lines.push(`  issue 31 (bank check): not measured (${results.bankCheckError})  FAIL`);
  }
  results.budgetsPassed = checks.every(Boolean);
  lines.push('', `budgets: ${results.budgetsPassed ? 'all PASS' : 'some FAIL'}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

let failed = false;
if (only === 'fuzz') {
  try {
    results.fuzz = await benchFuzz({ note });
  } catch (error) {
    failed = true;
    results.fuzzError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'load-mix') {
  try {
    results.loadMix = await benchLoadMix({ note });
  } catch (error) {
    failed = true;
    results.loadMixError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'row-sizes') {
  try {
    results.rowSizes = await benchRowSizes({ note });
    for (const line of rowSizesLines(results.rowSizes)) note(line);
  } catch (error) {
    failed = true;
    results.rowSizesError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'api') {
  const bareServer = await startBareKoa();
  try {
    results.api = await benchApiHotPath({ note, bareUrl: bareServer.url });
  } catch (error) {
    failed = true;
    results.apiError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await bareServer.stop();
  }
} else if (only === 'writes') {
  try {
    results.writes = await benchWrites({ note });
    for (const line of writesLines(results.writes)) note(line);
  } catch (error) {
    failed = true;
    results.writesError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'statement') {
  try {
    results.statement = await benchStatement({ note });
  } catch (error) {
    failed = true;
    results.statementError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'insights') {
  try {
    results.insights = await benchInsights({ note });
  } catch (error) {
    failed = true;
    results.insightsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'scan') {
  try {
    results.scan = await benchScan({ note });
  } catch (error) {
    failed = true;
    results.scanError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'scan-lofo') {
  try {
    results.scanLofo = await benchScanLofo({ note });
  } catch (error) {
    failed = true;
    results.scanLofoError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'clear-data') {
  try {
    results.clearData = await benchClearData({ note });
  } catch (error) {
    failed = true;
    results.clearDataError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'support') {
  try {
    results.support = await benchSupport({ note });
  } catch (error) {
    failed = true;
    results.supportError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'reports') {
  try {
    results.reports = await benchReports({ note });
  } catch (error) {
    failed = true;
    results.reportsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'home') {
  try {
    results.home = await benchHome({ note });
  } catch (error) {
    failed = true;
    results.homeError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'bank-check') {
  try {
    results.bankCheck = await benchBankCheck({ note });
  } catch (error) {
    failed = true;
    results.bankCheckError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'faults') {
  try {
    results.faults = await benchFaults({ note });
    if (!results.faults.passed) failed = true;
  } catch (error) {
    failed = true;
    results.faultsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else if (only === 'alerts') {
  try {
    results.alerts = await benchAlerts({ note });
  } catch (error) {
    failed = true;
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  }
} else {
  const bareServer = await startBareKoa();
  try {
    await warmUp(bareServer.url);
    note(`bare Koa for ${config.durationSec} s at ${config.connections} connections`);
    const machine = watchMachine([bareServer.pid]);
    results.bare = await measure({ label: 'bare Koa (constant answer)', url: bareServer.url, connections: config.connections, durationSec: config.durationSec });
    results.bare.othersCores = machine().othersCores;
    await benchEmbedded();
    try {
      await benchDistributed();
    } catch (error) {
      results.distributedError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`distributed: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 13: on products of their own (a shortened session minute), after everything else.
    try {
      results.alerts = await benchAlerts({ note });
    } catch (error) {
      results.alertsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`alerts: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 16: insights on a product of its own, a person with 10,000 activities.
    try {
      results.insights = await benchInsights({ note });
    } catch (error) {
      results.insightsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`insights: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 14: the local ticket reader, in a process of its own.
    try {
      results.scan = await benchScan({ note });
    } catch (error) {
      results.scanError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`scan: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 30: the ticket reader on layouts it was not tuned on (leave-one-family-out), OCR in a process of its own.
    try {
      results.scanLofo = await benchScanLofo({ note });
    } catch (error) {
      results.scanLofoError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`scan-lofo: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 15: Clear All Data, on products of its own.
    try {
      results.clearData = await benchClearData({ note });
    } catch (error) {
      results.clearDataError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`clear-data: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 16: the help page's JS and Lighthouse, on a product of its own.
    try {
      results.support = await benchSupport({ note });
    } catch (error) {
      results.supportError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`support: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 15: the monthly statement for the heavy user, on an embedded stack of its own.
    try {
      results.statement = await benchStatement({ note });
    } catch (error) {
      results.statementError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`statement: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 15: the reports page and the exports, on an app and heavy user of their own.
    try {
      results.reports = await benchReports({ note });
    } catch (error) {
      results.reportsError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`reports: ${error instanceof Error ? error.message : error}`);
    }
    // Issue 31: the bank check, on a product of its own.
    try {
      results.bankCheck = await benchBankCheck({ note });
    } catch (error) {
      results.bankCheckError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      note(`bank check: ${error instanceof Error ? error.message : error}`);
    }
  } catch (error) {
    failed = true;
    note(`bench failed: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await bareServer.stop();
  }
}
if (
  results.bare ||
  results.alerts ||
  results.scan ||
  results.scanError ||
  results.scanLofo ||
  results.scanLofoError ||
  results.clearData ||
  results.clearDataError ||
  results.insights ||
  results.insightsError ||
  results.support ||
  results.supportError ||
  results.statement ||
  results.statementError ||
  results.reports ||
  results.reportsError ||
  results.home ||
  results.homeError ||
  results.bankCheck ||
  results.bankCheckError ||
  results.fuzz ||
  results.fuzzError
)
  report();
const resultsFile = path.join(here, 'results', only ? `${only}.json` : 'latest.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
note(`wrote ${path.relative(repoRoot, resultsFile)}`);
process.exit(failed || (process.env.BENCH_STRICT === '1' && !results.budgetsPassed) ? 1 : 0);
