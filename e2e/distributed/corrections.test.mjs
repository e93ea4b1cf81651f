// Corrections in distributed mode (issue 25): the six services as separate processes on real PostgreSQL, NATS
// JetStream and Redis. A wager past the daily limit is corrected, then deleted, and a session's deposit corrected and
// the session deleted, all through the gateway; alerts' counted spend follows each across NATS, the alert already
// sent stays, and the real crossing afterwards alerts again. Someone else gets 404 for each change.
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

const names = isolatedNames('cor');
const databaseUrl = () => withDatabase(servers.databaseUrl, names.databaseName);

/** @type {Awaited<ReturnType<typeof startIsolatedStack>>} */
let stack;

async function signedInUser(label) {
  const api = createHttpClient(stack.urls.gateway);
  const email = `${label}.${names.id}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  await registerVerifiedWithClient(stack.mailboxDir, api, { email, password });
  const login = await api.post('/api/login', { username: email, password });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { api, userId: login.body.id };
}

/** What alerts counts as the person's spend, from its own table. */
const counted = (userId) =>
  withClient(
    databaseUrl(),
    async (client) => (await client.query('select coalesce(sum(amount), 0)::text as total from alerts.spend_entries where user_id = $1', [userId])).rows[0].total,
  );
const countedBecomes = (userId, total) =>
  eventually(async () => ((await counted(userId)) === total ? true : undefined), { timeoutMs: 15000, what: `alerts' counted spend to be ${total}` });

describe('corrections in distributed mode (separate processes, PostgreSQL + NATS + Redis)', { skip }, () => {
  before(
    async () => {
      if (!servers.ok) return;
      stack = await startIsolatedStack(servers, names, 'distributed-corrections.log');
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

  test('a wager and a deposit corrected and deleted: alerts follows across NATS, and only the owner can change them', { timeout: 90000 }, async () => {
    const person = await signedInUser('owner');
    const stranger = await signedInUser('stranger');
    const { api, userId } = person;
    assert.equal((await api.patch('/api/settings', { dailySpendLimit: 40 })).status, 200);
    const limitAlerts = async () => (await api.get('/api/notifications')).body.filter((n) => n.type.startsWith('spend_limit'));

    const mistake = await api.post('/api/activities', { type: 'wagering', subtype: 'Racing', amount: 50, isCompleted: false });
    assert.equal(mistake.status, 201);
    await countedBecomes(userId, '50.00');
    await eventually(async () => ((await limitAlerts()).length === 1 ? true : undefined), { timeoutMs: 15000, what: 'the exceeded alert' });

    assert.equal((await stranger.api.patch(`/api/activities/${mistake.body.id}`, { amount: 1 })).status, 404);
    assert.equal((await stranger.api.delete(`/api/activities/${mistake.body.id}`)).status, 404);
    const corrected = await api.patch(`/api/activities/${mistake.body.id}`, { amount: 5 });
    assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
    await countedBecomes(userId, '5.00');
    assert.equal((await limitAlerts()).length, 1, 'the alert already sent stays');

    const real = await api.post('/api/activities', { type: 'wagering', subtype: 'Racing', amount: 40, isCompleted: false });
    assert.equal(real.status, 201);
    await eventually(async () => ((await limitAlerts()).length === 2 ? true : undefined), { timeoutMs: 15000, what: 'a second exceeded alert after the real crossing' });
    assert.equal((await api.delete(`/api/activities/${real.body.id}`)).status, 200);
    await countedBecomes(userId, '5.00');

    const session = (await api.post('/api/sessions', { type: 'slot', venue: 'The Star' })).body;
    const { deposit } = (await api.post(`/api/sessions/${session.id}/deposits`, { amount: 50 })).body;
    await countedBecomes(userId, '55.00');
    const depositPath = `/api/sessions/${session.id}/deposits/${deposit.id}`;
    assert.equal((await stranger.api.patch(depositPath, { amount: 1 })).status, 404);
    assert.equal((await stranger.api.delete(`/api/sessions/${session.id}`)).status, 404);
    assert.equal((await api.patch(depositPath, { amount: 20 })).status, 200);
    await countedBecomes(userId, '25.00');
    assert.equal((await api.delete(`/api/sessions/${session.id}`)).status, 200);
    await countedBecomes(userId, '5.00');
    assert.equal((await api.get('/api/stats')).body.totalSpent, '5.00');
  });
});
