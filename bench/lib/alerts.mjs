// Issue 13's budgets (spend-limit and session-duration alerts), measured on the running product:
//   1. a wager logged (POST /api/activities) to its limit notification readable through the API
//      (GET /api/notifications/unread), one event at a time, in embedded and distributed mode;
//   2. the limit check's own cost at 1,000 and 100,000 activities of history (lib/limit-check.ts,
//      a TypeScript program run with tsx on the embedded PostgreSQL server);
//   3. how late a session-duration alert fires (100 sessions, a session minute shortened to 400 ms,
//      so the 30-minute mark is due 12 s after the start), in both job adapters: the embedded jobs
//      table and BullMQ.
// Each mode runs on a product started for it (a fresh embedded data folder; a distributed stack on
// a database, stream and prefix of its own) with SESSION_ALERT_MINUTE_MS shortened: that setting is
// process-wide, so the stacks of the other measurements, where the heavy user keeps a session open
// during the load runs, are left as they were.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { withClient, withDatabase } from '../../scripts/lib/database.mjs';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort, sleep } from '../../scripts/lib/net.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { embeddedDatabaseUrl } from './bulk-seed.mjs';
import { distributedServers, startBenchStack } from './distributed-stack.mjs';
import { percentile } from './load.mjs';
import { watchMachine } from './process-info.mjs';
import { registerAndLogin } from './seed.mjs';

export const alertsConfig = Object.freeze({
  /** Wagers measured from POST to a readable notification, per mode. */
  events: Number(process.env.BENCH_ALERT_EVENTS ?? 500),
  /** How often the notifications are polled after the POST. */
  pollMs: 5,
  /** Session-duration alerts measured per mode. */
  sessions: Number(process.env.BENCH_SESSION_ALERTS ?? 100),
  /**
   * One session minute (SESSION_ALERT_MINUTE_MS): the 30-minute mark is due 30 of these after the
   * start (12 s), the 45-minute one 6 s later. Shorter (100 ms: 3 s, then 1.5 s) compresses a
   * session's whole chain of marks into seconds: when the starts take longer than the gap (a busy
   * machine), the first sessions' 45-, 60- and 90-minute jobs pile onto the last ones' 30-minute
   * marks, a load 600 times what real minutes make.
   */
  minuteMs: Number(process.env.BENCH_SESSION_MINUTE_MS ?? 400),
  /** Calls of each limit check per person (lib/limit-check.ts). */
  limitCheckCalls: Number(process.env.BENCH_LIMIT_CHECK_CALLS ?? 1000),
});

/** The limits every measured person sets, and the wagers they log one after another. */
export const LIMITS = Object.freeze({ dailySpendLimit: 100, weeklySpendLimit: 200, monthlySpendLimit: 400 });
/**
 * Each wager crosses exactly one new threshold, all in one day (so one week and one month):
 * spent after it 80 (day 80%), 100 (day 100%; week 50%, month 25%), 160 (week 80%; the day's two
 * were sent), 200 (week 100%; month 50%), 320 (month 80%), 400 (month 100%). Checked against the
 * rule by expectedNotifications below when the module loads.
 */
export const WAGERS = Object.freeze([
  { amount: '80.00', period: 'daily', type: 'spend_limit_approaching' },
  { amount: '20.00', period: 'daily', type: 'spend_limit_exceeded' },
  { amount: '60.00', period: 'weekly', type: 'spend_limit_approaching' },
  { amount: '40.00', period: 'weekly', type: 'spend_limit_exceeded' },
  { amount: '120.00', period: 'monthly', type: 'spend_limit_approaching' },
  { amount: '80.00', period: 'monthly', type: 'spend_limit_exceeded' },
]);

/**
 * The notifications each stake makes when all fall in one day, by alerts' rule: per period and
 * level once; 'approaching' from 80%, 'exceeded' from 100%, and an 'exceeded' marks that period's
 * 'approaching' as sent too.
 * @param {string[]} amounts
 * @param {Record<string, number>} limits
 * @returns {Array<Array<{ period: string, type: string }>>}
 */
export function expectedNotifications(amounts, limits) {
  const periods = [
    ['daily', limits.dailySpendLimit],
    ['weekly', limits.weeklySpendLimit],
    ['monthly', limits.monthlySpendLimit],
  ];
  const sent = new Set();
  let cents = 0;
  return amounts.map((amount) => {
    cents += Math.round(Number(amount) * 100);
    const made = [];
    for (const [period, limit] of periods) {
      const level = cents >= limit * 100 ? 'exceeded' : cents * 100 >= limit * 100 * 80 ? 'approaching' : null;
      if (!level || sent.has(`${period}:${level}`)) continue;
      sent.add(`${period}:${level}`);
      if (level === 'exceeded') sent.add(`${period}:approaching`);
      made.push({ period, type: `spend_limit_${level}` });
    }
    return made;
  });
}

