// Limits and notifications in Chromium against embedded mode: an empty /notifications; a daily limit
// set on /notification-settings; wagers logged in the Log Wagering dialog that reach 80% and then go
// past it, each said at once by a toast (not repeated by the bell when alerts' notifications arrive);
// the list with its 'n new notifications' badge, a tap that marks one read and Mark all read; a raise
// that waits 24 hours, said when saved and on the page, then cancelled; the session alerts switch
// saved alone. axe and screenshots at 390x844 and 1280x900.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;
/** @type {Page} */
let page;

const email = `limits.${randomBytes(4).toString('hex')}@example.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}`;

/** The one toast on screen (spec: one at a time), by its title. */
const toast = (/** @type {string} */ title, on = page) => on.getByRole('alert').filter({ hasText: title });

/** GET a JSON answer with the page's cookie. */
async function getJson(/** @type {string} */ path, on = page) {
  const response = await on.request.get(`${app.origin}${path}`);
  assert.equal(response.status(), 200, path);
  return response.json();
}

/** Signs the test's person in on a new page at `viewport`. */
async function signedInPage(/** @type {{ width: number, height: number }} */ viewport) {
  const next = await app.newPage(viewport);
  assert.equal((await next.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers: { origin: app.origin } })).status(), 200);
  return next;
}

