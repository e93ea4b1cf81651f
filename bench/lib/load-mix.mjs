// Load as people use Tally (issue 29): each simulated person opens home, then keeps the app open for
// the run: polls the active session every 3 s and the unread notifications every 30 s (as the shell
// does), logs a wager now and then (some cross their daily limit, so alerts notify), opens reports,
// and sometimes generates insights. Reports throughput, p50/p95/p99 per call, errors, each process's
// memory and CPU during the load, and how long the event consumers took to catch up once the load stopped (outbox rows not yet
// published, and in distributed mode JetStream messages not yet acknowledged by their consumers).
import { withClient } from '../../scripts/lib/database.mjs';
import { sleep } from '../../scripts/lib/net.mjs';
import { percentile } from './load.mjs';
import { personReads } from './person.mjs';
import { cpuSecondsOf, proportionalBytes } from './process-info.mjs';
import { registerAndLogin } from './seed.mjs';

/**
 * @typedef {{ label: string, ms: number[], errors: number, statuses: Record<string, number> }} CallStats
 * @typedef {{ people: number, durationSec: number, wagerEverySec: number, reportsEverySec: number, insightsEverySec: number, signUpConcurrency: number }} MixPlan
 */

/** How often each person does each thing; the knobs of BENCH_ONLY=load-mix. */
export function loadMixPlan(defaultPeople) {
  return {
    people: Number(process.env.BENCH_MIX_PEOPLE ?? defaultPeople),
    durationSec: Number(process.env.BENCH_MIX_SECONDS ?? 300),
    // A person logs about one wager a minute while the app is open (a busy race day), opens reports
    // every five minutes and asks for insights every ten.
    wagerEverySec: Number(process.env.BENCH_MIX_WAGER_EVERY ?? 60),
    reportsEverySec: Number(process.env.BENCH_MIX_REPORTS_EVERY ?? 300),
    insightsEverySec: Number(process.env.BENCH_MIX_INSIGHTS_EVERY ?? 600),
    // Sign-ups at once (password hashing is the heaviest call; a shared, loaded machine may need fewer).
    signUpConcurrency: Number(process.env.BENCH_MIX_SIGNUP_CONCURRENCY ?? 8),
  };
}

/** A wait of about `meanSec` (exponential, as independent people are), at least 100 ms. */
const around = (meanSec) => Math.max(100, -Math.log(1 - Math.random()) * meanSec * 1000);

/**
 * Runs the mix against a started stack.
 * @param {{ base: string, origin?: string, mailboxDir: string, plan: MixPlan, pids: Record<string, number>, databaseUrl: () => Promise<string>, natsLag?: () => Promise<number>, note: (m: string) => void }} options
 *   pids: each process to report the memory of, by name; natsLag: messages the consumers have not acknowledged yet
 */
