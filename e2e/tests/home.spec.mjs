// Home in Chromium (embedded mode): a new person's empty home, then a day of logged gambling and
// Today's Summary, Pending Tickets and Recent Activity showing exactly that; the tips come from the
// support remote at run time, and home still works when that remote is down. axe and screenshots
// at both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

/** Registers and signs in a new person on `page` (tour already done), through the API. */
async function signUp(page) {
  const email = `home.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  return {
    /** @param {string} path @param {unknown} data */
    post: async (path, data) => {
      const response = await page.request.post(`${app.origin}${path}`, { data, headers });
      assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
      return response.json();
    },
    /** @param {string} path @param {unknown} data */
    patch: async (path, data) => {
      const response = await page.request.patch(`${app.origin}${path}`, { data, headers });
      assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
      return response.json();
    },
  };
}

/** The figures of Today's Summary as { Spend, Return, Net, Pending }. */
async function summaryFigures(page) {
  const summary = page.getByRole('region', { name: "Today's Summary" });
  await summary.getByRole('term').first().waitFor();
  const terms = await summary.getByRole('term').allTextContents();
  const values = await summary.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('home (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: a new person's home is empty, then shows exactly what was logged today`, { timeout: 120000 }, async () => {
      const page = await app.newPage(viewport);
      const api = await signUp(page);
      await page.goto(app.origin);
      await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
      await page.getByText('No activities yet. Start tracking your gambling expenses!').waitFor();
      assert.deepEqual(await summaryFigures(page), { Spend: '$0', Return: '$0', Net: '$0', Pending: '0' });
      const cards = page.getByRole('region', { name: 'Track New Activity' }).getByRole('button');
      assert.deepEqual(await cards.allTextContents(), ['WageringSports, Racing', 'LotteriesDraws, Instant Win', 'PokiesStart Session', 'TablesPoker, Blackjack']);
      await page.getByRole('region', { name: 'Tip of the Day' }).waitFor();
      assert.equal(await page.getByRole('region', { name: 'Responsible Gambling Tips' }).getByRole('listitem').count(), 6);
      assert.equal(await page.getByRole('region', { name: 'Pending Tickets' }).count(), 0);
      await screenshot(page, `home-empty-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // A day's gambling: two pending wagers, a settled win and loss, a scratchie win, a pokies session.
      await api.post('/api/activities', {
        type: 'wagering',
        subtype: 'Racing',
        racingSubtype: 'Horses',
        racetrack: 'Randwick',
        raceNumber: 4,
        betType: 'Win',
        horseNumber: 7,
        amount: '10.50',
      });
      await api.post('/api/activities', { type: 'wagering', subtype: 'Sports Betting', description: 'Swans to win', amount: 20 });
      const won = await api.post('/api/activities', { type: 'wagering', subtype: 'Sports Betting', description: 'Storm -4.5', amount: 15 });
      await api.patch(`/api/activities/${won.id}`, { isCompleted: true, isWin: true, winAmount: '40.00' });
      const lost = await api.post('/api/activities', { type: 'lottery', subtype: 'Powerball', amount: '12.00' });
      await api.patch(`/api/activities/${lost.id}`, { isCompleted: true, isWin: false });
      await api.post('/api/activities', { type: 'lottery', subtype: 'Scratchie $5', isCompleted: true, isWin: true, wonAmount: '10.00' });
      const session = await api.post('/api/sessions', { type: 'slot', venue: 'Star City', isActive: true });
      await api.post(`/api/sessions/${session.id}/deposits`, { amount: 20 });
      await api.post(`/api/sessions/${session.id}/deposits`, { amount: '5.25' });
      await api.post(`/api/sessions/${session.id}/end`, { finalAmount: '30.00' });

      // Spend 10.50 + 20 + 15 + 12 + 5 + 25.25 = 87.75; return 40 + 10 + 30 = 80; net -7.75: cents when there are cents.
      await page.reload();
      await page.getByRole('region', { name: 'Pending Tickets' }).waitFor();
      assert.deepEqual(await summaryFigures(page), { Spend: '$87.75', Return: '$80', Net: '-$7.75', Pending: '2' });
      const pending = page.getByRole('region', { name: 'Pending Tickets' }).getByRole('listitem');
      assert.equal(await pending.count(), 2);
      // A pending stake is money out, signed as Reports signs it.
      assert.match((await pending.filter({ hasText: 'Randwick' }).textContent()) ?? '', /-\$10\.50$/);
      const recent = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
      assert.equal(await recent.count(), 5);
      assert.match((await recent.first().textContent()) ?? '', /Pokies session · Star City.*\+\$4\.75/);
      assert.equal(await page.getByRole('link', { name: 'View All' }).getAttribute('href'), '/reports');
      await screenshot(page, `home-day-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
    });
  }

  test('home works while the support remote (the tips) is down', { timeout: 90000 }, async () => {
    const page = await app.newPage(viewports.phone);
    await signUp(page);
    await page.route('**/remotes/support/**', (route) => route.abort('connectionrefused'));
    await page.goto(app.origin);
    await page.getByText('No activities yet. Start tracking your gambling expenses!').waitFor();
    await page.getByRole('region', { name: 'Track New Activity' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Tip of the Day' }).count(), 0);
    assert.deepEqual(app.pageErrors, []);
  });
});
