// Replicas that agree (distributed mode, real PostgreSQL, NATS JetStream and Redis): the gateway in front of two
// ledger and two alerts processes spreads calls over both, insights spreads its records reads over both ledgers,
// and when one ledger is killed (kill -9) reads, keyed writes and insights go on without a 5xx, a read after a
// write sees it whichever replica answers, and every notification is raised once.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';
import { registerVerifiedWithClient } from '../support/accounts.mjs';
import { isolatedNames, startIsolatedStack } from '../support/isolated-stack.mjs';
import { eventually, realServers } from '../support/servers.mjs';

const servers = await realServers();
const skip = servers.ok ? false : servers.reason;
const names = isolatedNames('rep');

/** @type {Awaited<ReturnType<typeof startIsolatedStack>>} */
let stack;
/** Forwarded calls each process answered, from its request log (`name | {..."msg":"request"...}`), by process name. */
const answered = new Map();
/** Insights' records reads each ledger answered (its internal route), by process name. */
const recordsRead = new Map();
/** Insights' tries on a ledger replica that gave no answer (each then made on the other). */
let ledgerTriesLost = 0;

function countRequests(text) {
  for (const line of text.split('\n')) {
    if (/^insights\s*\|.*"msg":"A ledger replica did not answer"/.test(line)) ledgerTriesLost += 1;
    const match = /^(\S+)\s*\|.*"path":"(\/api\/|\/internal\/insight-records)[^"]*".*"msg":"request"/.exec(line);
    if (!match) continue;
    const counts = match[2] === '/api/' ? answered : recordsRead;
    counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
  }
}
const countsNow = () => Object.fromEntries(['ledger', 'ledger-2', 'alerts', 'alerts-2'].map((name) => [name, answered.get(name) ?? 0]));
const since = (before) => Object.fromEntries(Object.entries(countsNow()).map(([name, count]) => [name, count - before[name]]));
const recordsReadNow = () => Object.fromEntries(['ledger', 'ledger-2'].map((name) => [name, recordsRead.get(name) ?? 0]));

