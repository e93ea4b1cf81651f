// What must be real goes through the public API like the app would: the people who sign in, and a
// first batch of their activities and sessions. lib/bulk-seed.mjs clones the rest in SQL.
import { randomBytes } from 'node:crypto';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';
import { registerVerifiedWithClient } from '../../scripts/lib/verified-registration.mjs';

/**
 * Register a fresh user, open the verification link from the mailbox folder (sign-in needs a verified
 * address), and sign in.
 * @param {string} baseUrl gateway URL the requests go to
 * @param {string} origin Origin header (the app's public origin)
 * @param {string} mailboxDir where identity writes mail with no SMTP (embedded: DATA_DIR/mailbox; distributed: MAILBOX_DIR)
 * @param {string} [timeZone] the person's IANA time zone (their day, week and month for limits)
 */
export async function registerAndLogin(baseUrl, origin, mailboxDir, timeZone = 'Australia/Sydney') {
  const api = createHttpClient(baseUrl, { origin });
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  await registerVerifiedWithClient(mailboxDir, api, { email, password, firstName: 'Bench', lastName: 'User', timeZone });
  const login = await api.post('/api/login', { username: email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { api, email, password, cookie: api.cookieHeader() };
}

/**
 * The heavy user of the tracking issue: signed in, onboarding done (a person with years of records
 * has seen the tour, and the tour's dialog would cover home in the browser measurements), and their
 * id, which the SQL clones need.
 * @param {string} baseUrl
 * @param {string} origin
 * @param {string} mailboxDir
 */
export async function registerHeavyUser(baseUrl, origin, mailboxDir) {
  const user = await registerAndLogin(baseUrl, origin, mailboxDir);
  const done = await user.api.patch('/api/user/settings', { hasCompletedOnboarding: true });
  if (done.status !== 200) throw new Error(`PATCH /api/user/settings answered ${done.status}: ${JSON.stringify(done.body)}`);
  const me = await user.api.get('/api/user');
  if (me.status !== 200 || typeof me.body?.id !== 'string') throw new Error(`GET /api/user answered ${me.status}`);
  return { ...user, id: /** @type {string} */ (me.body.id) };
}

/**
 * The body of the index-th activity of a first batch: mostly settled wagers and lottery tickets
 * (a win every fourth), every tenth still pending, so the clones made from them look like a history.
 * @param {number} index
 */
export function activityBody(index) {
  const amount = (5 + (index % 50)).toFixed(2);
  const settled = index % 10 !== 0;
  const result = settled ? { isCompleted: true, isWin: index % 4 === 0, winAmount: index % 4 === 0 ? (Number(amount) * 2.5).toFixed(2) : null } : { isCompleted: false };
  if (index % 3 === 0) return { type: 'lottery', subtype: 'Oz Lotto', amount, ...result };
  const race = index % 2 ? { racetrack: 'Randwick', raceNumber: 1 + (index % 10), raceTime: '14:35', betType: 'Win', horseNumber: 1 + (index % 12) } : {};
  return { type: 'wagering', subtype: index % 2 ? 'Racing' : 'Sports Betting', amount, details: `bench ${index}`, ...race, ...result };
}

/**
 * POST `count` activities (see activityBody) with bounded concurrency.
 * @param {ReturnType<typeof createHttpClient>} api signed-in client
 * @param {number} count
 * @param {number} [concurrency]
 * @returns {Promise<{ seconds: number, perSecond: number }>}
 */
export async function seedActivities(api, count, concurrency = 16) {
  const started = Date.now();
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      const answer = await api.post('/api/activities', activityBody(index));
      if (answer.status !== 201) throw new Error(`activity ${index} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
  await Promise.all(Array.from({ length: count ? concurrency : 0 }, worker));
  const seconds = (Date.now() - started) / 1000;
  return { seconds, perSecond: count / seconds };
}

/**
 * `count` slot and table sessions, one after another (one may be active at a time): each started,
 * given one to three deposits and ended, so there are ended sessions with deposits to clone.
 * @param {ReturnType<typeof createHttpClient>} api signed-in client
 * @param {number} count
 */
export async function seedSessions(api, count) {
  for (let index = 0; index < count; index += 1) {
    const session = await startSession(api, index);
    for (let d = 0; d <= index % 3; d += 1) await addDeposit(api, session.id, (20 + 10 * d).toFixed(2));
    const ended = await api.post(`/api/sessions/${session.id}/end`, { finalAmount: ((index * 17) % 90).toFixed(2) });
    if (ended.status !== 200) throw new Error(`ending session ${index} answered ${ended.status}: ${JSON.stringify(ended.body)}`);
  }
}

/**
 * Start a session with one deposit and leave it active (the home banner's case).
 * @param {ReturnType<typeof createHttpClient>} api signed-in client
 */
export async function startActiveSession(api) {
  const session = await startSession(api, 0);
  await addDeposit(api, session.id, '50.00');
  return session;
}

/**
 * @param {ReturnType<typeof createHttpClient>} api
 * @param {number} index
 */
async function startSession(api, index) {
  const answer = await api.post('/api/sessions', { type: index % 2 ? 'table' : 'slot', venue: 'The Star' });
  if (answer.status !== 201) throw new Error(`POST /api/sessions answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return /** @type {{ id: string }} */ (answer.body);
}

/**
 * @param {ReturnType<typeof createHttpClient>} api
 * @param {string} sessionId
 * @param {string} amount
 */
async function addDeposit(api, sessionId, amount) {
  const answer = await api.post(`/api/sessions/${sessionId}/deposits`, { amount });
  if (answer.status !== 201) throw new Error(`POST /api/sessions/:id/deposits answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/**
 * A new session for someone already registered (e.g. for Lighthouse); its Cookie header.
 * @param {string} baseUrl
 * @param {string} origin
 * @param {{ email: string, password: string }} credentials
 */
export async function signIn(baseUrl, origin, { email, password }) {
  const api = createHttpClient(baseUrl, { origin });
  const login = await api.post('/api/login', { username: email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return api.cookieHeader();
}
