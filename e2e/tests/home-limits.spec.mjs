// Home's limits and one period's figures in Chromium against embedded mode: a new person's Home has a quiet 'Set a
// limit' link (no card); one day of racing, sports, lottery, pokies and a table game logged; on
// /notification-settings a daily limit below today's spend is said at once as typed and again when saved; a monthly
// raise waits with its date; Home then shows each limit against alerts' own counted spend; and the same figures
// (spend $256.60, return $180.00, net -$76.60, return rate -29.9%, five types) on Reports, the statement, insights
// and the notification. axe and screenshots at 390x844 and 1280x900.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

const email = `home.limits.${randomBytes(4).toString('hex')}@example.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}`;

/** A toast (or warning) on screen, by its text. */
const alert = (/** @type {Page} */ page, /** @type {string | RegExp} */ text) => page.getByRole('alert').filter({ hasText: text });

/** Signs the test's person in on a new page at `viewport`. */
async function signedInPage(/** @type {{ width: number, height: number }} */ viewport) {
  const page = await app.newPage(viewport);
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers: { origin: app.origin } })).status(), 200);
  return page;
}

/** Today, through the API as the dialogs send it: racing won, sports lost, a pending lottery ticket, pokies and a table game. */
async function logTheDay(/** @type {Page} */ page) {
  const headers = { origin: app.origin };
  const call = async (/** @type {'post' | 'patch'} */ method, /** @type {string} */ path, /** @type {object} */ data) => {
    const response = await page.request[method](`${app.origin}${path}`, { data, headers });
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const racing = await call('post', '/api/activities', { type: 'wagering', subtype: 'Racing', amount: '100', isCompleted: false });
  await call('patch', `/api/activities/${racing.id}`, { isCompleted: true, isWin: true, winAmount: '150' });
  await call('post', '/api/activities', { type: 'wagering', subtype: 'Sports Betting', amount: '50', isCompleted: true, isWin: false });
  await call('post', '/api/activities', { type: 'lottery', subtype: 'Oz Lotto', amount: '20', isCompleted: false });
  const pokies = await call('post', '/api/sessions', { type: 'slot', venue: 'The Star', isActive: true });
  await call('post', `/api/sessions/${pokies.id}/deposits`, { amount: '40' });
  await call('post', `/api/sessions/${pokies.id}/deposits`, { amount: '26.60' });
  await call('post', `/api/sessions/${pokies.id}/end`, { finalAmount: '30' });
  const table = await call('post', '/api/sessions', { type: 'table', isActive: true });
  await call('post', `/api/sessions/${table.id}/deposits`, { amount: '20' });
  await call('post', `/api/sessions/${table.id}/end`, { finalAmount: '0' });
}

describe("Home's limits and one period's figures (Chromium, embedded mode)", () => {
  before(
    async () => {
      app = await startAppInBrowser();
      const setup = await app.newPage(viewports.phone);
      const headers = { origin: app.origin };
      await registerVerifiedInApp(app, setup.request, { email, password });
      assert.equal((await setup.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
      assert.equal((await setup.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
      await setup.context().close();
    },
    { timeout: 180000 },
  );

  after(() => app?.stop(), { timeout: 60000 });

  test('without a limit, Home has a quiet Set a limit link and no limits card', { timeout: 90000 }, async () => {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await signedInPage(viewport);
      await page.goto(`${app.origin}/`);
      await page.getByRole('heading', { name: "Today's Summary" }).waitFor({ timeout: 45000 });
      const link = page.getByRole('link', { name: 'Set a limit' });
      await link.waitFor({ timeout: 30000 });
      assert.equal(await page.getByRole('region', { name: 'Your limits' }).count(), 0);
      await screenshot(page, `home-limits-01-none-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await link.click();
      await page.getByRole('heading', { name: 'Notification Settings', level: 1 }).waitFor();
      await page.context().close();
    }
  });

  test('a limit today already passes is said as it is typed and when saved; a raise waits; Home shows each limit', { timeout: 150000 }, async () => {
    const page = await signedInPage(viewports.phone);
    await logTheDay(page);
    await page.goto(`${app.origin}/notification-settings`);
    const daily = page.getByLabel('Daily Spend Limit');
    await daily.waitFor({ timeout: 30000 });
    await daily.fill('200');
    await alert(page, "You've already spent $256.60 today, over this $200.00 daily limit.").waitFor({ timeout: 10000 });
    await page.getByLabel('Weekly Spend Limit').fill('1000');
    await page.getByLabel('Monthly Spend Limit').fill('3000');
    await screenshot(page, 'home-limits-02-notification-settings-passed-phone');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await alert(page, 'Settings updated').filter({ hasText: "You've already spent $256.60 today, over this $200.00 daily limit. Consider stopping for now." }).waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 1, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'Save Settings lands at the top of /settings');
    await screenshot(page, 'home-limits-03-settings-after-save-phone');
    assert.deepEqual(await seriousAxeViolations(page), []);

    // A raise of the monthly limit waits 24 hours.
    await page.getByRole('link', { name: 'Notification Settings', exact: true }).click();
    await page.getByLabel('Monthly Spend Limit').fill('4000');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await alert(page, 'Settings updated')
      .filter({ hasText: /Your monthly limit rises to \$4,000/ })
      .waitFor();

    for (const [size, viewport] of Object.entries(viewports)) {
      const home = size === 'phone' ? page : await signedInPage(viewport);
      await home.goto(`${app.origin}/`);
      const limits = home.getByRole('region', { name: 'Your limits' });
      await limits.waitFor({ timeout: 45000 });
      await limits.getByText('$56.60 over your $200.00 limit today').waitFor();
      await limits.getByText('$743.40 left of $1,000.00 this week').waitFor();
      await limits.getByText('$2,743.40 left of $3,000.00 this month').waitFor();
      await limits.getByText(/^Your monthly limit rises to \$4,000\.00 on \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m\.$/).waitFor();
      assert.equal(await limits.getByRole('progressbar').count(), 3);
      assert.equal(await limits.getByText(/in a row/).count(), 0, 'a day over a limit ends the run');
      // The limits come first on Home.
      const first = await home.locator('main section, main [role="region"]').first().getAttribute('aria-labelledby');
      assert.equal(await home.locator(`[id="${first}"]`).innerText(), 'Your limits');
      await screenshot(home, `home-limits-04-with-limits-${size}`);
      assert.deepEqual(await seriousAxeViolations(home), []);
      if (home !== page) await home.context().close();
    }
  });

  test('the same period reads the same on Reports, the statement, insights and the notification', { timeout: 150000 }, async () => {
    const page = await signedInPage(viewports.desktop);
    await page.goto(`${app.origin}/reports`);
    await page.getByLabel('Time Period').selectOption({ label: 'This Month' });
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('-29.9%').waitFor({ timeout: 45000 });
    const terms = await summary.getByRole('term').allTextContents();
    const values = await summary.getByRole('definition').allTextContents();
    assert.deepEqual(Object.fromEntries(terms.map((term, i) => [term, values[i]])), {
      'Total Spend': '$256.60',
      'Total Return': '$180.00',
      'Net Return': '-$76.60',
      'Return Rate': '-29.9%',
    });

    await page.getByRole('link', { name: 'View monthly statements' }).click();
    await page.getByRole('list', { name: 'Monthly statements' }).getByRole('link').first().click();
    const guidelines = page.getByRole('region', { name: 'Lower-Risk Gambling Guidelines' });
    await guidelines.waitFor({ timeout: 45000 });
    assert.match(await guidelines.innerText(), /used 5 types of gambling \(racing, sports betting, lottery, pokies, table games\)/);
    assert.match(await page.getByRole('region', { name: 'Summary' }).innerText(), /Spent\s+\$256\.60\s+Returned\s+\$180\.00\s+Net\s+-\$76\.60/);

    await page.goto(`${app.origin}/ai-insights`);
    await page.getByLabel('Analysis Period').selectOption({ label: 'This Month' });
    await page.getByRole('button', { name: 'Generate Insights' }).click();
    await page.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: 60000 });
    await screenshot(page, 'home-limits-05-insight-desktop');
    // The latest insight (the preview under Previous Insights repeats its start).
    const text = await page.getByRole('region', { name: 'Your Insights' }).innerText();
    assert.match(text, /you spent \$256\.60 and got back \$180\.00: a net loss of \$76\.60, a return rate of -29\.9% on what you spent\./);
    assert.match(text, /you used 5 types \(racing, sports betting, lottery, pokies and table games\)/);

    await page.goto(`${app.origin}/notifications`);
    await page.getByText("You've spent $256.60 today, over your $200.00 daily limit.", { exact: false }).waitFor({ timeout: 30000 });
    await screenshot(page, 'home-limits-06-notification-desktop');
  });

  test('no uncaught page errors and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