export async function runLoadMix({ base, origin = base, mailboxDir, plan, pids, databaseUrl, natsLag, note }) {
  note(`load mix: signing up ${plan.people} people`);
  /** @type {Awaited<ReturnType<typeof registerAndLogin>>[]} */
  const people = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: plan.signUpConcurrency }, async () => {
      while (next < plan.people) {
        const index = next++;
        const person = await registerAndLogin(base, origin, mailboxDir);
        // Every third person has a daily limit their wagers will cross: alerts' 80% and 100% notices.
        if (index % 3 === 0) await person.api.patch('/api/settings', { dailySpendLimit: 200 });
        people.push(person);
      }
    }),
  );

  /** @type {Map<string, CallStats>} */
  const calls = new Map();
  const call = async (label, person, method, path, body) => {
    const stats = calls.get(label) ?? { label, ms: [], errors: 0, statuses: {} };
    calls.set(label, stats);
    const t0 = performance.now();
    try {
      const answer = await person.api[method](path, body);
      stats.ms.push(performance.now() - t0);
      stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 400) stats.errors += 1;
      return answer;
    } catch (error) {
      stats.ms.push(performance.now() - t0);
      stats.errors += 1;
      stats.statuses[error instanceof Error ? error.name : 'error'] = (stats.statuses[error instanceof Error ? error.name : 'error'] ?? 0) + 1;
      return undefined;
    }
  };

  const reads = personReads();
  const until = Date.now() + plan.durationSec * 1000;
  const running = () => Date.now() < until;
  /** Repeats `act` every `everyMs` (or a fresh wait from `wait()`) until the run ends. */
  const pause = (ms) => sleep(Math.max(0, Math.min(ms, until - Date.now())));
  const every = async (wait, act) => {
    await pause(Math.random() * wait());
    while (running()) {
      await act();
      await pause(wait());
    }
  };
  const memory = { before: memoryOf(pids) };
  const cpuBefore = cpuOf(pids);
  note(`load mix: ${people.length} people for ${plan.durationSec} s`);
  const started = Date.now();
  const machineStart = process.cpuUsage();
  await Promise.all(
    people.map(async (person, index) => {
      // Home first, as the app opens.
      await Promise.all([
        call('GET /api/user', person, 'get', '/api/user'),
        call('GET /api/stats', person, 'get', reads.stats),
        call('GET /api/activities?limit=5', person, 'get', reads.activities),
        call('GET /api/limits/status', person, 'get', '/api/limits/status'),
      ]);
      await Promise.all([
        every(
          () => 3000,
          () => call('GET /api/sessions/active', person, 'get', reads.activeSession),
        ),
        every(
          () => 30000,
          () => call('GET /api/notifications/unread', person, 'get', '/api/notifications/unread'),
        ),
        every(
          () => around(plan.wagerEverySec),
          async () => {
            const amount = 20 + ((index * 7) % 30);
            const logged = await call('POST /api/activities', person, 'post', '/api/activities', { type: 'wagering', subtype: 'Racing', amount, isCompleted: false });
            if (logged?.status === 201) {
              await Promise.all([call('GET /api/stats', person, 'get', reads.stats), call('GET /api/activities?limit=5', person, 'get', reads.activities)]);
            }
          },
        ),
        every(
          () => around(plan.reportsEverySec),
          () => Promise.all([call('GET /api/stats (reports)', person, 'get', '/api/stats'), call('GET /api/statements', person, 'get', '/api/statements')]),
        ),
        every(
          () => around(plan.insightsEverySec),
          () => call('POST /api/insights/generate', person, 'post', '/api/insights/generate', { timeFrame: 'month' }),
        ),
      ]);
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const benchCpu = process.cpuUsage(machineStart);
  memory.after = memoryOf(pids);
  const cpuAfter = cpuOf(pids);
  // Cores' worth each process used over the load (a process gone by the end, as a pooled PostgreSQL backend, is left out).
  const cpuCores = Object.fromEntries(
    Object.keys(pids)
      .filter((name) => cpuBefore[name] !== null && cpuAfter[name] !== null)
      .map((name) => [name, (cpuAfter[name] - cpuBefore[name]) / seconds]),
  );

  // How long until every event written during the load has been published and consumed.
  const lagStarted = Date.now();
  const url = await databaseUrl();
  let lag = await backlog(url, natsLag);
  const lagAtStop = lag;
  let readingStarted = lagStarted;
  while (lag.total > 0 && Date.now() - lagStarted < 120_000) {
    await sleep(250);
    readingStarted = Date.now();
    lag = await backlog(url, natsLag);
  }
  // Until the start of the reading that found nothing left (0 when nothing was left at the stop).
  const catchUpSeconds = lag.total === 0 ? (readingStarted - lagStarted) / 1000 : null;

  const rows = [...calls.values()].map((stats) => {
    const sorted = [...stats.ms].sort((a, b) => a - b);
    return {
      label: stats.label,
      count: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      errors: stats.errors,
      statuses: stats.statuses,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return {
    plan,
    people: people.length,
    seconds,
    requestsPerSecond: total / seconds,
    writesPerSecond: (rows.find((row) => row.label === 'POST /api/activities')?.count ?? 0) / seconds,
    errorRate: total ? errors / total : 0,
    calls: rows,
    memory,
    cpuCores,
    lagAtStop,
    catchUpSeconds,
    benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
  };
}

/** @param {Record<string, number>} pids */
function cpuOf(pids) {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSecondsOf(pid)]));
}

/** @param {Record<string, number>} pids */
function memoryOf(pids) {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, proportionalBytes(pid)]));
}

