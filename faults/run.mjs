#!/usr/bin/env node
// The fault suite (issue 28): under a steady write load from several simulated people, kill or pause
// one piece at a time and check that nothing was lost or doubled, that the gateway answered quickly
// and clearly meanwhile, and that everything recovered with no manual step. See faults/README.md.
// Arguments: --short (a subset, about 3 minutes: `npm test`'s 'faults' step), --mode=distributed|embedded
// (default both). Writes faults/results/<form>.json; exits 1 when a check failed.
import { execFileSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, withDatabase } from '../scripts/lib/database.mjs';
import { startDistributed } from '../scripts/lib/distributed.mjs';
import { startEmbedded } from '../scripts/lib/embedded.mjs';
import { freePorts, sleep } from '../scripts/lib/net.mjs';
import { defaultPorts } from '../scripts/lib/ports.mjs';
import { checkInDatabase, checkThroughApi } from './lib/checks.mjs';
import { createPeople } from './lib/people.mjs';
import { streamState } from './lib/stream-state.mjs';
import { killOwnedServers, startPrivateNats, startPrivatePostgres, startPrivateRedis } from './lib/private-servers.mjs';
import { faultRow, printTable } from './lib/report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const short = process.argv.includes('--short');
const modeArg = process.argv.find((a) => a.startsWith('--mode='))?.split('=')[1];
const modes = modeArg ? [modeArg] : ['distributed', 'embedded'];
const form = short ? 'short' : 'full';
/** Session alerts' minute, shortened so a session reaches many marks during the run. */
const minuteMs = short ? 250 : 500;
const runId = Math.random().toString(36).slice(2, 8);
const note = (message) => process.stderr.write(`[faults] ${message}\n`);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tally-faults-'));
// The PostgreSQL cluster below belongs to the postgres account, which must be able to reach it.
chmodSync(workDir, 0o711);
const resultsDir = path.join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
// Interrupted (npm test's step timeout, Ctrl-C): the servers of our own go with us, paused or not.
process.on('exit', killOwnedServers);
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    killOwnedServers();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/**
 * One fault: what it breaks, how long it stays broken, how it is healed (as a supervisor or an
 * operator's orchestrator would, never a manual repair), and whether connections are refused meanwhile
 * by design (the process that listens is the one killed).
 * @typedef {{ name: string, inject: () => Promise<void> | void, downMs: number, heal: () => Promise<void>, refusedByDesign?: boolean }} Fault
 */

/**
 * Runs the faults in turn under the load and answers one table row each.
 * @param {ReturnType<typeof createPeople>} load
 * @param {Fault[]} faults
 */
async function runFaults(load, faults) {
  const rows = [];
  for (const fault of faults) {
    note(`${fault.name}`);
    const faultAt = Date.now();
    note(`  at ${new Date(faultAt).toISOString()}`);
    await fault.inject();
    await sleep(fault.downMs);
    await fault.heal();
    const healedAt = Date.now();
    let recoveredAt = null;
    while (Date.now() - healedAt < 60000) {
      recoveredAt = load.everyoneWroteAfter(healedAt);
      if (recoveredAt) break;
      await sleep(200);
    }
    const windowEnd = recoveredAt ?? Date.now();
    rows.push(faultRow(fault, load.records, { faultAt, healedAt, recoveredAt, windowEnd }));
    note(`  recovered ${recoveredAt ? `${((recoveredAt - healedAt) / 1000).toFixed(1)} s after the heal` : 'NOT within 60 s'}`);
    await sleep(3000);
  }
  return rows;
}

/** Waits until the outboxes are drained and the last jobs ran (or the time is up). */
async function settle(isDrained, ms = 30000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(await isDrained().catch(() => false))) await sleep(500);
  await sleep(2000);
}

