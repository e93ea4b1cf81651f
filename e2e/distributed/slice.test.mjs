// The slice in distributed mode: six services as separate processes on real PostgreSQL, NATS
// JetStream and Redis. A wager logged through the gateway crosses NATS to alerts, which raises the
// spend-limit notification; a second user sees none of it; a service refuses calls without the token.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';
import { freePort, waitForHttp } from '../../scripts/lib/net.mjs';
import { serviceMain } from '../../scripts/lib/paths.mjs';
import { spawnPrefixed } from '../../scripts/lib/processes.mjs';
import { isolatedNames, startIsolatedStack } from '../support/isolated-stack.mjs';
import { eventually, realServers } from '../support/servers.mjs';
import { registerVerifiedWithClient } from '../support/accounts.mjs';

const servers = await realServers();
const skip = servers.ok ? false : servers.reason;

const names = isolatedNames('it');
const { id } = names;

/** @type {Awaited<ReturnType<typeof startIsolatedStack>>} */
let stack;

/** A registered, signed-in user with their own cookie jar. */
async function signedInUser(label) {
  const api = createHttpClient(stack.urls.gateway);
  const email = `${label}.${id}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  await registerVerifiedWithClient(stack.mailboxDir, api, { email, password, firstName: label, lastName: 'Tester', timeZone: 'Australia/Sydney' });
  const login = await api.post('/api/login', { username: email, password });
  assert.equal(login.status, 200, `login ${label}: ${JSON.stringify(login.body)}`);
  assert.equal(login.body.email, email);
  return { api, email, password, user: login.body };
}

describe('distributed slice (separate processes, PostgreSQL + NATS + Redis)', { skip }, () => {
  /** @type {Awaited<ReturnType<typeof signedInUser>>} */
  let first;

  before(
    async () => {
      if (!servers.ok) return;
      stack = await startIsolatedStack(servers, names, 'distributed.log');
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

  test('every service answers /readyz on its own port and the gateway serves the shell and the remotes manifest', async () => {
    for (const name of ['identity', 'ledger', 'scanner', 'insights', 'alerts', 'gateway']) {
      const response = await fetch(`${stack.urls[name]}/readyz`);
      assert.equal(response.status, 200, `${name} /readyz`);
    }
    const page = await fetch(`${stack.urls.gateway}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<html/i, 'the shell page comes through the gateway from its static server');
    const remotes = await (await fetch(`${stack.urls.gateway}/remotes.json`)).json();
    assert.equal(remotes.tracking, `http://127.0.0.1:${stack.ports['mfe-tracking']}/mf-manifest.json`);
    const manifest = await fetch(remotes.tracking);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  });

  test('register, sign in, set a daily limit, log a wager of 85: the notification crosses NATS', async () => {
    first = await signedInUser('first');
    const { api, email } = first;
    assert.ok(api.cookieNames().length > 0, 'the gateway set a session cookie');

    const me = await api.get('/api/user');
    assert.equal(me.status, 200);
    assert.equal(me.body.email, email);

    const settings = await api.patch('/api/settings', { dailySpendLimit: 100 });
    assert.equal(settings.status, 200, JSON.stringify(settings.body));
    assert.equal(Number(settings.body.dailySpendLimit), 100);

    const created = await api.post('/api/activities', { type: 'wagering', subtype: 'Racing', amount: 85, isCompleted: false });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(Number(created.body.amount), 85);

    const listed = await api.get('/api/activities?limit=5');
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.map((a) => a.id),
      [created.body.id],
    );

    const notification = await eventually(
      async () => {
        const unread = await api.get('/api/notifications/unread');
        assert.equal(unread.status, 200);
        return unread.body.find((n) => n.type === 'spend_limit_approaching');
      },
      { timeoutMs: 15000, what: 'a spend_limit_approaching notification' },
    );
    assert.equal(notification.isRead, false);
  });

  test("a second user sees none of the first user's activities, settings or notifications", async () => {
    assert.ok(first, 'the first user exists');
    const second = await signedInUser('second');
    const activities = await second.api.get('/api/activities?limit=5');
    assert.equal(activities.status, 200);
    assert.deepEqual(activities.body, []);
    const settings = await second.api.get('/api/settings');
    assert.equal(settings.status, 200);
    assert.equal(settings.body.dailySpendLimit, null);
    const notifications = await second.api.get('/api/notifications');
    assert.equal(notifications.status, 200);
    assert.deepEqual(notifications.body, []);

    // The second user's change stays theirs.
    const changed = await second.api.patch('/api/settings', { dailySpendLimit: 500 });
    assert.equal(changed.status, 200);
    const firstSettings = await first.api.get('/api/settings');
    assert.equal(Number(firstSettings.body.dailySpendLimit), 100);
    const firstActivities = await first.api.get('/api/activities?limit=5');
    assert.equal(firstActivities.body.length, 1);
  });

  test('signed out, the gateway answers 401; a service called directly without the gateway token answers 401', async () => {
    const anonymous = createHttpClient(stack.urls.gateway);
    assert.equal((await anonymous.get('/api/user')).status, 401);
    assert.equal((await anonymous.get('/api/activities?limit=5')).status, 401);

    const direct = [
      ['identity', '/api/user'],
      ['ledger', '/api/activities?limit=5'],
      ['alerts', '/api/settings'],
      ['alerts', '/api/notifications/unread'],
    ];
    for (const [name, route] of direct) {
      const response = await fetch(`${stack.urls[name]}${route}`);
      assert.equal(response.status, 401, `${name} ${route} without a token`);
    }
    const forged = await fetch(`${stack.urls.ledger}/api/activities?limit=5`, { headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' } });
    assert.equal(forged.status, 401, 'a token not signed with the shared secret is refused');
  });

  test('sessions ended through one gateway (password change, account deletion) no longer work through another at once', { timeout: 120000 }, async () => {
    // A second gateway process on the same Redis, as a second replica behind a load balancer would be.
    const port = await freePort();
    const otherGatewayUrl = `http://127.0.0.1:${port}`;
    const other = spawnPrefixed('gateway-2', process.execPath, [serviceMain('gateway')], {
      env: { ...process.env, ...stack.sharedEnv, PORT: String(port), HOST: '127.0.0.1' },
      write: null,
    });
    try {
      await waitForHttp(`${otherGatewayUrl}/readyz`, { timeoutMs: 90000, intervalMs: 150, isAlive: other.alive });
      const person = await signedInUser('replicas');
      /** Signs the person in on a second device, through the other gateway, whose session cache then holds the session. */
      const otherDevice = async (password) => {
        const device = createHttpClient(otherGatewayUrl);
        assert.equal((await device.post('/api/login', { username: person.email, password })).status, 200);
        for (let i = 0; i < 3; i += 1) assert.equal((await device.get('/api/settings')).status, 200);
        return device;
      };

      const phone = await otherDevice(person.password);
      const newPassword = `${person.password}-2`;
      const changed = await person.api.patch('/api/user/password', { currentPassword: person.password, newPassword, confirmPassword: newPassword });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.equal((await phone.get('/api/settings')).status, 401, 'the other device is signed out on the other gateway the moment the change is answered');
      assert.equal((await person.api.get('/api/settings')).status, 200, 'the device that changed it stays signed in');

      const tablet = await otherDevice(newPassword);
      const deleted = await person.api.request('DELETE', '/api/user', { password: newPassword });
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      assert.equal((await tablet.get('/api/settings')).status, 401, 'every session ends on the other gateway the moment the deletion is answered');
      assert.equal((await person.api.get('/api/settings')).status, 401);
    } finally {
      await other.stop('SIGTERM', 10000);
    }
  });
});
