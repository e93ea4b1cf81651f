// Clear All Data in distributed mode: the six services as separate processes on real PostgreSQL,
// NATS JetStream and Redis. Two people log the same things in every service; one clears all data
// through the gateway and waits until identity says every service has answered. Then every table
// with a user_id column in every service schema is walked: none keeps a row of that person except
// the kept tables (account, settings, limits, devices, sessions), BullMQ holds no delayed job for
// their records, and the other person's rows are exactly as they were.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { withClient, withDatabase } from '../../scripts/lib/database.mjs';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';
import { isolatedNames, startIsolatedStack } from '../support/isolated-stack.mjs';
import { eventually, realServers } from '../support/servers.mjs';
import { registerVerifiedWithClient } from '../support/accounts.mjs';

const servers = await realServers();
const skip = servers.ok ? false : servers.reason;

const names = isolatedNames('clr');
const { id, databaseName, subjectPrefix } = names;
const databaseUrl = () => withDatabase(servers.databaseUrl, databaseName);

/** Tables that keep a person's rows after Clear All Data on purpose (as in services/embedded/test/clear-data.api.test.ts). */
const KEPT_TABLES = new Set([
  'identity.users',
  'identity.avatars',
  'identity.email_verifications',
  'identity.password_resets',
  'identity.data_clear_requests',
  'alerts.settings',
  'alerts.pending_limit_changes',
  'alerts.push_subscriptions',
  'alerts.user_zones',
  // The limit alerts sent in the running periods stay with the spend counted in them (ADR 0005).
  'alerts.limit_alerts_sent',
  'ledger.person_limits',
  // The person's data version for the replicas' read caches (a number, no data; ADR 0010).
  'ledger.person_versions',
  'gateway.sessions',
]);
const SCHEMAS = ['identity', 'ledger', 'scanner', 'insights', 'alerts', 'gateway'];
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** @type {Awaited<ReturnType<typeof startIsolatedStack>>} */
let stack;

