// What deletion removes, in distributed mode (ADR 0012): the services as separate processes on real
// PostgreSQL, NATS JetStream and Redis. A person logs something in every service and fails a sign-in,
// then deletes their account; another clears all data. Afterwards every table of every schema of the
// database (information_schema) is walked and each row matched as text against the person's id and
// email: none may name the deleted person, and only the tables ADR 0005 keeps may name the one who
// cleared. The JetStream stream keeps no message naming either once every consumer has applied it,
// Redis keeps no key naming them (sign-in failures are kept by email), and a write that still carries
// the deleted person's identity, sent straight to a service with the internal token, is refused with
// 401 and writes nothing.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import jwt from 'jsonwebtoken';
import { withClient, withDatabase } from '../../scripts/lib/database.mjs';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';
import { isolatedNames, startIsolatedStack } from '../support/isolated-stack.mjs';
import { eventually, realServers } from '../support/servers.mjs';
import { registerVerifiedWithClient } from '../support/accounts.mjs';

const servers = await realServers();
const skip = servers.ok ? false : servers.reason;

const names = isolatedNames('del');
const { id, databaseName, subjectPrefix, streamName } = names;
const databaseUrl = () => withDatabase(servers.databaseUrl, databaseName);

/** Tables that keep naming a person after Clear All Data on purpose (ADR 0005), with identity's sign-in records (the account's). */
const KEPT_AFTER_CLEARING = new Set([
  'identity.users',
  'identity.avatars',
  'identity.email_verifications',
  'identity.password_resets',
  'identity.data_clear_requests',
  'identity.password_attempts',
  'alerts.settings',
  'alerts.pending_limit_changes',
  'alerts.push_subscriptions',
  'alerts.user_zones',
  'alerts.limit_alerts_sent',
  // This month's counted spend stays with its source ids replaced by 'cleared:…' (ADR 0005).
  'alerts.spend_entries',
  'ledger.person_limits',
  // The person's data version for the replicas' read caches (a number; ADR 0010): the person still exists.
  'ledger.person_versions',
  'gateway.sessions',
]);
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** @type {Awaited<ReturnType<typeof startIsolatedStack>>} */
let stack;

/** A registered, signed-in person, with failed sign-ins before and after. */
async function signedInUser(label) {
  const api = createHttpClient(stack.urls.gateway);
  const email = `${label}.${id}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  await registerVerifiedWithClient(stack.mailboxDir, api, { email, password });
  assert.equal((await createHttpClient(stack.urls.gateway).post('/api/login', { username: email, password: 'not the password' })).status, 401);
  const login = await api.post('/api/login', { username: email, password });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  // A success clears earlier failures: one more afterwards stays counted under the address.
  assert.equal((await createHttpClient(stack.urls.gateway).post('/api/login', { username: email, password: 'wrong again' })).status, 401);
  return { api, email, password, userId: login.body.id };
}

/** Something in every service: limits with a raise cooling off, a pending wager with its photo, sessions, a scan. */
async function fill({ api }) {
  const ok = async (promise, status) => {
    const res = await promise;
    assert.equal(res.status, status, JSON.stringify(res.body));
    return res.body;
  };
  await ok(api.patch('/api/settings', { dailySpendLimit: 50, weeklySpendLimit: 200 }), 200);
  await ok(api.patch('/api/settings', { weeklySpendLimit: 300 }), 200);
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await ok(
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
  await ok(api.post('/api/interpret-ticket', { text: 'SATURDAY LOTTO DRAW 4600 TOTAL $8.45' }), 200);
}

/** Every table of every schema with a row naming the person (id or email anywhere in the row), and how many. */
async function naming({ userId, email }) {
  return withClient(databaseUrl(), async (client) => {
    const { rows: tables } = await client.query(
      `select table_schema, table_name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%' order by 1, 2`,
    );
    const found = new Map();
    for (const { table_schema, table_name } of tables) {
      const { rows } = await client.query(
        `select count(*)::int as n from "${table_schema}"."${table_name}" t where strpos(lower(t::text), $1) > 0 or strpos(lower(t::text), $2) > 0`,
        [userId.toLowerCase(), email.toLowerCase()],
      );
      if (rows[0].n > 0) found.set(`${table_schema}.${table_name}`, rows[0].n);
    }
    return found;
  });
}

