// Issue 15's Clear All Data, measured on the running product: from POST /api/user/data/clear to
// identity answering `done` (every data-owning service has deleted and answered over the bus),
// polled every 20 ms through the gateway, as the shell's dialog waits for it. First for typical
// people (a limit, 20 wagers and tickets, an ended session), one at a time, then for a heavy person
// (50,000 activities and 2,000 sessions with deposits, cloned in SQL as the main bench does, beside
// other people's rows). Embedded mode, then distributed mode when PostgreSQL, NATS and Redis answer.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withClient } from '../../scripts/lib/database.mjs';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort, sleep } from '../../scripts/lib/net.mjs';
import { bulkSeedInPostgres, embeddedDatabaseUrl } from './bulk-seed.mjs';
import { distributedServers, startBenchStack } from './distributed-stack.mjs';
import { percentile } from './load.mjs';
import { registerAndLogin, registerHeavyUser, seedActivities, seedSessions } from './seed.mjs';

export const clearDataConfig = Object.freeze({
  /** Typical people cleared one after another, per mode. */
  people: Number(process.env.BENCH_CLEAR_PEOPLE ?? 30),
  /** Activities each typical person logs through the API. */
  activitiesEach: 20,
  /** The heavy person's history (cloned in SQL after 50 through the API). */
  heavyActivities: Number(process.env.BENCH_CLEAR_HEAVY_ACTIVITIES ?? 50_000),
  heavySessions: 2_000,
  pollMs: 20,
});

/** Issue 15's budgets: the dialog's wait for a typical person, and for a heavy one well inside the shell's 30 s limit. */
export const clearDataBudgets = Object.freeze({ maxTypicalP95Ms: 1_000, maxHeavyMs: 10_000 });

/**
 * Clears the signed-in person's data and waits for `done`.
 * @param {ReturnType<typeof import('../../scripts/lib/http-client.mjs').createHttpClient>} api
 * @returns {Promise<{ ms: number, waitedOn: string[] }>} milliseconds from the POST to the answer saying done, and the services still pending at the last answer before it
 */
