// Issue 29's write throughput: POST /api/activities through the gateway, many people at once, in
// embedded and distributed mode, and where a write's time goes, measured from the outside:
// - the answer's latency (autocannon), each request for the next person in turn (one person per
//   connection's worth of traffic, as when many people log wagers);
// - the relay: outbox row written (occurred_at) to published (published_at), from the ledger's outbox;
// - each consumer of ledger.activity.created: outbox row written to its handler's transaction start
//   (processed_events.processed_at), i.e. relay + bus + queueing, from its inbox;
// - drain: after the load stops, how long until every consumer has applied every event (lag 0);
// - CPU seconds each process used during the load, and per write until drained (the services, and embedded's
//   PostgreSQL; distributed mode's shared PostgreSQL, NATS and Redis are not counted).
// BENCH_WRITES_ROOTS lists repository roots whose builds to compare (comma-separated, e.g. a worktree
// of main beside this one), measured alternately in one run; default this checkout alone.
// BENCH_WRITES_MODES (embedded,distributed), BENCH_WRITES_CONNECTIONS (20,50), BENCH_WRITES_PEOPLE (200),
// BENCH_WRITES_ROUNDS (1), BENCH_DURATION (10 s). BENCH_WRITES_PROFILE=<folder>: a V8 CPU profile of each service process
// over each load (lib/cpu-profile-on-signal.mjs), to read with Chrome's DevTools or any .cpuprofile viewer; with
// BENCH_WRITES_PROFILE_PHASE=drain, over the drain after each load instead (what the consumers do once the requests stop).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { percentile } from './load.mjs';
import { processTree } from './process-info.mjs';
import { activityBody, registerAndLogin } from './seed.mjs';

