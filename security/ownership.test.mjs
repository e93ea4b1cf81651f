// People see and change only their own data: every route of the route table that takes an id or
// key in its path is tried by a second person with the first person's ids. Ids of things answer
// 404 (as if they did not exist); months, periods and keys answer the second person's own data.
// Afterwards the first person's data is exactly as it was.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe } from 'node:test';
import { eventually } from '../e2e/support/servers.mjs';
import { claim } from './support/claims.mjs';
import { dataUrl, multipartFile, photoWithExif, smallPng } from './support/images.mjs';
import { fetchOpenApi, idTakingRoutes } from './support/openapi.mjs';
import { signedInPerson } from './support/people.mjs';
import { product } from './support/product.mjs';
import { uploadAvatar } from './support/uploads.mjs';

const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
const descriptorKey = randomBytes(32).toString('hex');

/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let owner;
/** @type {Awaited<ReturnType<typeof signedInPerson>>} */ let other;
/** @type {Record<string, string>} */ const ids = {};
/** The other person's own session (not the owner's: it may show up in their answers). */ let otherSession = '';
/** @type {ReturnType<typeof idTakingRoutes>} */ let routes = [];

/** Everything of the owner's that the tries could touch, as the owner reads it. */
async function ownersData() {
  const reads = [
    '/api/user',
    '/api/activities?limit=100',
    `/api/activities/${ids.activity}`,
    `/api/sessions/${ids.session}`,
    '/api/notifications',
    '/api/settings',
    '/api/bank-check',
    '/api/insights/history/all',
  ];
  const answers = {};
  for (const path of reads) {
    const answer = await owner.api.get(path);
    assert.equal(answer.status, 200, `the owner reads ${path}`);
    answers[path] = answer.body;
  }
  return answers;
}

/** An answer that names none of the owner's ids. @param {unknown} body */
function namesNoneOfTheOwners(body) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  for (const [what, id] of Object.entries(ids)) assert.ok(!text.includes(id), `the answer names the owner's ${what}`);
}

/** @param {{ status: number }} answer @param {string} what */
function notFound(answer, what) {
  assert.equal(answer.status, 404, `${what}: ${answer.status} ${JSON.stringify(/** @type {any} */ (answer).body)?.slice(0, 200)}`);
}

/** What the other person tries on each id-taking operation, and what must hold. */
const tries = {
  getAvatar: async () => notFound(await other.api.get(`/api/user/avatar/${ids.avatar}`), "the owner's picture"),
  getClearDataRequest: async () => notFound(await other.api.get(`/api/user/data/clear/${ids.clearRequest}`), "the owner's Clear All Data request"),
  getStatement: async () => {
    const answer = await other.api.get(`/api/statements/${month}`);
    assert.ok([200, 404].includes(answer.status), `statement: ${answer.status}`);
    namesNoneOfTheOwners(answer.body);
  },
  getStatementPdf: async () => {
    const answer = await other.api.get(`/api/statements/${month}/pdf`);
    assert.ok([200, 404].includes(answer.status), `statement PDF: ${answer.status}`);
    assert.ok(!String(answer.body).includes(owner.email), "the PDF does not carry the owner's address");
  },
  putBankCheckDecision: async () => {
    const answer = await other.api.request('PUT', `/api/bank-check/decisions/${descriptorKey}`, { decision: 'dismissed' });
    assert.equal(answer.status, 200, 'the other person keeps a decision of their own');
  },
  addBankCheckDifference: async () => notFound(await other.api.post(`/api/bank-check/months/${month}/difference`), "a difference for the owner's bank month"),
  getActivity: async () => notFound(await other.api.get(`/api/activities/${ids.activity}`), "the owner's activity"),
  getActivityTicketImage: async () => notFound(await other.api.get(`/api/activities/${ids.activity}/ticket-image`), "the owner's ticket photo"),
  updateActivity: async () =>
    notFound(await other.api.patch(`/api/activities/${ids.activity}`, { description: 'changed by someone else', amount: 1 }), "changing the owner's activity"),
  deleteActivity: async () => notFound(await other.api.delete(`/api/activities/${ids.activity}`), "deleting the owner's activity"),
  addDeposit: async () => notFound(await other.api.post(`/api/sessions/${ids.session}/deposits`, { amount: 5 }), "a deposit into the owner's session"),
  endSession: async () => notFound(await other.api.post(`/api/sessions/${ids.session}/end`, { finalAmount: 0 }), "ending the owner's session"),
  getSession: async () => notFound(await other.api.get(`/api/sessions/${ids.session}`), "the owner's session"),
  updateSession: async () => notFound(await other.api.patch(`/api/sessions/${ids.session}`, { venue: 'Elsewhere' }), "changing the owner's session"),
  deleteSession: async () => notFound(await other.api.delete(`/api/sessions/${ids.session}`), "deleting the owner's session"),
  updateDeposit: async () => {
    notFound(await other.api.patch(`/api/sessions/${ids.session}/deposits/${ids.deposit}`, { amount: 1 }), "changing the owner's deposit");
    notFound(await other.api.patch(`/api/sessions/${otherSession}/deposits/${ids.deposit}`, { amount: 1 }), "the owner's deposit under the other person's own session");
  },
  deleteDeposit: async () => {
    notFound(await other.api.delete(`/api/sessions/${ids.session}/deposits/${ids.deposit}`), "deleting the owner's deposit");
    notFound(await other.api.delete(`/api/sessions/${otherSession}/deposits/${ids.deposit}`), "the owner's deposit under the other person's own session");
  },
  listInsightHistory: async () => {
    for (const timeFrame of ['week', 'month', 'year', 'all']) {
      const answer = await other.api.get(`/api/insights/history/${timeFrame}`);
      assert.equal(answer.status, 200);
      namesNoneOfTheOwners(answer.body);
    }
  },
  cancelPendingLimit: async () => {
    const answer = await other.api.delete('/api/settings/pending-limits/daily');
    assert.ok([200, 404].includes(answer.status), `cancel: ${answer.status}`);
  },
  markNotificationRead: async () => notFound(await other.api.patch(`/api/notifications/${ids.notification}/read`), "marking the owner's notification read"),
};