{
  const expected = expectedNotifications(
    WAGERS.map((w) => w.amount),
    LIMITS,
  );
  WAGERS.forEach((wager, i) => {
    if (expected[i].length !== 1 || expected[i][0].period !== wager.period || expected[i][0].type !== wager.type) {
      throw new Error(`wager ${i + 1} (${wager.amount}) would make ${JSON.stringify(expected[i])}, not one ${wager.period} ${wager.type}`);
    }
  });
}

/**
 * A zone whose day will not end during the run: Sydney unless it is within half an hour of
 * midnight there, then Perth (three hours behind). A day, week or month ending between two wagers
 * would start the spend again and change which notification comes.
 * @param {Date} [now]
 */
export function zoneAwayFromMidnight(now = new Date()) {
  for (const timeZone of ['Australia/Sydney', 'Australia/Perth']) {
    const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).format(now).split(':').map(Number);
    const minutes = hour * 60 + minute;
    if (minutes >= 2 && minutes < 23 * 60 + 30) return timeZone;
  }
  return 'Australia/Perth';
}

/**
 * A keep-alive JSON client for timed calls (node:http, as the bench's other sequential measurements).
 * @param {string} base
 */
function timedClient(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /**
   * @param {string} method
   * @param {string} route
   * @param {string} cookie
   * @param {unknown} [body]
   * @returns {Promise<{ status: number, body: any }>}
   */
  const request = (method, route, cookie, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = {
        cookie,
        origin: base,
        accept: 'application/json',
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      };
      const req = http.request(`${base}${route}`, { method, agent, headers, timeout: 15000 }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // keep the text
          }
          resolve({ status: /** @type {number} */ (response.statusCode), body: parsed });
        });
        response.once('error', reject);
      });
      req.once('timeout', () => req.destroy(new Error(`${method} ${route} timed out`)));
      req.once('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/**
 * `count` people signed in, four registrations at a time.
 * @param {string} base
 * @param {string} mailboxDir where identity writes mail (the verification links)
 * @param {number} count
 * @param {string} timeZone
 */
export async function signedInPeople(base, mailboxDir, count, timeZone) {
  /** @type {Awaited<ReturnType<typeof registerAndLogin>>[]} */
  const people = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      people.push(await registerAndLogin(base, base, mailboxDir, timeZone));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
  return people;
}

/**
 * @param {number[]} values
 */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    mean: sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1),
  };
}

/**
 * Part 1: the WAGERS sequence person after person (the first person unmeasured, a warm-up), one
 * event at a time: from just before POST /api/activities to the answer of the first
 * GET /api/notifications/unread (polled every 5 ms) showing a new notification. Each event must
 * make exactly one, of the expected type and period; at the end every person must have exactly
 * one notification per wager.
 * Where the time went is read afterwards from the database (server clocks, the same machine's):
 * ledger's outbox row of each wager's event and alerts' inbox marker of its handling.
 * @param {{ mode: string, base: string, databaseUrl: string, people: Awaited<ReturnType<typeof signedInPeople>>, pids: number[], events?: number, note: (m: string) => void }} options
 *   databaseUrl: a URL that reads both the ledger and alerts schemas
 */
