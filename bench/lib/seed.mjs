// A signed-in user with many activities, created through the public API like the app would.
import { randomBytes } from 'node:crypto';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';

/**
 * Register and sign in a fresh user.
 * @param {string} baseUrl gateway URL the requests go to
 * @param {string} origin Origin header (the app's public origin)
 */
export async function registerAndLogin(baseUrl, origin) {
  const api = createHttpClient(baseUrl, { origin });
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const registered = await api.post('/api/register', { username: email, email, password, firstName: 'Bench', lastName: 'User', timeZone: 'Australia/Sydney' });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const login = await api.post('/api/login', { username: email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { api, email, password, cookie: api.cookieHeader() };
}

/**
 * POST `count` wagers with bounded concurrency.
 * @param {ReturnType<typeof createHttpClient>} api signed-in client
 * @param {number} count
 * @param {number} [concurrency]
 * @returns {Promise<{ seconds: number, perSecond: number }>}
 */
export async function seedActivities(api, count, concurrency = 16) {
  const started = Date.now();
  let next = 0;
  const subtypes = ['Racing', 'Sports Betting'];
  async function worker() {
    while (next < count) {
      const index = next++;
      const amount = (5 + (index % 50)).toFixed(2);
      const answer = await api.post('/api/activities', { type: 'wagering', subtype: subtypes[index % 2], amount, isCompleted: false });
      if (answer.status !== 201) throw new Error(`activity ${index} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  return { seconds, perSecond: count / seconds };
}