describe(`ownership (${product.mode})`, () => {
  before(
    async () => {
      routes = idTakingRoutes(await fetchOpenApi());
      owner = await signedInPerson('owner');
      other = await signedInPerson('other');

      const settings = await owner.api.patch('/api/settings', { dailySpendLimit: 100 });
      assert.equal(settings.status, 200, JSON.stringify(settings.body));
      const activity = await owner.api.post('/api/activities', {
        type: 'wagering',
        subtype: 'Racing',
        amount: 85,
        isCompleted: false,
        ticketImage: dataUrl(await photoWithExif(), 'image/jpeg'),
      });
      assert.equal(activity.status, 201, JSON.stringify(activity.body));
      ids.activity = activity.body.id;
      const session = await owner.api.post('/api/sessions', { type: 'slot', venue: 'The Star' });
      assert.equal(session.status, 201, JSON.stringify(session.body));
      ids.session = session.body.id;
      const deposit = await owner.api.post(`/api/sessions/${ids.session}/deposits`, { amount: 20 });
      assert.equal(deposit.status, 201, JSON.stringify(deposit.body));
      ids.deposit = deposit.body.deposit.id;
      // Loosening a limit waits a cooling-off period: the owner has a pending limit the other person could cancel.
      assert.equal((await owner.api.patch('/api/settings', { dailySpendLimit: 500 })).status, 200);
      const avatar = await uploadAvatar(owner, multipartFile('avatar', await smallPng(), 'image/png', 'me.png'));
      assert.equal(avatar.status, 200, JSON.stringify(avatar.body));
      ids.avatar = String(avatar.body.profileImageUrl).split('/').pop()?.split('?')[0] ?? '';
      const kept = await owner.api.request('PUT', '/api/bank-check/months', {
        months: [{ month, operators: [{ operator: 'Sportsbet', category: 'wagering', sent: 300, cameBack: 0 }] }],
      });
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
      assert.equal((await owner.api.request('PUT', `/api/bank-check/decisions/${descriptorKey}`, { decision: 'confirmed' })).status, 200);
      const notification = await eventually(async () => (await owner.api.get('/api/notifications/unread')).body.find?.((n) => n.id), {
        timeoutMs: 20000,
        what: 'a notification for the owner',
      });
      ids.notification = notification.id;
      // Clear All Data empties a person's records, so a third person makes the request whose id is tried.
      const third = await signedInPerson('clearer');
      const clear = await third.api.post('/api/user/data/clear');
      assert.equal(clear.status, 202, JSON.stringify(clear.body));
      ids.clearRequest = clear.body.requestId;
      const theirs = await other.api.post('/api/sessions', { type: 'table' });
      assert.equal(theirs.status, 201);
      otherSession = theirs.body.id;
    },
    { timeout: 90000 },
  );

  claim('every route that takes an id or key in its path has a cross-person check', async () => {
    assert.ok(routes.length >= 15, `the route table has id-taking routes (${routes.length})`);
    const unchecked = routes.filter((r) => !(r.operationId in tries)).map((r) => `${r.method} ${r.path} (${r.operationId})`);
    assert.deepEqual(unchecked, [], 'add a try for each new route to security/ownership.test.mjs');
  });

  claim("another person gets 404 for the owner's ids on every id-taking route, and the owner's data stays as it was", async () => {
    const beforeTries = await ownersData();
    /** @type {string[]} */
    const broken = [];
    for (const route of routes) {
      const attempt = tries[/** @type {keyof typeof tries} */ (route.operationId)];
      if (!attempt) continue;
      try {
        await attempt();
      } catch (error) {
        broken.push(`${route.method} ${route.path}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
    assert.deepEqual(broken, [], 'routes that let another person reach the owner');
    assert.deepEqual(await ownersData(), beforeTries, "the owner's data after the other person's tries");
  });

  claim("the owner's data never shows up in the other person's lists", async () => {
    for (const path of [
      '/api/activities?limit=100',
      '/api/sessions',
      '/api/notifications',
      '/api/bank-check',
      '/api/statements',
      '/api/stats?period=month',
      '/api/limits/status',
    ]) {
      const answer = await other.api.get(path);
      assert.ok(answer.status === 200 || answer.status === 400, `${path}: ${answer.status}`);
      namesNoneOfTheOwners(answer.body);
    }
  });
});