export async function measureLimitNotifications({ mode, base, databaseUrl, people, pids, events = alertsConfig.events, note }) {
  const needed = 1 + Math.ceil(events / WAGERS.length);
  if (people.length < needed) throw new Error(`${events} events need ${needed} people, got ${people.length}`);
  for (const person of people.slice(0, needed)) {
    const set = await person.api.patch('/api/settings', LIMITS);
    if (set.status !== 200) throw new Error(`PATCH /api/settings answered ${set.status}: ${JSON.stringify(set.body)}`);
  }
  const client = timedClient(base);
  const times = [];
  const postTimes = [];
  let polls = 0;
  let missed = 0;
  let wrong = 0;
  let ledgerNamed = 0;
  /** @type {string[]} */
  const problems = [];
  const timeoutMs = 10000;
  let measured = 0;
  let watch;
  let measuredFrom = 0;
  /** @type {Array<{ activityId: string, t0: number, seen: number }>} */
  const timeline = [];
  /** Wagers each person logged (by cookie). */
  const wagersOf = new Map();
  /** @param {{ status: number, body: any }} answer */
  const listOf = (answer) => {
    if (answer.status !== 200 || !Array.isArray(answer.body)) throw new Error(`GET /api/notifications answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    return /** @type {Array<{ id: string, type: string, metadata?: { period?: string } }>} */ (answer.body);
  };
  try {
    for (const [index, person] of people.slice(0, needed).entries()) {
      const warmUp = index === 0;
      if (index === 1) {
        note(`${mode}: ${events} wagers, each to its limit notification, one at a time (${needed - 1} people)`);
        watch = watchMachine(pids);
        measuredFrom = performance.now();
      }
      const seen = new Set();
      for (const n of listOf(await client.request('GET', '/api/notifications/unread', person.cookie))) seen.add(n.id);
      let wagers = 0;
      for (const wager of WAGERS) {
        if (!warmUp && measured >= events) break;
        const body = { type: 'wagering', subtype: 'Sports Betting', amount: wager.amount, isCompleted: false };
        const wallT0 = Date.now();
        const t0 = performance.now();
        const posted = await client.request('POST', '/api/activities', person.cookie, body);
        const postMs = performance.now() - t0;
        if (posted.status !== 201) throw new Error(`POST /api/activities answered ${posted.status}: ${JSON.stringify(posted.body)}`);
        wagers += 1;
        wagersOf.set(person.cookie, wagers);
        let fresh = [];
        let elapsed = NaN;
        let count = 0;
        for (;;) {
          const pollAt = performance.now();
          const unread = listOf(await client.request('GET', '/api/notifications/unread', person.cookie));
          count += 1;
          fresh = unread.filter((n) => !seen.has(n.id));
          if (fresh.length) {
            elapsed = performance.now() - t0;
            break;
          }
          if (performance.now() - t0 > timeoutMs) break;
          await sleep(Math.max(0, pollAt + alertsConfig.pollMs - performance.now()));
        }
        for (const n of fresh) seen.add(n.id);
        if (warmUp) continue;
        measured += 1;
        if (!fresh.length) {
          missed += 1;
          problems.push(`no notification ${timeoutMs} ms after wager ${wagers} of a person`);
          continue;
        }
        times.push(elapsed);
        postTimes.push(postMs);
        timeline.push({ activityId: posted.body.id, t0: wallT0, seen: wallT0 + elapsed });
        polls += count;
        if (fresh.length !== 1 || fresh[0].type !== wager.type || fresh[0].metadata?.period !== wager.period) {
          wrong += 1;
          problems.push(`wager ${wagers} (${wager.amount}) made ${JSON.stringify(fresh.map((n) => [n.type, n.metadata?.period]))}, expected one ${wager.period} ${wager.type}`);
        }
        if ((posted.body.spendLimits ?? []).some((r) => r.period === wager.period && r.level === wager.type.replace('spend_limit_', ''))) ledgerNamed += 1;
      }
    }
    const machine = watch?.();
    const wallSeconds = (performance.now() - measuredFrom) / 1000;
    // Nothing more may come afterwards: every person has exactly one notification per wager.
    await sleep(500);
    let extra = 0;
    for (const person of people.slice(0, needed)) {
      const all = listOf(await client.request('GET', '/api/notifications', person.cookie));
      if (all.length !== wagersOf.get(person.cookie)) extra += 1;
    }
    if (extra) problems.push(`${extra} people ended with a number of notifications other than their wagers`);
    return {
      where: await whereTheTimeGoes(databaseUrl, timeline),
      mode,
      label: `${mode}: wager to its limit notification`,
      people: needed - 1,
      events: measured,
      ...stats(times),
      postP50: stats(postTimes).p50,
      pollsPerEvent: polls / (times.length || 1),
      missed,
      wrong,
      extra,
      ledgerNamed,
      problems: problems.slice(0, 10),
      // CPU the product and this client used per wager (all their processes; the polls included).
      ...(machine ? { othersCores: machine.othersCores, oursCores: machine.oursCores, cpuMsPerWager: (machine.oursCores * wallSeconds * 1000) / (measured || 1) } : {}),
    };
  } finally {
    client.close();
  }
}

/**
 * Each wager's path split in three, p50 and p95 of each (ms): from just before the POST to ledger
 * writing the event (clock_timestamp() of its outbox row, inside ledger's transaction); from there
 * to alerts starting to handle it (the inbox marker's now(), the start of alerts' transaction:
 * ledger's commit, the relay, the bus); from there to the GET that showed the notification (the
 * check, alerts' commit and the polling).
 * @param {string} databaseUrl
 * @param {Array<{ activityId: string, t0: number, seen: number }>} timeline
 */
async function whereTheTimeGoes(databaseUrl, timeline) {
  const rows = await withClient(databaseUrl, async (db) => {
    const { rows } = await db.query(
      `SELECT o.payload->>'activityId' AS activity_id, o.occurred_at, p.processed_at
       FROM ledger.outbox o JOIN alerts.processed_events p ON p.message_id = o.id::text AND p.durable = 'alerts-limit-checks'
       WHERE o.subject = 'ledger.activity.created' AND o.payload->>'activityId' = ANY($1::text[])`,
      [timeline.map((t) => t.activityId)],
    );
    return new Map(rows.map((r) => [r.activity_id, { written: new Date(r.occurred_at).getTime(), handled: new Date(r.processed_at).getTime() }]));
  });
  const parts = { toLedgerEvent: [], toAlertsHandling: [], toReadable: [] };
  for (const t of timeline) {
    const server = rows.get(t.activityId);
    if (!server) continue;
    parts.toLedgerEvent.push(server.written - t.t0);
    parts.toAlertsHandling.push(server.handled - server.written);
    parts.toReadable.push(t.seen - server.handled);
  }
  return Object.fromEntries(Object.entries(parts).map(([name, values]) => [name, { p50: stats(values).p50, p95: stats(values).p95 }]));
}

/**
 * Part 3: `count` people each start a session (POST /api/sessions), one after another; their
 * 30-minute alerts are read from alerts.notifications as they come. Lateness is the notification's
 * time (when its job ran) minus the mark's due time (the session's start + 30 session minutes).
 * The sessions are ended afterwards, which cancels the marks that follow.
 * @param {{ mode: string, base: string, databaseUrl: string, people: Awaited<ReturnType<typeof signedInPeople>>, count?: number, minuteMs?: number, pids: number[], note: (m: string) => void }} options
 */
export async function measureSessionAlerts({ mode, base, databaseUrl, people, count = alertsConfig.sessions, minuteMs = alertsConfig.minuteMs, pids, note }) {
  if (people.length < count) throw new Error(`${count} sessions need ${count} people, got ${people.length}`);
  const client = timedClient(base);
  /** @type {Map<string, { due: number, person: (typeof people)[number] }>} */
  const sessions = new Map();
  const markMs = 30 * minuteMs;
  note(`${mode}: ${count} sessions started, their 30-minute alerts due ${markMs} ms after each start`);
  const watch = watchMachine(pids);
  try {
    const firstStart = Date.now();
    for (const [i, person] of people.slice(0, count).entries()) {
      const started = await client.request('POST', '/api/sessions', person.cookie, { type: i % 2 ? 'table' : 'slot', venue: 'The Star' });
      if (started.status !== 201) throw new Error(`POST /api/sessions answered ${started.status}: ${JSON.stringify(started.body)}`);
      sessions.set(started.body.id, { due: Date.parse(started.body.startedAt) + markMs, person });
    }
    const startSpreadMs = Date.now() - firstStart;
    const lastDue = Math.max(...[...sessions.values()].map((s) => s.due));
    const deadline = lastDue + 30000;
    /** @type {Map<string, number>} */
    const fired = new Map();
    await withClient(databaseUrl, async (db) => {
      while (fired.size < sessions.size && Date.now() < deadline) {
        const { rows } = await db.query(
          "SELECT metadata->>'sessionId' AS session_id, created_at FROM alerts.notifications WHERE type = 'session_duration' AND metadata->>'minutes' = '30' AND metadata->>'sessionId' = ANY($1::text[])",
          [[...sessions.keys()]],
        );
        for (const row of rows) fired.set(row.session_id, new Date(row.created_at).getTime());
        if (fired.size < sessions.size) await sleep(100);
      }
    });
    const machine = watch();
    const lateness = [...fired].map(([id, at]) => at - /** @type {{ due: number }} */ (sessions.get(id)).due);
    // Ending each session cancels its next mark (45 minutes), so nothing keeps running after this part.
    for (const [id, { person }] of sessions) await client.request('POST', `/api/sessions/${id}/end`, person.cookie, { finalAmount: '0.00' });
    return {
      mode,
      label: `${mode}: session alert after its due time`,
      jobs: mode === 'embedded' ? 'jobs table (in-process scheduler)' : 'BullMQ',
      sessions: sessions.size,
      fired: fired.size,
      missing: sessions.size - fired.size,
      minuteMs,
      markMs,
      startSpreadMs,
      ...stats(lateness),
      min: lateness.length ? Math.min(...lateness) : NaN,
      // The first sessions' 45-minute marks came due before the last session started.
      overlapped: startSpreadMs > 15 * minuteMs,
      othersCores: machine.othersCores,
    };
  } finally {
    client.close();
  }
}

/**
 * Part 2: run lib/limit-check.ts (tsx) against a PostgreSQL server and return what it printed.
 * @param {{ adminUrl: string, note: (m: string) => void }} options adminUrl: a superuser URL (throwaway databases are made there)
 */
export async function measureLimitCheckCost({ adminUrl, note }) {
  note(`limit check: alerts' checkSpendLimits and ledger's spendLimitsReached at 1,000 and 100,000 activities of history, ${alertsConfig.limitCheckCalls} calls each (tsx)`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'lib', 'limit-check.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_TEST_URL: adminUrl, LIMIT_CHECK_CALLS: String(alertsConfig.limitCheckCalls) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`limit-check.ts exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
  // Its othersCores is the machine's other work while the calls ran, measured inside (ours: it and its PostgreSQL backends).
  return JSON.parse(stdout.trim().split('\n').pop() ?? '');
}

/**
 * Run a part, keeping its error instead of the whole run's.
 * @template T
 * @param {() => Promise<T>} part
 * @returns {Promise<T | { error: string }>}
 */
async function kept(part) {
  try {
    return await part();
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/**
 * Issue 13's three measurements in embedded mode, then in distributed mode when the servers answer.
 * @param {{ note: (m: string) => void }} options
 */
export async function benchAlerts({ note }) {
  const env = { SESSION_ALERT_MINUTE_MS: String(alertsConfig.minuteMs) };
  const timeZone = zoneAwayFromMidnight();
  const peopleNeeded = Math.max(1 + Math.ceil(alertsConfig.events / WAGERS.length), alertsConfig.sessions);
  const out = { config: { ...alertsConfig, limits: LIMITS, wagers: WAGERS.map((w) => w.amount), timeZone }, limitNotifications: [], sessionAlerts: [] };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-alerts-'));
  /** @type {Awaited<ReturnType<typeof startEmbedded>> | undefined} */
  let server;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    note('alerts, embedded: starting on a fresh data folder');
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base, ...env } });
    const pids = [server.pid];
    // First, while the product is idle: the limit check alone, on the embedded PostgreSQL server.
    const adminUrl = withDatabase(await embeddedDatabaseUrl(dataDir), 'postgres');
    out.limitCheck = await kept(() => measureLimitCheckCost({ adminUrl, note }));
    const t0 = Date.now();
    const people = await signedInPeople(base, path.join(dataDir, 'mailbox'), peopleNeeded, timeZone);
    out.embeddedSignUpSeconds = (Date.now() - t0) / 1000;
    note(`alerts, embedded: ${people.length} people signed up in ${out.embeddedSignUpSeconds.toFixed(1)} s (${timeZone})`);
    const databaseUrl = await embeddedDatabaseUrl(dataDir);
    out.limitNotifications.push(await kept(() => measureLimitNotifications({ mode: 'embedded', base, databaseUrl, people, pids, note })));
    out.sessionAlerts.push(await kept(() => measureSessionAlerts({ mode: 'embedded', base, databaseUrl, people, pids, note })));
  } catch (error) {
    out.embeddedError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`alerts, embedded: ${error instanceof Error ? error.message : error}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const servers = await distributedServers();
  if (!servers) {
    out.distributedSkipped = 'PostgreSQL, NATS or Redis not answering';
    return out;
  }
  note('alerts, distributed: starting six services as separate processes');
  try {
    const { base, databaseUrl, mailboxDir, pids, stop } = await startBenchStack(servers, { env });
    try {
      const people = await signedInPeople(base, mailboxDir, peopleNeeded, timeZone);
      out.limitNotifications.push(await kept(() => measureLimitNotifications({ mode: 'distributed', base, databaseUrl, people, pids, note })));
      out.sessionAlerts.push(await kept(() => measureSessionAlerts({ mode: 'distributed', base, databaseUrl, people, pids, note })));
    } finally {
      await stop();
    }
  } catch (error) {
    out.distributedError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    note(`alerts, distributed: ${error instanceof Error ? error.message : error}`);
  }
  return out;
}