async function distributed() {
  const dir = path.join(workDir, 'distributed');
  mkdirSync(dir);
  const log = createWriteStream(path.join(resultsDir, `${form}-distributed.log`));
  const [postgres, nats, redis] = await Promise.all([startPrivatePostgres(dir), startPrivateNats(dir), startPrivateRedis(dir)]);
  note(`private servers: ${postgres.url}, ${nats.url}, ${redis.url}`);
  /** @type {Awaited<ReturnType<typeof startDistributed>> | undefined} */
  let stack;
  const killing = new Set();
  const supervised = [];
  try {
    await ensureDatabase(postgres.url, 'tally');
    const stream = `FAULTS_${runId.toUpperCase()}`;
    const databaseUrl = withDatabase(postgres.url, 'tally');
    const ports = await freePorts(Object.keys(defaultPorts));
    stack = await startDistributed({
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NATS_URL: nats.url,
        REDIS_URL: redis.url,
        NATS_STREAM: stream,
        NATS_SUBJECT_PREFIX: `faults${runId}`,
        SESSION_ALERT_MINUTE_MS: String(minuteMs),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
        MAILBOX_DIR: path.join(workDir, 'mailbox'),
        LOG_LEVEL: 'warn',
      },
      ports,
      frontends: false,
      write: (text) => log.write(text),
      // Six processes starting at once on a small, busy machine can take minutes.
      timeoutMs: 300000,
      // A supervisor's part: a service that exits by itself is started again after a second.
      onUnexpectedExit: (name) => {
        if (killing.has(name)) return;
        supervised.push(name);
        note(`  ${name} exited by itself; the supervisor starts it again`);
        setTimeout(() => void stack?.restart(name).catch((error) => note(`  restart of ${name} failed: ${error.message}`)), 1000);
      },
    });
    const running = /** @type {NonNullable<typeof stack>} */ (stack);
    const load = createPeople({ baseUrl: () => running.urls.gateway, mailboxDir: path.join(workDir, 'mailbox'), count: short ? 3 : 5, runId, limits: [15, 40, 80, 150, 300] });
    await load.setUp();
    load.start();
    await sleep(short ? 4000 : 8000);

    /** @param {string} name */
    const killService = (name) => ({
      name: `kill -9 ${name}`,
      async inject() {
        killing.add(name);
        await running.processes[name].stop('SIGKILL');
      },
      downMs: 3000,
      async heal() {
        await running.restart(name);
        killing.delete(name);
      },
      refusedByDesign: name === 'gateway',
    });
    /** @param {typeof postgres | typeof nats | typeof redis} server */
    const killServer = (server) => ({ name: `kill -9 ${server.name}`, inject: () => server.kill(), downMs: 5000, heal: () => server.start() });
    const pause = { name: 'SIGSTOP postgres 10 s', inject: () => postgres.pause(), downMs: 10000, heal: async () => postgres.resume() };
    const faults = short
      ? [killService('alerts'), killServer(nats), pause]
      : [killService('ledger'), killService('alerts'), killService('gateway'), killServer(nats), killServer(redis), killServer(postgres), pause];
    const rows = await runFaults(load, faults);
    await load.stop();
    // Up to JetStream's ack wait (30 s) and then some: an event a killed consumer had taken comes again only after it.
    await settle(async () => (await checkInDatabase(databaseUrl)).every((c) => c.ok), 45000);
    const checks = [...(await checkThroughApi(load, { minuteMs, marksDueBy: Date.now() - 5000 })), ...(await checkInDatabase(databaseUrl))];
    if (checks.some((check) => !check.ok)) note(await streamState(nats.url, stream).catch((err) => `stream state not read: ${err.message}`));
    if (supervised.length) checks.push({ name: 'no process exited by itself', ok: false, detail: `the supervisor restarted ${supervised.join(', ')}` });
    else checks.push({ name: 'no process exited by itself', ok: true, detail: 'only the killed ones were restarted' });
    return { rows, checks };
  } finally {
    await stack?.stop();
    await Promise.all([postgres.stop(), nats.stop(), redis.stop()]);
    log.end();
  }
}

/** PostgreSQL servers whose data folder is under `dir` (the embedded one). */
function postgresUnder(dir) {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes(dir) && /postgres/.test(line) && !/\bps\b/.test(line)).map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function embedded() {
  const dataDir = path.join(workDir, 'embedded');
  mkdirSync(dataDir);
  const log = createWriteStream(path.join(resultsDir, `${form}-embedded.log`));
  const env = { SESSION_ALERT_MINUTE_MS: String(minuteMs), LOG_LEVEL: 'warn' };
  let server = await startEmbedded({ dataDir, env, write: (text) => log.write(text), timeoutMs: 300000 });
  const port = server.port;
  let orphans = [];
  try {
    const load = createPeople({ baseUrl: () => server.url, mailboxDir: path.join(dataDir, 'mailbox'), count: short ? 3 : 4, runId: `${runId}e`, limits: [15, 40, 80, 150] });
    await load.setUp();
    load.start();
    await sleep(short ? 4000 : 8000);
    const kill = {
      name: 'kill -9 embedded (npm start)',
      async inject() {
        await server.process.stop('SIGKILL');
        orphans = postgresUnder(dataDir);
      },
      downMs: 2000,
      async heal() {
        server = await startEmbedded({ dataDir, port, env, write: (text) => log.write(text), timeoutMs: 300000 });
      },
      refusedByDesign: true,
    };
    const rows = await runFaults(load, short ? [kill] : [kill, { ...kill, name: 'kill -9 embedded again' }]);
    await load.stop();
    await settle(async () => false, 5000);
    const alive = orphans.filter((pid) => {
      try {
        process.kill(pid, 0);
        return postgresUnder(dataDir).includes(pid);
      } catch {
        return false;
      }
    });
    const checks = await checkThroughApi(load, { minuteMs, marksDueBy: Date.now() - 5000 });
    checks.push({
      name: 'orphaned PostgreSQL stopped',
      ok: orphans.length > 0 && alive.length === 0,
      detail: `${orphans.length} left by the kill, ${alive.length} still running after the next start`,
    });
    return { rows, checks };
  } finally {
    await server.stop();
    log.end();
  }
}

const started = Date.now();
let failed = false;
const results = { date: new Date().toISOString(), form, modes: {} };
try {
  for (const mode of modes) {
    note(`── ${mode} mode (${form} form)`);
    try {
      results.modes[mode] = mode === 'distributed' ? await distributed() : await embedded();
    } catch (error) {
      note(`${mode} mode could not run: ${error instanceof Error ? error.stack : error}`);
      results.modes[mode] = { rows: [], checks: [{ name: 'the run', ok: false, detail: error instanceof Error ? error.message.split('\n')[0] : String(error) }] };
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
for (const [mode, { rows, checks }] of Object.entries(results.modes)) {
  printTable(mode, rows, checks);
  if (!rows.every((r) => r.ok) || !checks.every((c) => c.ok)) failed = true;
}
results.seconds = Math.round((Date.now() - started) / 1000);
// Each fault row and each check counts as one test (npm test's summary adds them up).
const all = Object.values(results.modes).flatMap(({ rows, checks }) => [...rows.map((r) => r.ok), ...checks.map((c) => c.ok)]);
results.counts = { passed: all.filter(Boolean).length, failed: all.filter((ok) => !ok).length };
writeFileSync(path.join(resultsDir, `${form}.json`), `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`faults (${form}, ${results.seconds} s): ${results.counts.passed} passed, ${results.counts.failed} failed\n`);
process.exit(failed ? 1 : 0);