/**
 * Events not yet through: outbox rows of every service schema not yet published, plus the broker's
 * unacknowledged messages in distributed mode.
 * @param {string} url
 * @param {(() => Promise<number>) | undefined} natsLag
 */
async function backlog(url, natsLag) {
  const outbox = await withClient(url, async (client) => {
    const tables = await client.query(`select table_schema from information_schema.tables where table_name = 'outbox'`);
    let waiting = 0;
    for (const { table_schema: schema } of tables.rows) {
      const result = await client.query(`select count(*)::int as n from "${schema}".outbox where published_at is null`);
      waiting += result.rows[0].n;
    }
    return waiting;
  });
  const broker = natsLag ? await natsLag() : 0;
  return { outbox, broker, total: outbox + broker };
}

/**
 * Messages of `stream` its consumers have not acknowledged yet (pending plus in flight).
 * @param {string} natsUrl
 * @param {string} stream
 */
export function jetStreamLag(natsUrl, stream) {
  return async () => {
    const { connect } = await import('@nats-io/transport-node');
    const { jetstreamManager } = await import('@nats-io/jetstream');
    const nc = await connect({ servers: natsUrl, timeout: 3000 });
    try {
      const jsm = await jetstreamManager(nc);
      let lag = 0;
      for await (const consumer of jsm.consumers.list(stream)) lag += consumer.num_pending + consumer.num_ack_pending;
      return lag;
    } finally {
      await nc.close();
    }
  };
}

/**
 * The mix's result as lines of the bench's report.
 * @param {string} mode
 * @param {Awaited<ReturnType<typeof runLoadMix>>} mix
 */
export function loadMixLines(mode, mix) {
  const ms = (value) => (value === undefined || value === null ? '-' : `${value.toFixed(1)} ms`);
  const lines = [
    `Load mix, ${mode}: ${mix.people} people for ${mix.seconds.toFixed(0)} s: ${mix.requestsPerSecond.toFixed(1)} requests/s, ${mix.writesPerSecond.toFixed(2)} wagers/s, error rate ${(mix.errorRate * 100).toFixed(3)}% (goal 0)`,
    `  ${'call'.padEnd(32)} ${'count'.padStart(7)} ${'/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} errors`,
  ];
  for (const row of mix.calls) {
    lines.push(
      `  ${row.label.padEnd(32)} ${String(row.count).padStart(7)} ${row.perSecond.toFixed(1).padStart(7)} ${ms(row.p50).padStart(9)} ${ms(row.p95).padStart(9)} ${ms(row.p99).padStart(9)} ${row.errors}${row.errors ? ` ${JSON.stringify(row.statuses)}` : ''}`,
    );
  }
  const mib = (bytes) => (bytes ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : '-');
  // Processes of one program (PostgreSQL's backends) are summed under its name.
  const byProgram = new Map();
  for (const [name, bytes] of Object.entries(mix.memory.after)) {
    const program = name.replace(/ \d+$/, '');
    const sum = byProgram.get(program) ?? { bytes: 0, processes: 0 };
    byProgram.set(program, { bytes: sum.bytes + (bytes ?? 0), processes: sum.processes + (bytes ? 1 : 0) });
  }
  lines.push(
    `  memory (proportional set size, shared pages split) after the load: ${[...byProgram].map(([program, sum]) => `${program} ${mib(sum.bytes)}${sum.processes > 1 ? ` (${sum.processes} processes)` : ''}`).join(', ')}`,
  );
  /** @type {Map<string, number>} */
  const cores = new Map();
  for (const [name, used] of Object.entries(mix.cpuCores ?? {})) cores.set(name.replace(/ \d+$/, ''), (cores.get(name.replace(/ \d+$/, '')) ?? 0) + used);
  lines.push(
    `  CPU during the load (millicores; PostgreSQL's backends summed, those that ended left out): ${[...cores].map(([program, used]) => `${program} ${(used * 1000).toFixed(0)}`).join(', ')}; the bench's client ${((mix.benchCpuSeconds / mix.seconds) * 1000).toFixed(0)}`,
  );
  lines.push(
    `  consumer lag when the load stopped: ${mix.lagAtStop.outbox} outbox rows, ${mix.lagAtStop.broker} broker messages; back to zero ${mix.catchUpSeconds === null ? 'NOT within 120 s' : `in ${mix.catchUpSeconds.toFixed(1)} s`} (goal 5 s)`,
  );
  return lines;
}

