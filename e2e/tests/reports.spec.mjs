// Reports and the exports in Chromium (embedded mode): one person's logged gambling seen through
// every Time Period and Category, with summary cards equal to hand-computed figures; the browser's
// clock moved a day and eight days on, so the same records fall into Yesterday and out of Last 7
// Days; the chart and its table; a row opens tracking's activity dialog; Export Filtered Data and
// Settings' Export Data download files with the spec's names and the records as CSV; the
// Auto-Complete AI Losses switch is saved; another person sees none of it. axe and screenshots at
// both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

const DAY = 24 * 3600 * 1000;
const HEADER = 'Date,Type,Subtype,Amount Spent,Win Amount,Net Result,Status,Venue/Details';

/** Registers and signs in a new person on `page` (tour done, zone Sydney), through the API. */
async function signUp(page) {
  const email = `reports.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/profile`, { data: { timeZone: 'Australia/Sydney' }, headers })).status(), 200);
  /** @param {'post' | 'patch' | 'get'} method @param {string} path @param {unknown} [data] */
  const call = async (method, path, data) => {
    const response = await page.request[method](`${app.origin}${path}`, { data, headers });
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return {
    /** @param {string} path @param {unknown} data */
    post: (path, data) => call('post', path, data),
    /** @param {string} path @param {unknown} data */
    patch: (path, data) => call('patch', path, data),
    /** @param {string} path */
    get: (path) => call('get', path),
  };
}

/**
 * One of each category: racing $25 won $80.50 (net +55.50), sports $10 lost (-10), a pending
 * Powerball ticket $7.35 (-7.35), pokies $50 + $25 cashed out $40 (-35), blackjack $100 out $160 (+60),
 * and a bet whose details would be a spreadsheet formula.
 */
async function logADay(api) {
  const racing = await api.post('/api/activities', {
    type: 'wagering',
    subtype: 'Racing',
    racingSubtype: 'Horses',
    racetrack: 'Randwick',
    raceNumber: 5,
    betType: 'Win',
    horseNumber: 3,
    amount: '25.00',
  });
  await api.patch(`/api/activities/${racing.id}`, { isCompleted: true, isWin: true, winAmount: '80.50' });
  const sports = await api.post('/api/activities', { type: 'wagering', subtype: 'Sports Betting', description: 'Swans, "Giants" h2h', details: '=HYPERLINK("x")', amount: 10 });
  await api.patch(`/api/activities/${sports.id}`, { isCompleted: true, isWin: false });
  await api.post('/api/activities', { type: 'lottery', subtype: 'Powerball', amount: '7.35' });
  const pokies = await api.post('/api/sessions', { type: 'slot', venue: 'Star City', isActive: true });
  await api.post(`/api/sessions/${pokies.id}/deposits`, { amount: 50 });
  await api.post(`/api/sessions/${pokies.id}/deposits`, { amount: 25 });
  await api.post(`/api/sessions/${pokies.id}/end`, { finalAmount: '40.00' });
  const table = await api.post('/api/sessions', { type: 'table', isActive: true });
  await api.post(`/api/sessions/${table.id}/deposits`, { amount: 100 });
  await api.post(`/api/sessions/${table.id}/end`, { finalAmount: '160.00' });
  return { racing };
}