const durationSec = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_WRITES_ROUNDS ?? 1);
// 200 people: with 20 (the first default) each logged about 250 wagers a round, 25 a second, and alerts' limit check
// sums a person's month of stakes, so the drain measured that pile-up rather than many people each logging a few
// (20 people at 50 connections: drained in 5.7 to 6.8 s; 200 people: 1.1 to 1.4 s, the same build).
const people = Number(process.env.BENCH_WRITES_PEOPLE ?? 200);
const connectionCounts = (process.env.BENCH_WRITES_CONNECTIONS ?? '20,50').split(',').map(Number);
const modes = (process.env.BENCH_WRITES_MODES ?? 'embedded,distributed').split(',').map((m) => m.trim());
const DRAIN_TIMEOUT_MS = 120_000;
const CREATED = 'ledger.activity.created';
const profileFolder = process.env.BENCH_WRITES_PROFILE ? path.resolve(process.env.BENCH_WRITES_PROFILE) : undefined;
const profiledPhase = process.env.BENCH_WRITES_PROFILE_PHASE === 'drain' ? 'drain' : 'load';
const profiledEnv = profileFolder
  ? {
      BENCH_WRITES_PROFILE: profileFolder,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(path.dirname(new URL(import.meta.url).pathname), 'cpu-profile-on-signal.mjs')}`.trim(),
    }
  : {};

/** Starts or stops (and writes) the CPU profile of each service process (BENCH_WRITES_PROFILE). */
function toggleProfiles(groups) {
  if (!profileFolder) return;
  for (const [name, pids] of Object.entries(groups)) {
    if (name === 'postgres') continue;
    for (const pid of pids()) {
      try {
        process.kill(pid, 'SIGUSR2');
      } catch {
        // gone
      }
    }
  }
}

/** CPU seconds (user + system) of a process, 0 when it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of each named group of processes, read again by the returned function as the difference. */
function watchCpu(groups) {
  const read = () => Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0)]));
  const before = read();
  return () => {
    const after = read();
    return Object.fromEntries(Object.keys(after).map((name) => [name, Math.round((after[name] - (before[name] ?? 0)) * 100) / 100]));
  };
}

/** POSTs for `durationSec` at `connections`, each request signed in as the next of `cookies`. */
async function postLoad({ base, cookies, connections, seconds = durationSec }) {
  /** @type {number[]} */
  const times = [];
  let next = 0;
  const instance = autocannon({
    url: `${base}/api/activities`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(activityBody(1)),
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookies[next++ % cookies.length] } }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The inbox tables (schema.processed_events) of the database. */
async function inboxTables(db) {
  const { rows } = await db.query(`select table_schema from information_schema.tables where table_name = 'processed_events' order by 1`);
  return rows.map((row) => row.table_schema);
}

/** Per durable: how many of ledger.activity.created since `since` it has applied (only durables that apply that subject). */
async function applied(db, schemas, since) {
  const counts = {};
  for (const schema of schemas) {
    const { rows } = await db.query(
      `select p.durable, count(*)::int as n from ${schema}.processed_events p join ledger.outbox o on o.id::text = p.message_id
       where o.subject = $1 and o.occurred_at >= $2 group by p.durable`,
      [CREATED, since],
    );
    for (const row of rows) counts[`${schema}/${row.durable}`] = row.n;
  }
  return counts;
}

/** Waits until every consumer has applied every event written since `since`; the lag's course and the time it took. */
async function drain(db, schemas, since, durables) {
  const started = Date.now();
  const total = async () => (await db.query(`select count(*)::int as n from ledger.outbox where subject = $1 and occurred_at >= $2`, [CREATED, since])).rows[0].n;
  let expected = await total();
  let lag = {};
  for (;;) {
    const counts = await applied(db, schemas, since);
    lag = Object.fromEntries(durables.map((d) => [d, expected - (counts[d] ?? 0)]));
    if (Object.values(lag).every((n) => n === 0)) return { ms: Date.now() - started };
    if (Date.now() - started > DRAIN_TIMEOUT_MS) return { ms: null, left: lag };
    await new Promise((r) => setTimeout(r, 100));
    expected = await total();
  }
}

/** Relay delay and each consumer's lag (ms, p50/p99) for the events written since `since`. */
async function stageTimes(db, schemas, since) {
  const ms = (expr) => `extract(epoch from (${expr})) * 1000`;
  const q = async (sql) => {
    const { rows } = await db.query(sql, [CREATED, since]);
    return rows;
  };
  const stages = {};
  const [relay] = await q(
    `select percentile_cont(0.5) within group (order by ${ms('published_at - occurred_at')}) as p50,
            percentile_cont(0.99) within group (order by ${ms('published_at - occurred_at')}) as p99, count(*)::int as n
     from ledger.outbox where subject = $1 and occurred_at >= $2 and published_at is not null`,
  );
  stages['relay (written to published)'] = relay;
  for (const schema of schemas) {
    const rows = await q(
      `select p.durable, percentile_cont(0.5) within group (order by ${ms('p.processed_at - o.occurred_at')}) as p50,
              percentile_cont(0.99) within group (order by ${ms('p.processed_at - o.occurred_at')}) as p99, count(*)::int as n
       from ${schema}.processed_events p join ledger.outbox o on o.id::text = p.message_id
       where o.subject = $1 and o.occurred_at >= $2 group by p.durable`,
    );
    for (const row of rows) stages[`${schema}/${row.durable} (written to handled)`] = { p50: row.p50, p99: row.p99, n: row.n };
  }
  for (const value of Object.values(stages)) {
    value.p50 = Math.round(Number(value.p50) * 10) / 10;
    value.p99 = Math.round(Number(value.p99) * 10) / 10;
  }
  return stages;
}

/**
 * People with limits set (so alerts' check does its whole work), signed in.
 * @param {string} base
 * @param {string} mailboxDir where identity writes mail (the verification links)
 */
async function signUpPeople(base, mailboxDir) {
  const cookies = [];
  for (let i = 0; i < people; i++) {
    const user = await registerAndLogin(base, base, mailboxDir);
    const limits = await user.api.patch('/api/settings', { dailySpendLimit: '500.00', weeklySpendLimit: '2000.00', monthlySpendLimit: '5000.00' });
    if (limits.status !== 200) throw new Error(`PATCH /api/settings answered ${limits.status}: ${JSON.stringify(limits.body)}`);
    cookies.push(user.cookie);
  }
  return cookies;
}

/** One build in one mode: a fresh stack, the people, then each connection count's load and drain. */
async function measureBuild(root, mode, note) {
  /** @type {{ base: string, databaseUrl: string, mailboxDir: string, groups: Record<string, () => number[]>, stop: () => Promise<void> }} */
  let stack;
  if (mode === 'embedded') {
    const { startEmbedded } = await import(path.join(root, 'scripts/lib/embedded.mjs'));
    const { embeddedDatabaseUrl } = await import(path.join(root, 'scripts/lib/database.mjs'));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-writes-'));
    const server = await startEmbedded({ dataDir, main: path.join(root, 'services/embedded/dist/main.js'), env: profiledEnv });
    stack = {
      base: server.url,
      databaseUrl: await embeddedDatabaseUrl(dataDir),
      mailboxDir: path.join(dataDir, 'mailbox'),
      groups: { embedded: () => [server.pid], postgres: () => processTree(server.pid).filter((pid) => pid !== server.pid) },
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } else {
    const { distributedServers, startBenchStack } = await import(path.join(root, 'bench/lib/distributed-stack.mjs'));
    const servers = await distributedServers();
    if (!servers) throw new Error('distributed mode needs PostgreSQL, NATS and Redis');
    const started = await startBenchStack(servers, { env: profiledEnv });
    const groups = Object.fromEntries(Object.entries(started.stack.processes).map(([name, managed]) => [name, () => [managed.child.pid]]));
    stack = { base: started.base, databaseUrl: started.databaseUrl, mailboxDir: started.mailboxDir, groups, stop: started.stop };
  }
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  try {
    await db.connect();
    const cookies = await signUpPeople(stack.base, stack.mailboxDir);
    // Warm-up: a few writes each, and wait for the consumers, which also names them.
    const warm = await postLoad({ base: stack.base, cookies, connections: Math.min(...connectionCounts), seconds: 2 });
    if (warm.non2xx) throw new Error(`warm-up: ${warm.non2xx} answers were not 2xx`);
    const schemas = await inboxTables(db);
    const durables = Object.keys(await applied(db, schemas, new Date(0)));
    await drain(db, schemas, new Date(0), durables);
    const loads = [];
    for (const connections of connectionCounts) {
      const since = (await db.query('select clock_timestamp() as t')).rows[0].t;
      note(`writes: ${root} ${mode}: POST /api/activities for ${durationSec} s at ${connections} connections, ${people} people`);
      const cpu = watchCpu(stack.groups);
      if (profiledPhase === 'load') toggleProfiles(stack.groups);
      const load = await postLoad({ base: stack.base, cookies, connections });
      const cpuDuringLoad = cpu();
      toggleProfiles(stack.groups);
      const drained = await drain(db, schemas, since, durables);
      if (profiledPhase === 'drain') toggleProfiles(stack.groups);
      // What each write cost in all, the consumers' work after the load included.
      const cpuUntilDrained = cpu();
      const stages = await stageTimes(db, schemas, since);
      const loadavg = os.loadavg().map((n) => Math.round(n * 100) / 100);
      loads.push({
        connections,
        ...load,
        drainMs: drained.ms,
        ...(drained.left ? { lagLeft: drained.left } : {}),
        stages,
        cpuSeconds: cpuDuringLoad,
        cpuSecondsUntilDrained: cpuUntilDrained,
        loadavg,
      });
      note(
        `writes: ${mode} ${connections} conn: ${Math.round(load.rps)}/s p50 ${load.p50} p99 ${load.p99} ms non-2xx ${load.non2xx}, drained ${drained.ms} ms after, load ${loadavg.join(' ')}`,
      );
    }
    return { root, mode, durables, loads };
  } finally {
    await db.end().catch(() => {});
    await stack.stop();
  }
}

/** @param {{ note: (text: string) => void }} options */
export async function benchWrites({ note }) {
  const roots = (process.env.BENCH_WRITES_ROOTS ?? repoRoot).split(',').map((p) => path.resolve(p.trim()));
  if (profileFolder) mkdirSync(profileFolder, { recursive: true });
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    for (const mode of modes) for (const root of roots) runs.push({ round: round + 1, ...(await measureBuild(root, mode, note)) });
  }
  return { durationSec, people, connectionCounts, machine: { cpus: os.cpus().length }, runs, ratios: ratiosOf(runs, roots) };
}

/** Each later root's throughput and p99 over the first root's, per mode and connection count (means over rounds). */
function ratiosOf(runs, roots) {
  if (roots.length < 2) return [];
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const out = [];
  for (const mode of modes) {
    for (const connections of connectionCounts) {
      const of = (root, key) => mean(runs.filter((r) => r.root === root && r.mode === mode).map((r) => r.loads.find((l) => l.connections === connections)[key]));
      for (const root of roots.slice(1)) {
        out.push({ mode, connections, root, over: roots[0], rps: of(root, 'rps') / of(roots[0], 'rps'), p99: of(root, 'p99') / of(roots[0], 'p99') });
      }
    }
  }
  return out;
}

/** Text lines for the report. */
export function writesLines(writes) {
  const lines = [];
  for (const run of writes.runs) {
    for (const l of run.loads) {
      lines.push(
        `  ${run.mode.padEnd(11)} ${path.basename(run.root).padEnd(16)} ${String(l.connections).padStart(3)} conn ${String(Math.round(l.rps)).padStart(5)}/s p50 ${l.p50} p99 ${l.p99} ms non-2xx ${l.non2xx} drain ${l.drainMs} ms load ${l.loadavg.join(' ')}`,
      );
      for (const [stage, t] of Object.entries(l.stages)) lines.push(`      ${stage}: p50 ${t.p50} p99 ${t.p99} ms (${t.n})`);
      const seconds = (cpu) => Object.entries(cpu).map(([name, s]) => `${name} ${s}`);
      const perWrite = (cpu) => ((1000 * Object.values(cpu).reduce((a, b) => a + b, 0)) / l.requests).toFixed(1);
      lines.push(`      CPU s during the load: ${seconds(l.cpuSeconds).join(', ')}`);
      lines.push(`      CPU ms per write until drained: ${perWrite(l.cpuSecondsUntilDrained)} (${seconds(l.cpuSecondsUntilDrained).join(', ')})`);
    }
  }
  for (const r of writes.ratios)
    lines.push(`  ${r.mode} ${r.connections} conn: ${path.basename(r.root)}/${path.basename(r.over)} throughput ${r.rps.toFixed(2)}x, p99 ${r.p99.toFixed(2)}x`);
  return lines;
}