/** Messages still in the stream whose payload names the person. */
async function streamMessagesNaming({ userId, email }) {
  const nc = await connect({ servers: servers.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(streamName);
    const subjects = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      const message = await jsm.streams.getMessage(streamName, { seq }).catch(() => null);
      const text = message ? new TextDecoder().decode(message.data).toLowerCase() : '';
      if (text.includes(userId.toLowerCase()) || text.includes(email.toLowerCase())) subjects.push(message.subject);
    }
    return subjects;
  } finally {
    await nc.close();
  }
}

/** Redis keys of this stack whose name or value names the person. */
async function redisKeysNaming({ userId, email }) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(servers.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${subjectPrefix}*`, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    const found = [];
    for (const key of keys) {
      const type = await redis.type(key);
      const value = type === 'string' ? await redis.get(key) : type === 'hash' ? JSON.stringify(await redis.hgetall(key)) : '';
      const text = `${key} ${value ?? ''}`.toLowerCase();
      if (text.includes(userId.toLowerCase()) || text.includes(email.toLowerCase())) found.push(key);
    }
    return found.sort();
  } finally {
    redis.disconnect();
  }
}

describe('What deletion removes, in distributed mode (PostgreSQL + NATS + Redis)', { skip }, () => {
  before(
    async () => {
      if (!servers.ok) return;
      stack = await startIsolatedStack(servers, names, 'distributed-what-deletion-removes.log', { frontends: false });
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

  test('account deletion leaves no row, stream message or Redis key naming the person, and a late write with their identity is refused', { timeout: 120000 }, async () => {
    const gone = await signedInUser('gone');
    const other = await signedInUser('other');
    await fill(gone);
    await fill(other);
    const before = await naming(gone);
    assert.ok(before.has('identity.users') && before.has('ledger.activities') && before.has('ledger.outbox'), JSON.stringify([...before.keys()]));
    // Distributed sign-in failures live in Redis, under a key that names the address.
    assert.ok((await redisKeysNaming(gone)).includes(`${subjectPrefix}:attempts:email:${gone.email}`));
    const otherBefore = await naming(other);

    assert.equal((await gone.api.request('DELETE', '/api/user', { password: gone.password })).status, 200);
    const left = async () => ({ tables: [...(await naming(gone)).keys()].sort(), stream: await streamMessagesNaming(gone), redis: await redisKeysNaming(gone) });
    await eventually(
      async () => {
        const now = await left();
        return now.tables.length + now.stream.length + now.redis.length === 0 ? now : undefined;
      },
      { timeoutMs: 30000, what: 'every copy of the person to go' },
    ).catch(() => undefined);
    assert.deepEqual(await left(), { tables: [], stream: [], redis: [] });
    assert.deepEqual(await naming(other), otherBefore);

    // The gateway's token for them would still verify for a moment: straight to ledger with the internal token, the write is refused and leaves nothing.
    const token = jwt.sign({ tz: 'Australia/Sydney' }, stack.sharedEnv.SERVICE_TOKEN_SECRET, {
      algorithm: 'HS256',
      audience: 'tally-services',
      issuer: 'tally-gateway',
      expiresIn: 60,
      subject: gone.userId,
    });
    const res = await fetch(`${stack.urls.ledger}/api/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'lottery', subtype: 'Saturday Lotto', amount: 5, isCompleted: false }),
    });
    assert.equal(res.status, 401, await res.text());
    assert.deepEqual([...(await naming(gone)).keys()], []);
  });

  test('Clear All Data leaves only the kept tables naming the person, and no stream message naming them', { timeout: 120000 }, async () => {
    const cleared = await signedInUser('cleared');
    await fill(cleared);

    const started = await cleared.api.post('/api/user/data/clear');
    assert.equal(started.status, 202, JSON.stringify(started.body));
    await eventually(async () => (await cleared.api.get(`/api/user/data/clear/${started.body.requestId}`)).body.status === 'done' || undefined, {
      timeoutMs: 20000,
      what: 'every service to answer',
    });
    const left = async () => ({
      tables: [...(await naming(cleared)).keys()].filter((table) => !KEPT_AFTER_CLEARING.has(table)).sort(),
      stream: await streamMessagesNaming(cleared),
    });
    await eventually(
      async () => {
        const now = await left();
        return now.tables.length + now.stream.length === 0 ? now : undefined;
      },
      { timeoutMs: 30000, what: 'every copy of the tracked data to go' },
    ).catch(() => undefined);
    assert.deepEqual(await left(), { tables: [], stream: [] });
  });
});