/** Logs a racing wager of `amount` in the Log Wagering dialog. */
async function logWager(/** @type {string} */ amount) {
  await page
    .getByRole('region', { name: 'Track New Activity' })
    .getByRole('button', { name: /Wagering/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log Wagering' });
  await dialog.getByRole('radio', { name: 'Racing' }).check();
  await dialog.getByLabel('Bet amount', { exact: true }).fill(amount);
  await dialog.getByRole('button', { name: 'Log Wager' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('limits and notifications (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
      const setup = await app.newPage(viewports.phone);
      const headers = { origin: app.origin };
      await registerVerifiedInApp(app, setup.request, { email, password });
      assert.equal((await setup.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
      assert.equal((await setup.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
      await setup.context().close();
      page = await signedInPage(viewports.phone);
    },
    { timeout: 180000 },
  );

  after(() => app?.stop(), { timeout: 60000 });

  test('a new person has no notifications', { timeout: 60000 }, async () => {
    await page.goto(`${app.origin}/notifications`);
    await page.getByRole('heading', { name: 'No notifications yet' }).waitFor({ timeout: 30000 });
    assert.equal(await page.getByRole('button', { name: 'Mark all read' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Back' }).getAttribute('href'), '/');
    await screenshot(page, 'limits-01-notifications-empty-phone');
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  test('wagers that reach 80% of the daily limit and then go past it are said at once, and the bell does not say them again', { timeout: 150000 }, async () => {
    await page.goto(`${app.origin}/notification-settings`);
    await page.getByText('Lowering a limit takes effect straight away. Raising or removing one takes effect after 24 hours.').waitFor({ timeout: 30000 });
    await page.getByLabel('Daily Spend Limit').fill('100');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated').waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 1, exact: true }).waitFor();
    // Save Settings lands at the top of /settings, not where the form was scrolled to.
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.scrollY), 0, '/settings opens at its top');

    // Every toast that appears from here on, as "title|text", to count them afterwards.
    await page.evaluate(() => {
      const seen = /** @type {string[]} */ ([]);
      Object.assign(window, { __tallyToasts: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement)
              for (const alert of [node, ...node.querySelectorAll('[role="alert"]')]) if (alert.getAttribute('role') === 'alert') seen.push(alert.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('region', { name: 'Track New Activity' }).waitFor({ timeout: 45000 });

    const limits = page.getByRole('region', { name: 'Your limits' });
    await limits.getByText('$100.00 left of $100.00 today').waitFor({ timeout: 30000 });

    // One toast says both: the wager is logged, and the limit in the words of alerts' notification. The bell
    // follows within 6 seconds (it is asked again after a log, not only at its 30-second poll).
    await logWager('85');
    await toast('Approaching your daily limit')
      .filter({ hasText: 'Wager logged: $85.00 · ' })
      .filter({ hasText: "You've spent $85.00 of your $100.00 daily limit today. This might be a good time to pause." })
      .waitFor();
    await page.getByRole('link', { name: 'Notifications, 1 unread', exact: true }).waitFor({ timeout: 6000 });
    await limits.getByText('$15.00 left of $100.00 today').waitFor({ timeout: 6000 });
    await logWager('20');
    const reached = toast('Daily limit reached');
    await reached
      .filter({ hasText: 'Wager logged: $20.00 · ' })
      .filter({ hasText: "You've spent $105.00 today, over your $100.00 daily limit. Consider stopping for now." })
      .waitFor();
    await reached.filter({ hasText: 'Gambling Help 1800 858 858, free and 24/7.' }).waitFor();
    await page.getByRole('link', { name: 'Notifications, 2 unread', exact: true }).waitFor({ timeout: 6000 });
    await limits.getByText('$5.00 over your $100.00 limit today').waitFor({ timeout: 6000 });
    await screenshot(page, 'limits-02-limit-reached-toast-phone');

    await page.waitForTimeout(1500);
    const toasts = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__tallyToasts));
    assert.deepEqual(
      toasts.map((text) => text.replace(/Wager logged.*/, '')),
      ['Approaching your daily limit', 'Daily limit reached'],
      'each limit said once, in one toast that also says the wager is logged; the bell does not repeat them',
    );
    // The notifications say the very figures the toasts said.
    const messages = (await getJson('/api/notifications')).map((/** @type {any} */ n) => n.message.replace(/ Free, confidential help.*/, ''));
    assert.deepEqual(messages, [
      "You've spent $105.00 today, over your $100.00 daily limit. Consider stopping for now.",
      "You've spent $85.00 of your $100.00 daily limit today. This might be a good time to pause.",
    ]);
  });

  test('the list: a badge of new ones, a tap marks one read, Mark all read the rest', { timeout: 60000 }, async () => {
    await page.getByRole('link', { name: 'Notifications, 2 unread', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '2 new notifications' }).waitFor({ timeout: 30000 });
    const exceeded = page.getByRole('button', { name: 'Unread. Limit reached: Daily limit reached', exact: true });
    const approaching = page.getByRole('button', { name: 'Unread. Limit alert: Approaching your daily limit', exact: true });
    await exceeded.waitFor();
    await approaching.waitFor();
    await screenshot(page, 'limits-03-notifications-phone');
    assert.deepEqual(await seriousAxeViolations(page), []);

    // By keyboard: the row is a button.
    await exceeded.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '1 new notification' }).waitFor();
    await page.getByRole('button', { name: 'Limit reached: Daily limit reached', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Notifications, 1 unread', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('status').filter({ hasText: '0 new notifications' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Mark all read' }).isDisabled(), true);
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    const unread = await getJson('/api/notifications/unread');
    assert.deepEqual(unread, []);
  });

  test('a raise waits 24 hours: said when saved and on the page, then cancelled; the session switch is saved alone', { timeout: 90000 }, async () => {
    await page.goto(`${app.origin}/notification-settings`);
    const daily = page.getByLabel('Daily Spend Limit');
    await page.getByText('Your limit is $100 a day.').waitFor({ timeout: 30000 });
    // A limit today's spend already passes is said as it is typed.
    await daily.fill('50');
    await page.getByRole('alert').filter({ hasText: "You've already spent $105.00 today, over this $50.00 daily limit." }).waitFor();
    await daily.fill('200');
    await page.getByRole('alert').filter({ hasText: "You've already spent" }).waitFor({ state: 'detached' });
    await page.getByText('Your limit is $100 a day. Raising it takes effect 24 hours after you save.').waitFor();
    const patched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/settings' && r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    assert.deepEqual(JSON.parse((await patched).postData() ?? ''), { dailySpendLimit: '200' }, 'only what changed');
    await toast('Settings updated')
      .filter({ hasText: /Your daily limit rises to \$200 on \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m\./ })
      .waitFor();
    const { pendingLimitChanges, dailySpendLimit } = await getJson('/api/settings');
    assert.equal(dailySpendLimit, '100.00', 'still the limit in force');
    assert.deepEqual(
      pendingLimitChanges.map((/** @type {any} */ change) => [change.period, change.limit]),
      [['daily', '200.00']],
    );

    await page.getByRole('link', { name: 'Notification Settings', exact: true }).click();
    await page.getByText(/^Rising to \$200 on /).waitFor({ timeout: 30000 });
    assert.equal(await daily.inputValue(), '100');
    await screenshot(page, 'limits-04-notification-settings-raise-waiting-phone');
    assert.deepEqual(await seriousAxeViolations(page), []);

    await page.getByRole('button', { name: 'Cancel change to your daily limit' }).click();
    await toast('Change cancelled').filter({ hasText: 'Your daily limit stays $100.' }).waitFor();
    await page.getByText(/^Rising to/).waitFor({ state: 'detached' });
    assert.deepEqual((await getJson('/api/settings')).pendingLimitChanges, []);

    const sessionAlerts = page.getByRole('switch', { name: 'Session duration alerts' });
    assert.equal(await sessionAlerts.isChecked(), true);
    await sessionAlerts.uncheck();
    const switched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/settings' && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    assert.deepEqual(JSON.parse((await switched).request().postData() ?? ''), { sessionDurationAlerts: false });
    await toast('Settings updated').waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 1, exact: true }).waitFor();
    assert.equal((await getJson('/api/settings')).sessionDurationAlerts, false);
  });

  test('both screens at 1280x900', { timeout: 60000 }, async () => {
    const desktop = await signedInPage(viewports.desktop);
    await desktop.goto(`${app.origin}/notifications`);
    await desktop.getByRole('button', { name: 'Limit reached: Daily limit reached', exact: true }).waitFor({ timeout: 30000 });
    await screenshot(desktop, 'limits-05-notifications-desktop');
    assert.deepEqual(await seriousAxeViolations(desktop), []);
    await desktop.goto(`${app.origin}/notification-settings`);
    await desktop.getByLabel('Daily Spend Limit').waitFor({ timeout: 30000 });
    await screenshot(desktop, 'limits-06-notification-settings-desktop');
    assert.deepEqual(await seriousAxeViolations(desktop), []);
  });

  test('no uncaught page errors and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