/** A registered, signed-in person with their own cookie jar. */
async function signedInUser(label) {
  const api = createHttpClient(stack.urls.gateway);
  const email = `${label}.${id}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  await registerVerifiedWithClient(stack.mailboxDir, api, { email, password });
  const login = await api.post('/api/login', { username: email, password });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { api, userId: login.body.id };
}

/** The same record in every service: limits with a raise cooling off, a pending wager with its photo, sessions, a kept scan, a self-check and bank check totals. Returns the ids jobs are keyed by. */
async function fill({ api, userId }) {
  const ok = async (promise, status) => {
    const res = await promise;
    assert.equal(res.status, status, JSON.stringify(res.body));
    return res.body;
  };
  await ok(api.patch('/api/settings', { dailySpendLimit: 50, weeklySpendLimit: 200 }), 200);
  await ok(api.patch('/api/settings', { weeklySpendLimit: 300 }), 200);
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  const activity = await ok(
    api.post('/api/activities', {
      type: 'wagering',
      subtype: 'Racing',
      amount: 45,
      isCompleted: false,
      racetrack: 'Randwick',
      raceDate: tomorrow,
      raceTime: '14:35',
      raceNumber: 5,
      ticketImage: PNG,
    }),
    201,
  );
  const ended = await ok(api.post('/api/sessions', { type: 'table', venue: 'The Star', isActive: true }), 201);
  await ok(api.post(`/api/sessions/${ended.id}/deposits`, { amount: 20 }), 201);
  await ok(api.post(`/api/sessions/${ended.id}/end`, { finalAmount: 5 }), 200);
  const running = await ok(api.post('/api/sessions', { type: 'slot', venue: null, isActive: true }), 201);
  assert.ok((await ok(api.post('/api/interpret-ticket', { text: 'SATURDAY LOTTO DRAW 4600 TOTAL $8.45' }), 200)).scanId);
  await ok(
    api.request('PUT', '/api/bank-check/months', { months: [{ month: '2026-10', operators: [{ operator: 'Sportsbet', category: 'wagering', sent: 120, cameBack: 0 }] }] }),
    200,
  );
  await ok(api.request('PUT', `/api/bank-check/decisions/${'a'.repeat(64)}`, { decision: 'dismissed' }), 200);
  await withClient(databaseUrl(), (client) =>
    client.query(`insert into insights.self_checks (user_id, answers, score, band) values ($1, '{1,1,0,0,0,0,0,0,0}', 2, 'low')`, [userId]),
  );
  await eventually(
    async () => {
      const rows = await rowsOf(userId);
      return rows.has('alerts.notifications') && rows.has('scanner.result_checks') && rows.has('alerts.session_timers');
    },
    { timeoutMs: 15000, what: 'the notification, result check and session timer' },
  );
  return [activity.id, running.id];
}

/** Every table of every service with a user_id column, with the person's row count where they have rows. */
async function rowsOf(userId) {
  return withClient(databaseUrl(), async (client) => {
    const { rows: tables } = await client.query(
      `select table_schema, table_name from information_schema.columns where column_name = 'user_id' and table_schema = any($1) order by 1, 2`,
      [SCHEMAS],
    );
    const found = new Map();
    for (const { table_schema, table_name } of tables) {
      // Counted spend of the running periods outlives Clear All Data as anonymous amounts (ADR 0005): only spend still tied to an entry is tracked data.
      const anonymous = `${table_schema}.${table_name}` === 'alerts.spend_entries' ? ` and source_id not like 'cleared:%'` : '';
      const { rows } = await client.query(`select count(*)::int as n from "${table_schema}"."${table_name}" where user_id = $1${anonymous}`, [userId]);
      if (rows[0].n > 0) found.set(`${table_schema}.${table_name}`, rows[0].n);
    }
    return found;
  });
}
const tracked = (rows) => [...rows.keys()].filter((table) => !KEPT_TABLES.has(table)).sort();

/** Delayed BullMQ jobs (session alerts, result checks) whose id names one of `ids`. */
async function delayedJobsOf(ids) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(servers.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const jobIds = [];
    for (const queue of ['alerts', 'scanner']) jobIds.push(...(await redis.zrange(`${subjectPrefix}:${queue}:delayed`, 0, -1)));
    return jobIds.filter((jobId) => ids.some((recordId) => jobId.includes(recordId))).sort();
  } finally {
    redis.disconnect();
  }
}

describe('Clear All Data in distributed mode (separate processes, PostgreSQL + NATS + Redis)', { skip }, () => {
  before(
    async () => {
      if (!servers.ok) return;
      stack = await startIsolatedStack(servers, names, 'distributed-clear-data.log');
    },
    { timeout: 120000 },
  );

  after(
    async () => {
      if (!servers.ok) return;
      await stack?.stop();
    },
    { timeout: 60000 },
  );

  test(
    "clearing waits for every service; afterwards no table keeps the person's tracked rows, no job waits for their records, and someone else's data is as it was",
    { timeout: 90000 },
    async () => {
      const cleared = await signedInUser('cleared');
      const other = await signedInUser('other');
      const clearedIds = await fill(cleared);
      const otherIds = await fill(other);
      assert.deepEqual(tracked(await rowsOf(cleared.userId)), [
        'alerts.notifications',
        'alerts.session_timers',
        'alerts.spend_entries',
        'insights.self_checks',
        'ledger.activities',
        'ledger.bank_check_decisions',
        'ledger.bank_check_months',
        'ledger.deposits',
        'ledger.sessions',
        'ledger.ticket_images',
        'scanner.result_checks',
        'scanner.scans',
      ]);
      assert.equal((await delayedJobsOf(clearedIds)).length, 2, 'a session alert and a result check wait');
      const otherRows = await rowsOf(other.userId);
      const otherJobs = await delayedJobsOf(otherIds);

      const started = await cleared.api.post('/api/user/data/clear');
      assert.equal(started.status, 202, JSON.stringify(started.body));
      assert.equal(started.body.status, 'pending');
      const done = await eventually(
        async () => {
          const res = await cleared.api.get(`/api/user/data/clear/${started.body.requestId}`);
          assert.equal(res.status, 200);
          return res.body.status === 'done' ? res.body : undefined;
        },
        { timeoutMs: 20000, what: 'every service to answer' },
      );

      assert.deepEqual(done.pending, []);
      assert.deepEqual(tracked(await rowsOf(cleared.userId)), []);
      assert.deepEqual(await delayedJobsOf(clearedIds), []);
      assert.deepEqual(await rowsOf(other.userId), otherRows);
      assert.deepEqual(await delayedJobsOf(otherIds), otherJobs);
      assert.equal((await other.api.get(`/api/user/data/clear/${started.body.requestId}`)).status, 404);
      assert.deepEqual((await cleared.api.get('/api/activities?limit=5')).body, []);
      assert.deepEqual((await cleared.api.get('/api/notifications')).body, []);
      assert.equal((await cleared.api.get('/api/settings')).body.dailySpendLimit, '50.00');
      assert.equal((await cleared.api.get('/api/user')).status, 200);
    },
  );
});
