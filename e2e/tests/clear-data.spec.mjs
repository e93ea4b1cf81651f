// Clear All Data in Chromium (embedded mode): a person logs wagers, a session and reaches a limit
// alert; on /settings, Cancel changes nothing; confirming waits ("Deleting your data…", buttons
// disabled) until every service has deleted, then says Data Cleared. Home, notifications and the
// reports' read are empty, someone else's data is untouched, and the account signs in again with
// its limits. axe and screenshots of the dialog and the waiting state at both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

/** Registers and signs in a new person on `page` (tour done) through the API; returns their details and API helpers. */
async function signUp(page) {
  const email = `clear.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  const call = async (/** @type {string} */ method, /** @type {string} */ path, /** @type {unknown} */ data) => {
    const response = await page.request.fetch(`${app.origin}${path}`, { method, data, headers });
    assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return {
    email,
    password,
    get: (/** @type {string} */ path) => call('GET', path),
    post: (/** @type {string} */ path, /** @type {unknown} */ data) => call('POST', path, data),
    call,
  };
}

/** A day of gambling: a daily limit of $100 reached 85%, a pending wager, a settled loss, and a pokies session still running. */
async function logSomeGambling(api) {
  await api.call('PATCH', '/api/settings', { dailySpendLimit: 100 });
  await api.post('/api/activities', {
    type: 'wagering',
    subtype: 'Racing',
    racingSubtype: 'Horses',
    racetrack: 'Randwick',
    raceNumber: 4,
    betType: 'Win',
    horseNumber: 7,
    amount: 60,
  });
  const lost = await api.post('/api/activities', { type: 'lottery', subtype: 'Powerball', amount: '25.00' });
  await api.call('PATCH', `/api/activities/${lost.id}`, { isCompleted: true, isWin: false });
  const session = await api.post('/api/sessions', { type: 'slot', venue: 'Star City', isActive: true });
  await api.post(`/api/sessions/${session.id}/deposits`, { amount: 20 });
}

const today = () => {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  return { startDate: new Date(start.getTime() - 24 * 3600_000).toISOString(), endDate: new Date(start.getTime() + 48 * 3600_000).toISOString() };
};
const byDate = (api) => {
  const { startDate, endDate } = today();
  return api.get(`/api/activities/by-date?startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`);
};

describe('Clear All Data (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(
      `on a ${size}: Cancel keeps everything; confirming waits until every service has deleted, then home, notifications and reports are empty and the account stays`,
      { timeout: 150000 },
      async () => {
        const page = await app.newPage(viewport);
        const toast = (/** @type {string} */ title) => page.getByRole('alert').filter({ hasText: title });
        const api = await signUp(page);
        await logSomeGambling(api);
        const someoneElse = await signUp(await app.newPage(viewports.phone));
        await logSomeGambling(someoneElse);
        await page.goto(app.origin);
        await page.getByRole('region', { name: 'Pending Tickets' }).waitFor({ timeout: 45000 });

        await page.goto(`${app.origin}/settings`);
        const open = page.getByRole('button', { name: 'Clear All Data' });
        await open.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Clear All Data - Are You Sure?' });
        await dialog.waitFor();
        assert.match((await dialog.textContent()) ?? '', /Your account, settings and limits stay\. This cannot be undone\./);
        await screenshot(page, `clear-data-01-dialog-${size}`);
        assert.deepEqual(await seriousAxeViolations(page), []);
        await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await api.get('/api/activities')).length, 2, 'Cancel deletes nothing');

        // Hold the first status answer, so the waiting state can be seen and checked.
        /** @type {() => void} */
        let release = () => {};
        const held = new Promise((resolve) => (release = () => resolve(undefined)));
        await page.route('**/api/user/data/clear/*', async (route) => {
          await held;
          await route.continue();
        });
        await open.click();
        await dialog.getByRole('button', { name: 'Yes, Delete All Data' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Deleting your data…' }).waitFor();
        assert.equal(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled(), true);
        assert.equal(await dialog.getByRole('button', { name: 'Yes, Delete All Data' }).isDisabled(), true);
        assert.equal(await dialog.getByRole('status').evaluate((status) => status === document.activeElement), true, 'focus stays in the dialog, on the wait');
        await page.keyboard.press('Escape');
        assert.equal(await dialog.isVisible(), true, 'Escape does not close the dialog while deleting');
        await screenshot(page, `clear-data-02-deleting-${size}`);
        assert.deepEqual(await seriousAxeViolations(page), []);
        release();

        await toast('Data Cleared').waitFor({ timeout: 30000 });
        await dialog.waitFor({ state: 'hidden' });
        await screenshot(page, `clear-data-03-cleared-${size}`);

        await page.getByRole('link', { name: /home/i }).first().click();
        await page.getByText('No activities yet. Start tracking your gambling expenses!').waitFor({ timeout: 30000 });
        assert.equal(await page.getByRole('region', { name: 'Pending Tickets' }).count(), 0);
        await screenshot(page, `clear-data-04-home-empty-${size}`);
        await page.goto(`${app.origin}/notifications`);
        await page.getByRole('heading', { name: 'No notifications yet' }).waitFor({ timeout: 30000 });
        assert.deepEqual(await byDate(api), []);
        assert.deepEqual(await api.get('/api/sessions'), []);
        assert.equal(await api.get('/api/sessions/active'), null);
        assert.equal((await byDate(someoneElse)).length, 2, "someone else's data is untouched");

        await page.goto(`${app.origin}/profile`);
        const reloaded = page.waitForEvent('load', { timeout: 30000 });
        await page.getByRole('button', { name: 'Sign Out' }).click();
        await reloaded;
        await page.goto(`${app.origin}/auth`);
        await page.getByRole('tab', { name: 'Sign In' }).click();
        await page.getByLabel('Email', { exact: true }).fill(api.email);
        await page.getByLabel('Password', { exact: true }).fill(api.password);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await toast('Welcome back!').waitFor({ timeout: 30000 });
        await page.getByText('No activities yet. Start tracking your gambling expenses!').waitFor({ timeout: 45000 });
        assert.equal((await api.get('/api/user')).email, api.email);
        assert.equal((await api.get('/api/settings')).dailySpendLimit, '100.00');
        assert.deepEqual(app.pageErrors, []);
        assert.deepEqual(app.offMachineRequests, []);
      },
    );
  }

  test('when the clear cannot start, an error toast says so plainly and nothing is deleted', { timeout: 90000 }, async () => {
    const page = await app.newPage(viewports.phone);
    const api = await signUp(page);
    await logSomeGambling(api);
    await page.route('**/api/user/data/clear', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Tally is busy right now. Please try again in a minute.', code: 'COMMON.SERVICE_UNAVAILABLE' }),
      }),
    );
    await page.goto(`${app.origin}/settings`);
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('dialog', { name: 'Clear All Data - Are You Sure?' }).getByRole('button', { name: 'Yes, Delete All Data' }).click();

    await page.getByRole('alert').filter({ hasText: 'Clear All Data did not finish' }).filter({ hasText: 'Tally is busy right now.' }).waitFor();
    await screenshot(page, 'clear-data-05-failed-phone');
    assert.equal((await api.get('/api/activities')).length, 2);
  });
});