/**
 * BENCH_ONLY=load-mix: the mix for 50 people in embedded mode, then for 500 in distributed mode (when
 * PostgreSQL, NATS and Redis answer) with two replicas of the ledger and of alerts behind the gateway,
 * each on a product of its own. BENCH_MIX_PEOPLE sets both.
 * @param {{ note: (m: string) => void }} options
 */
export async function benchLoadMix({ note }) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { startEmbedded } = await import('../../scripts/lib/embedded.mjs');
  const { embeddedDatabaseUrl } = await import('../../scripts/lib/database.mjs');
  const { distributedServers, startBenchStack } = await import('./distributed-stack.mjs');
  const { processTree } = await import('./process-info.mjs');
  const out = {};

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-mix-'));
  const server = await startEmbedded({ dataDir, env: { LOG_LEVEL: 'warn' } });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const pid = /** @type {number} */ (server.process.child.pid);
    // The launcher and what it started (its PostgreSQL server and that server's workers).
    const { readFileSync } = await import('node:fs');
    const comm = (id) => {
      try {
        return readFileSync(`/proc/${id}/comm`, 'utf8').trim();
      } catch {
        return 'gone';
      }
    };
    const pids = Object.fromEntries(processTree(pid).map((id) => [id === pid ? 'embedded' : `${comm(id)} ${id}`, id]));
    out.embedded = await runLoadMix({ base, mailboxDir: path.join(dataDir, 'mailbox'), plan: loadMixPlan(50), pids, databaseUrl: () => embeddedDatabaseUrl(dataDir), note });
    for (const line of loadMixLines('embedded', out.embedded)) note(line);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const servers = await distributedServers();
  if (!servers) {
    note('load mix: distributed mode skipped (PostgreSQL, NATS or Redis does not answer)');
    return out;
  }
  // As scaled out: the gateway spreads calls over two ledgers and two alerts (each replica's memory is reported).
  const replicas = { ledger: 2, alerts: 2 };
  note('load mix: distributed mode, two ledger and two alerts processes behind the gateway');
  const stack = await startBenchStack(servers, { replicas });
  try {
    const pids = Object.fromEntries(Object.entries(stack.stack.processes).map(([name, managed]) => [name, /** @type {number} */ (managed.child.pid)]));
    out.distributed = await runLoadMix({
      base: stack.base,
      mailboxDir: stack.mailboxDir,
      plan: loadMixPlan(500),
      pids,
      databaseUrl: async () => stack.databaseUrl,
      natsLag: jetStreamLag(servers.natsUrl, stack.stream),
      note,
    });
    for (const line of loadMixLines('distributed', out.distributed)) note(line);
  } finally {
    await stack.stop();
  }
  return out;
}