async function clearAndWait(api) {
  const started = performance.now();
  let waitedOn = [];
  const posted = await api.post('/api/user/data/clear');
  if (posted.status !== 202) throw new Error(`POST /api/user/data/clear answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  for (;;) {
    const answer = await api.get(`/api/user/data/clear/${posted.body.requestId}`);
    if (answer.status !== 200) throw new Error(`GET /api/user/data/clear answered ${answer.status}`);
    if (answer.body.status === 'done') return { ms: performance.now() - started, waitedOn };
    waitedOn = answer.body.pending;
    if (performance.now() - started > 60_000) throw new Error(`not done after 60 s (still ${answer.body.pending.join(', ')})`);
    await sleep(clearDataConfig.pollMs);
  }
}

/** Checks the person's reads are empty afterwards, so a fast `done` is not a wrong one. */
async function assertEmpty(api) {
  const activities = await api.get('/api/activities?limit=5');
  const stats = await api.get('/api/stats');
  if (activities.body.length !== 0 || stats.body.activitiesCount !== 0)
    throw new Error(`data left after done: ${activities.body.length} activities, stats ${stats.body.activitiesCount}`);
}

/**
 * Waits until every service's outbox has published everything: the seeding's events handled.
 * @param {string} url the product's database
 */
async function outboxesDrained(url) {
  const started = performance.now();
  for (;;) {
    const waiting = await withClient(url, async (client) => {
      let rows = 0;
      for (const schema of ['identity', 'ledger', 'scanner', 'insights', 'alerts']) {
        rows += (await client.query(`select count(*)::int as n from "${schema}".outbox where published_at is null`)).rows[0].n;
      }
      return rows;
    });
    if (waiting === 0) return performance.now() - started;
    if (performance.now() - started > 120_000) throw new Error(`${waiting} events still unpublished after 2 minutes`);
    await sleep(100);
  }
}

/**
 * One mode: typical people, then the heavy person.
 * @param {{ mode: string, base: string, databaseUrl: () => Promise<string>, note: (m: string) => void }} options
 */
async function measureMode({ mode, base, mailboxDir, databaseUrl, note }) {
  const people = [];
  for (let i = 0; i < clearDataConfig.people; i += 1) {
    const person = await registerAndLogin(base, base, mailboxDir);
    await person.api.patch('/api/settings', { dailySpendLimit: 500 });
    await seedActivities(person.api, clearDataConfig.activitiesEach, 4);
    await seedSessions(person.api, 1);
    people.push(person);
  }
  note(`clear-data, ${mode}: ${people.length} people with ${clearDataConfig.activitiesEach} activities and a session each; clearing one at a time`);
  // The first right after the seeding burst (its answer may queue behind the burst's events), the rest once every outbox is drained.
  const afterBurst = await clearAndWait(people[0].api);
  await assertEmpty(people[0].api);
  const drainMs = await outboxesDrained(await databaseUrl());
  const times = [];
  const slow = [];
  for (const [index, person] of people.slice(1).entries()) {
    const { ms, waitedOn } = await clearAndWait(person.api);
    times.push(ms);
    if (ms > clearDataBudgets.maxTypicalP95Ms) slow.push({ index, ms: Math.round(ms), waitedOn });
    await assertEmpty(person.api);
  }
  if (slow.length) note(`clear-data, ${mode}: slow ones ${JSON.stringify(slow)}`);
  times.sort((a, b) => a - b);

  const heavy = await registerHeavyUser(base, base, mailboxDir);
  await seedActivities(heavy.api, 50);
  await seedSessions(heavy.api, 5);
  await outboxesDrained(await databaseUrl());
  const plan = { userId: heavy.id, activities: clearDataConfig.heavyActivities, sessions: clearDataConfig.heavySessions, others: 200, othersActivities: 100 };
  const seeded = await bulkSeedInPostgres(await databaseUrl(), plan);
  note(`clear-data, ${mode}: heavy person seeded (${seeded.activities + 50} activities, ${seeded.sessions + 5} sessions, ${seeded.deposits} cloned deposits); clearing`);
  await outboxesDrained(await databaseUrl());
  const { ms: heavyMs } = await clearAndWait(heavy.api);
  await assertEmpty(heavy.api);
  return {
    mode,
    slow,
    afterBurstMs: afterBurst.ms,
    afterBurstWaitedOn: afterBurst.waitedOn,
    drainMs,
    people: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1),
    heavyMs,
    heavyActivities: seeded.activities + 50,
    heavySessions: seeded.sessions + 5,
  };
}

/**
 * Issue 15's measurement in embedded mode, then in distributed mode when the servers answer.
 * @param {{ note: (m: string) => void }} options
 */
export async function benchClearData({ note }) {
  const out = { config: clearDataConfig, budgets: clearDataBudgets, modes: [] };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-clear-'));
  /** @type {Awaited<ReturnType<typeof startEmbedded>> | undefined} */
  let server;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    note('clear-data, embedded: starting on a fresh data folder');
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
    out.modes.push(await measureMode({ mode: 'embedded', base, mailboxDir: path.join(dataDir, 'mailbox'), databaseUrl: () => embeddedDatabaseUrl(dataDir), note }));
  } catch (error) {
    out.modes.push({ mode: 'embedded', error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const servers = await distributedServers();
  if (!servers) {
    out.distributedSkipped = 'PostgreSQL, NATS or Redis not answering';
    return out;
  }
  note('clear-data, distributed: starting six services as separate processes');
  try {
    const { base, databaseUrl, mailboxDir, stop } = await startBenchStack(servers);
    try {
      out.modes.push(await measureMode({ mode: 'distributed', base, mailboxDir, databaseUrl: async () => databaseUrl, note }));
    } finally {
      await stop();
    }
  } catch (error) {
    out.modes.push({ mode: 'distributed', error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  }
  return out;
}

/**
 * The report's lines for issue 15, each budget's verdict pushed onto `checks`.
 * @param {Awaited<ReturnType<typeof benchClearData>>} result
 * @param {boolean[]} checks
 */
export function clearDataLines(result, checks) {
  const ms = (value) => value.toFixed(0);
  const lines = ['  issue 15, Clear All Data (POST /api/user/data/clear to GET .../:requestId saying done, polled every 20 ms):'];
  for (const r of result.modes) {
    if (r.error) {
      checks.push(false);
      lines.push(`      ${r.mode}: not measured (${r.error})  FAIL`);
      continue;
    }
    const typicalOk = r.p95 <= result.budgets.maxTypicalP95Ms;
    const heavyOk = r.heavyMs <= result.budgets.maxHeavyMs;
    checks.push(typicalOk, heavyOk);
    lines.push(
      `      ${r.mode}: ${r.people} people with ${result.config.activitiesEach} activities, one at a time: p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  max ${ms(r.max)} ms  budget p95 <= ${result.budgets.maxTypicalP95Ms} ms: ${typicalOk ? 'PASS' : 'FAIL'}`,
      `          (the first, cleared right after the ${r.people + 1} people's seeding burst: ${ms(r.afterBurstMs)} ms${r.afterBurstWaitedOn.length ? `, its last wait on ${r.afterBurstWaitedOn.join(', ')}` : ''}; the outboxes were drained ${ms(r.drainMs)} ms after it; the rest on a quiet product)`,
      `      ${r.mode}: a person with ${r.heavyActivities} activities and ${r.heavySessions} sessions: ${ms(r.heavyMs)} ms  budget <= ${result.budgets.maxHeavyMs} ms: ${heavyOk ? 'PASS' : 'FAIL'}`,
    );
  }
  if (result.distributedSkipped) lines.push(`      distributed: skipped (${result.distributedSkipped})`);
  return lines;
}