/** The four summary cards as { 'Total Spend': ..., ... }. */
async function cards(page) {
  const list = page.getByRole('region', { name: 'Summary' });
  await list.getByRole('term').first().waitFor();
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

/** Activity Details' rows, once the list (or its empty text) is there. */
async function rows(page) {
  const region = page.getByRole('region', { name: 'Activity Details' });
  await region.locator('ul, p').first().waitFor();
  return region.getByRole('listitem');
}

async function choose(page, label, value) {
  await page.getByLabel(label).selectOption(value);
}

const EMPTY = 'No activities found for the selected time period and category.';

describe('reports and exports (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: every period and category, the chart, a row's dialog and Export Filtered Data`, { timeout: 240000 }, async () => {
      const page = await app.newPage(viewport);
      const api = await signUp(page);

      await page.goto(`${app.origin}/reports`);
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await page.getByText(EMPTY).waitFor();
      assert.deepEqual(await cards(page), { 'Total Spend': '$0.00', 'Total Return': '$0.00', 'Net Return': '$0.00', 'Return Rate': '0.0%' });
      assert.equal(await page.getByRole('link', { name: 'Reports' }).getAttribute('aria-current'), 'page');
      await screenshot(page, `reports-empty-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      await logADay(api);
      await page.reload();
      await (await rows(page)).first().waitFor();

      // Spend 25 + 10 + 7.35 + 75 + 100 = 217.35; return 80.50 + 40 + 160 = 280.50; net +63.15; rate 29.05...% -> +29.1%.
      const all = { 'Total Spend': '$217.35', 'Total Return': '$280.50', 'Net Return': '+$63.15', 'Return Rate': '+29.1%' };
      for (const period of ['Today', 'This Week', 'This Month', 'This Year', 'Last 7 Days', 'Last 30 Days']) {
        await choose(page, 'Time Period', period);
        assert.equal(await (await rows(page)).count(), 5, period);
        assert.deepEqual(await cards(page), all, period);
      }
      await choose(page, 'Time Period', 'Yesterday');
      await page.getByText(EMPTY).waitFor();

      await choose(page, 'Time Period', 'This Month');
      const byCategory = {
        Racing: { 'Total Spend': '$25.00', 'Total Return': '$80.50', 'Net Return': '+$55.50', 'Return Rate': '+222.0%' },
        'Sports Betting': { 'Total Spend': '$10.00', 'Total Return': '$0.00', 'Net Return': '-$10.00', 'Return Rate': '-100.0%' },
        Lottery: { 'Total Spend': '$7.35', 'Total Return': '$0.00', 'Net Return': '-$7.35', 'Return Rate': '-100.0%' },
        Pokies: { 'Total Spend': '$75.00', 'Total Return': '$40.00', 'Net Return': '-$35.00', 'Return Rate': '-46.7%' },
        'Table Games': { 'Total Spend': '$100.00', 'Total Return': '$160.00', 'Net Return': '+$60.00', 'Return Rate': '+60.0%' },
      };
      for (const [category, figures] of Object.entries(byCategory)) {
        await choose(page, 'Category', category);
        assert.equal(await (await rows(page)).count(), 1, category);
        assert.deepEqual(await cards(page), figures, category);
      }
      await choose(page, 'Category', 'Pokies');
      assert.match((await (await rows(page)).first().textContent()) ?? '', /Pokies session · Star City.*Pokies · \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM).*-\$35\.00/);

      // Export Filtered Data: the file has the spec's name and the one pokies record.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Filtered Data' }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^gambling-report-this-month-pokies-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      assert.equal(csv[0], HEADER);
      assert.match(csv[1], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Pokies Session,Pokies,75\.00,40\.00,-35\.00,Completed,Star City$/);
      assert.equal(csv.length, 3);
      await page.getByText('Exported 1 records for This Month - Pokies').waitFor();

      // All categories: the chart (a picture with its table) and a wager's detail dialog from tracking.
      await choose(page, 'Category', 'All Categories');
      const chart = page.getByRole('region', { name: 'Spend and net by day' });
      await chart.getByRole('img').waitFor();
      await chart.getByText('Show the figures as a table').click();
      const table = chart.getByRole('table', { name: 'Spend and net per day' });
      await table.waitFor();
      assert.ok((await table.getByRole('row').count()) >= 2);
      assert.ok((await table.textContent())?.includes('$217.35'));
      await screenshot(page, `reports-month-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      await page.getByRole('button', { name: /Randwick R5 · Win/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.match((await dialog.textContent()) ?? '', /Randwick/);
      await screenshot(page, `reports-activity-dialog-${size}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await choose(page, 'Time Period', 'This Year');
      await page.getByRole('region', { name: 'Spend and net by week' }).getByRole('img').waitFor();
      await screenshot(page, `reports-year-${size}`);

      // The same records seen from tomorrow, and from eight days on.
      await page.clock.setFixedTime(new Date(Date.now() + DAY));
      await page.reload();
      await choose(page, 'Time Period', 'Yesterday');
      assert.equal(await (await rows(page)).count(), 5);
      await choose(page, 'Time Period', 'Today');
      await page.getByText(EMPTY).waitFor();
      await page.clock.setFixedTime(new Date(Date.now() + 8 * DAY));
      await page.reload();
      await choose(page, 'Time Period', 'Last 7 Days');
      await page.getByText(EMPTY).waitFor();
      await choose(page, 'Time Period', 'Last 30 Days');
      assert.equal(await (await rows(page)).count(), 5);

      // The statements' link leads below /reports, where the Reports tab stays current.
      await page.getByRole('link', { name: 'View monthly statements' }).click();
      await page.waitForURL(`${app.origin}/reports/statements`);
      assert.equal(await page.getByRole('link', { name: 'Reports' }).getAttribute('aria-current'), 'page');
      assert.deepEqual(app.pageErrors, []);
      assert.deepEqual(app.offMachineRequests, []);
    });
  }

  test('Settings: Export Data downloads everything, its failure says so, and the Auto-Complete AI Losses switch is saved', { timeout: 180000 }, async () => {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await app.newPage(viewport);
      const api = await signUp(page);
      await logADay(api);
      await page.goto(`${app.origin}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByText('Tally version 1.0.0').waitFor();
      await page.getByRole('switch', { name: 'Auto-Complete AI Losses' }).waitFor();
      await screenshot(page, `settings-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Data' }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^gambling-data-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      assert.equal(lines[0], HEADER);
      assert.equal(lines.length, 7, 'a header, five records and the last line break');
      const body = lines.slice(1).join('\n');
      assert.match(body, /,Wagering,Racing,25\.00,80\.50,55\.50,Win,/);
      assert.match(body, /,Wagering,Sports Betting,10\.00,0\.00,-10\.00,Loss,"'=HYPERLINK\(""x""\)"$/m);
      assert.match(body, /,Lottery,Powerball,7\.35,,-7\.35,Pending,$/m);
      assert.match(body, /,Table Session,Table Games,100\.00,160\.00,60\.00,Completed,$/m);
      await page.getByText('Data Export Complete').waitFor();

      const sessionsList = (/** @type {URL} */ url) => url.pathname === '/api/sessions';
      await page.route(sessionsList, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.getByRole('button', { name: 'Export Data' }).click();
      await page.getByText('Failed to export data. Please try again.').waitFor();
      await page.unroute(sessionsList);

      const toggle = page.getByRole('switch', { name: 'Auto-Complete AI Losses' });
      const before = (await api.get('/api/settings')).autoCompleteAILosses;
      await toggle.focus();
      await page.keyboard.press('Space');
      await page.getByText('Settings updated').waitFor();
      assert.equal((await api.get('/api/settings')).autoCompleteAILosses, !before);
      assert.equal(await toggle.isChecked(), !before);
      await page.close();
    }
  });

  test("another person's reports and export hold none of the first person's records", { timeout: 90000 }, async () => {
    const first = await app.newPage(viewports.phone);
    await logADay(await signUp(first));
    const page = await app.newPage(viewports.phone);
    await signUp(page);
    await page.goto(`${app.origin}/reports`);
    await page.getByText(EMPTY).waitFor();
    assert.deepEqual(await cards(page), { 'Total Spend': '$0.00', 'Total Return': '$0.00', 'Net Return': '$0.00', 'Return Rate': '0.0%' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Filtered Data' }).click();
    const lines = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    assert.deepEqual(lines, [HEADER, '']);
  });
});
