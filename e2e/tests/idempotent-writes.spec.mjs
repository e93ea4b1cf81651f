// Issue 28 in Chromium against embedded mode: a Log Wager whose first answer is lost on the way back
// (the server saved it) is pressed again and saved exactly once, both tries carrying one Idempotency-Key;
// with the server out of reach the dialog keeps the entry and says calmly that it was not saved, and
// the same press once back online saves it once; a read that fails twice is retried by itself. The
// offline state is photographed at 390x844 and 1280x900, with axe.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Route} Route */

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

const email = `keys.${randomBytes(4).toString('hex')}@example.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}`;
const OFFLINE_TITLE = "Tally can't reach its server";
const OFFLINE_LINE = 'Your entry was not saved. Please try again in a moment.';

/**
 * A signed-in page at `viewport`, on home.
 * @param {{ width: number, height: number }} viewport
 */
async function signedInPage(viewport) {
  const page = await app.newPage(viewport);
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers: { origin: app.origin } })).status(), 200);
  await page.goto(`${app.origin}/`);
  await wageringCard(page).waitFor({ timeout: 45000 });
  return page;
}

const wageringCard = (/** @type {Page} */ page) => page.getByRole('region', { name: 'Track New Activity' }).getByRole('button', { name: /Wagering/ });

/**
 * Opens Log Wagering and fills a sports bet named `details` of $15.
 * @param {Page} page
 * @param {string} details
 */
async function fillSportsBet(page, details) {
  await wageringCard(page).click();
  const dialog = page.getByRole('dialog', { name: 'Log Wagering' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: 'Sports Betting' }).check();
  await dialog.getByLabel('Event and selection').fill(details);
  await dialog.getByLabel('Bet amount', { exact: true }).fill('15');
  return dialog;
}

/** The person's wagers named `details`, as stored. */
const stored = async (/** @type {Page} */ page, /** @type {string} */ details) =>
  (await page.evaluate(async () => (await fetch('/api/activities?limit=100')).json())).filter((/** @type {any} */ a) => a.details === details);

const isLogWager = (/** @type {import('playwright-core').Request} */ request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/activities';

describe('idempotent writes and the offline state in Chromium (embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
      const first = await app.newPage(viewports.desktop);
      const headers = { origin: app.origin };
      await registerVerifiedInApp(app, first.request, { email, password, firstName: 'Kim' });
      assert.equal((await first.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
      assert.equal((await first.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
      await first.context().close();
    },
    { timeout: 180000 },
  );

  after(
    async () => {
      await app?.stop();
    },
    { timeout: 60000 },
  );

  test('a Log Wager whose answer is lost after the server saved it is pressed again and saved exactly once', { timeout: 120000 }, async () => {
    const page = await signedInPage(viewports.phone);
    const details = `Lost answer ${randomBytes(3).toString('hex')}`;
    /** @type {string[]} */
    const keys = [];
    let lost = 0;
    // The first POST reaches the server (which saves the wager), then its answer is dropped on the way back.
    await page.route('**/api/activities', async (/** @type {Route} */ route) => {
      if (!isLogWager(route.request())) return route.fallback();
      keys.push(route.request().headers()['idempotency-key']);
      if (lost > 0) return route.fallback();
      lost += 1;
      const reached = await route.fetch();
      assert.equal(reached.status(), 201, 'the server saved the first try');
      await route.abort('connectionreset');
    });

    const dialog = await fillSportsBet(page, details);
    await dialog.getByRole('button', { name: 'Log Wager' }).click();
    await page.getByRole('alert').filter({ hasText: OFFLINE_TITLE }).filter({ hasText: OFFLINE_LINE }).waitFor();
    assert.equal(await dialog.getByLabel('Bet amount', { exact: true }).inputValue(), '15', 'the dialog keeps the entry');
    assert.equal((await stored(page, details)).length, 1, 'the first try was saved although its answer was lost');

    const retried = page.waitForResponse((r) => isLogWager(r.request()));
    await dialog.getByRole('button', { name: 'Log Wager' }).click();
    const answer = await retried;
    assert.equal(answer.status(), 201);
    assert.equal(answer.headers()['idempotent-replayed'], 'true', "the retry got the first try's answer");
    await dialog.waitFor({ state: 'detached' });

    assert.equal(keys.length, 2);
    assert.match(keys[0], /^[0-9a-f-]{36}$/);
    assert.equal(keys[1], keys[0], 'both tries carried one key');
    assert.equal((await stored(page, details)).length, 1, 'saved exactly once');
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`with the server out of reach, Log Wager says calmly the entry was not saved, and saves it once back online (${size})`, { timeout: 120000 }, async () => {
      const page = await signedInPage(viewport);
      const details = `Offline ${size} ${randomBytes(3).toString('hex')}`;
      const dialog = await fillSportsBet(page, details);

      // The server is out of reach: every API call fails as with no network (the page's own files stay loaded).
      const unreachable = (/** @type {Route} */ route) => route.abort('internetdisconnected');
      await page.route('**/api/**', unreachable);
      await dialog.getByRole('button', { name: 'Log Wager' }).click();
      const offline = page.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
      await offline.filter({ hasText: OFFLINE_LINE }).waitFor();
      assert.equal(await page.getByRole('alert').filter({ hasText: 'Failed to log wager' }).count(), 0, 'not the generic failure');
      assert.equal(await dialog.getByLabel('Event and selection').inputValue(), details, 'the dialog keeps the entry');
      await screenshot(page, `idempotent-writes-offline-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      await page.unroute('**/api/**', unreachable);
      const saved = page.waitForResponse((r) => isLogWager(r.request()));
      await dialog.getByRole('button', { name: 'Log Wager' }).click();
      assert.equal((await saved).status(), 201);
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await stored(page, details)).length, 1);
      await page.context().close();
    });
  }

  test('a read the server cannot answer is tried again by itself: home shows the activities after two failures', { timeout: 120000 }, async () => {
    const page = await app.newPage(viewports.desktop);
    assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers: { origin: app.origin } })).status(), 200);
    let failures = 0;
    await page.route(
      (url) => url.pathname === '/api/activities',
      (/** @type {Route} */ route) => {
        if (route.request().method() !== 'GET' || failures >= 2) return route.fallback();
        failures += 1;
        return failures === 1
          ? route.abort('internetdisconnected')
          : route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, contentType: 'application/json', body: '{"message":"busy","code":"COMMON.SERVICE_UNAVAILABLE"}' });
      },
    );
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/activities' && r.request().method() === 'GET' && r.status() === 200, {
      timeout: 45000,
    });
    await page.goto(`${app.origin}/`);
    await answered;
    assert.equal(failures, 2);
    await page.getByText('Recent Activity', { exact: true }).waitFor();
    assert.equal(await page.getByText('Failed to fetch activities').count(), 0);
    await page.context().close();
  });

  test('no uncaught page errors and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