async function signedInUser(label) {
  const api = createHttpClient(stack.urls.gateway);
  const email = `${label}.${names.id}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  await registerVerifiedWithClient(stack.mailboxDir, api, { email, password, firstName: label, lastName: 'Tester', timeZone: 'Australia/Sydney' });
  assert.equal((await api.post('/api/login', { username: email, password })).status, 200);
  return api;
}

/** A wager logged with an Idempotency-Key (so the gateway may send it to the other replica when one does not answer). */
const wager = (api, amount) => api.post('/api/activities', { type: 'wagering', subtype: 'Racing', amount, isCompleted: false }, { 'idempotency-key': randomUUID() });
/** An insight for this month: insights reads the person's records from a ledger (10 a person in 10 minutes, the route's rate limit). */
const insight = (api) => api.post('/api/insights/generate', { timeFrame: 'month' });

describe('several replicas behind the gateway (two ledgers, two alerts)', { skip }, () => {
  before(
    async () => {
      if (!servers.ok) return;
      stack = await startIsolatedStack(servers, names, 'replicas.log', {
        frontends: false,
        replicas: { ledger: 2, alerts: 2 },
        logLevel: 'debug',
        onOutput: countRequests,
        timeoutMs: 120000,
      });
    },
    { timeout: 180000 },
  );
  after(
    async () => {
      if (!servers.ok) return;
      await stack?.stop();
    },
    { timeout: 60000 },
  );

  test("the gateway's /readyz names each replica, and calls are spread over both of each service", async () => {
    const ready = await fetch(`${stack.urls.gateway}/readyz`);
    assert.equal(ready.status, 200);
    const body = await ready.json();
    assert.deepEqual(body.replicas, {
      ledger: { [stack.urls.ledger]: 'ok', [stack.urls['ledger-2']]: 'ok' },
      alerts: { [stack.urls.alerts]: 'ok', [stack.urls['alerts-2']]: 'ok' },
    });
    assert.equal(body.dependencies.ledger, 'ok');

    const api = await signedInUser('spread');
    const before = countsNow();
    for (let i = 0; i < 20; i++) {
      assert.equal((await api.get('/api/activities?limit=5')).status, 200);
      assert.equal((await api.get('/api/notifications/unread')).status, 200);
    }
    // The processes' request logs reach this process a moment after their answers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const spread = since(before);
    console.log(`calls per replica: ${JSON.stringify(spread)}`);
    // Round-robin: ten each (the gateway's own calls, none here, would only add to one side).
    for (const name of ['ledger', 'ledger-2', 'alerts', 'alerts-2']) assert.ok(spread[name] >= 8 && spread[name] <= 12, `${name} answered ${spread[name]} of 20`);
  });

  test("insights reads a person's records from both ledgers in turn (its LEDGER_URL lists both)", async () => {
    const api = await signedInUser('insights');
    assert.equal((await wager(api, 15)).status, 201);
    const before = recordsReadNow();
    for (let i = 0; i < 8; i++) {
      const generated = await insight(api);
      assert.equal(generated.status, 200, JSON.stringify(generated.body));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = recordsReadNow();
    const spread = { ledger: after.ledger - before.ledger, 'ledger-2': after['ledger-2'] - before['ledger-2'] };
    console.log(`insights' records reads per ledger: ${JSON.stringify(spread)}`);
    // Round-robin, and insights is the only caller of that route: four each.
    assert.deepEqual(spread, { ledger: 4, 'ledger-2': 4 });
  });

  test('kill -9 one ledger: reads and keyed writes go on with no 5xx, each write is read back at once, every notification comes once', async () => {
    const api = await signedInUser('killed');
    // Another person asks for insights meanwhile (the route's rate limit is per person: 10 in 10 minutes).
    const asker = await signedInUser('asker');
    assert.equal((await api.patch('/api/settings', { dailySpendLimit: 100 })).status, 200);
    assert.equal((await wager(asker, 30)).status, 201);
    const statuses = [];
    const ids = [];
    let stale = 0;
    /** A keyed write, then a read that must already show it (whichever ledger answers). */
    const writeAndRead = async (amount) => {
      const created = await wager(api, amount);
      statuses.push(created.status);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      ids.push(created.body.id);
      const listed = await api.get('/api/activities?limit=100');
      statuses.push(listed.status);
      if (!listed.body.some((activity) => activity.id === created.body.id)) stale += 1;
    };
    for (let i = 0; i < 5; i++) await writeAndRead(10);

    // Reads keep flowing while the replica dies under them.
    let reading = true;
    // A cut connection is recorded as its error code (a person would see the call fail), not thrown past the test.
    const reader = (async () => {
      while (reading)
        statuses.push(
          await api.get('/api/activities?limit=5').then(
            (res) => res.status,
            (err) => String(err.cause?.code ?? err.message),
          ),
        );
    })();
    // Insights reads records from both ledgers as one dies: a read that finds it gone is made on the other.
    const insightStatuses = [];
    const insights = (async () => {
      while (reading && insightStatuses.length < 6) {
        insightStatuses.push((await insight(asker)).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stack.processes['ledger-2'].child.kill('SIGKILL');
    await stack.processes['ledger-2'].exited;
    for (let i = 0; i < 5; i++) await writeAndRead(12);
    reading = false;
    await Promise.all([reader, insights]);
    // After the kill, each of these goes to the ledger left (the first may try the dead one: refused, sent on).
    for (let i = 0; i < 3; i++) insightStatuses.push((await insight(asker)).status);
    console.log(`insights around the kill: ${JSON.stringify(insightStatuses)}, tries on the dead ledger sent on: ${ledgerTriesLost}`);
    assert.deepEqual(
      insightStatuses,
      insightStatuses.map(() => 200),
      'every insight was generated',
    );
    // Round-robin sends a read to the dead ledger before it is left out: that try failed and the read went on.
    assert.ok(ledgerTriesLost >= 1, 'a read found the killed ledger and was made on the other');

    const byStatus = statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    console.log(`calls around the kill: ${statuses.length}, by status ${JSON.stringify(byStatus)}`);
    assert.deepEqual(
      statuses.filter((status) => typeof status !== 'number' || status >= 500),
      [],
      'no 5xx and no cut connection',
    );
    assert.equal(stale, 0, 'a read right after a write shows it');
    const listed = await api.get('/api/activities?limit=100');
    assert.deepEqual(new Set(listed.body.map((activity) => activity.id)), new Set(ids), 'every write is there once');

    // 110 spent of a daily limit of 100 (approaching at 80, exceeded past it): either alerts replica consumed events, and the notifications are raised once each.
    const notifications = await eventually(
      async () => {
        const all = await api.get('/api/notifications');
        assert.equal(all.status, 200);
        const types = all.body.map((n) => n.type);
        return types.includes('spend_limit_approaching') && types.includes('spend_limit_exceeded') ? all.body : undefined;
      },
      { timeoutMs: 20000, what: 'the spend-limit notifications' },
    );
    // They are all in; a short wait shows no late duplicate from the other alerts replica.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const again = await api.get('/api/notifications');
    const types = again.body.map((n) => n.type).sort();
    assert.equal(again.body.length, notifications.length);
    assert.deepEqual(types, [...new Set(types)], `each notification once: ${JSON.stringify(types)}`);

    const readiness = await (await fetch(`${stack.urls.gateway}/readyz`)).json();
    assert.equal(readiness.status, 'ready', 'one ledger is enough to be ready');
    assert.deepEqual(readiness.replicas.ledger, { [stack.urls.ledger]: 'ok', [stack.urls['ledger-2']]: 'down' });
  });
});
