// AI Insights in Chromium (embedded mode): a person's history seeded through the API, then the page
// as they use it: the empty page, Generate Insights (with 'Analyzing Your Data...' while pending and
// the 'AI Insights Generated' toast), the analysis as paragraphs with its figures, Refresh, a past
// insight chosen from Previous Insights, View All, the failure toast and the history read failure,
// the private income. A second person sees none of it. axe and screenshots at both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

/** Registers and signs in a new person on `page` (tour done), through the API; returns small API helpers. */
async function signUp(page) {
  const email = `insights.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  /** @param {'post' | 'patch' | 'get'} method @param {string} path @param {unknown} [data] */
  const call = async (method, path, data) => {
    const response = await page.request[method](`${app.origin}${path}`, { data, headers });
    assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return { call };
}

/** Spent $100.00 and got back $45.00: two settled wagers, a pending ticket, a pokies session with three deposits. */
async function seedHistory(call) {
  const lost = await call('post', '/api/activities', {
    type: 'wagering',
    subtype: 'Racing',
    racetrack: 'Randwick',
    raceNumber: 4,
    betType: 'Win',
    horseNumber: 7,
    amount: '25.00',
    isCompleted: false,
  });
  await call('patch', `/api/activities/${lost.id}`, { isCompleted: true, isWin: false, winAmount: null });
  const won = await call('post', '/api/activities', { type: 'wagering', subtype: 'Sports Betting', amount: 10, isCompleted: false });
  await call('patch', `/api/activities/${won.id}`, { isCompleted: true, isWin: true, winAmount: 30 });
  await call('post', '/api/activities', { type: 'lottery', subtype: 'Saturday Lotto', amount: 5, description: 'Draw 4600', isCompleted: false });
  const session = await call('post', '/api/sessions', { type: 'slot', venue: 'The Star', isActive: true });
  for (const amount of [20, 20, 20]) await call('post', `/api/sessions/${session.id}/deposits`, { amount });
  await call('post', `/api/sessions/${session.id}/end`, { finalAmount: 15 });
}

describe('AI Insights (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: generate, refresh, pick a past insight, View All, failures and the income`, { timeout: 180000 }, async () => {
      const page = await app.newPage(viewport);
      const { call } = await signUp(page);
      await seedHistory(call);
      const toast = (title, text) => page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text });
      const generateButton = page.getByRole('button', { name: /Generate Insights|Analyzing Your Data/ });
      const previous = page.getByRole('region', { name: 'Previous Insights' });

      await page.goto(`${app.origin}/ai-insights`);
      await page.getByRole('heading', { name: 'AI Insights', level: 1 }).waitFor();
      await previous.getByText('No saved insights for this period yet.').waitFor();
      assert.equal(await page.getByLabel('Analysis Period').inputValue(), 'all');
      assert.deepEqual(await page.getByLabel('Analysis Period').locator('option').allTextContents(), ['This Week', 'This Month', 'This Year', 'All Time']);
      await page.getByRole('region', { name: 'What the analysis looks at' }).waitFor();
      await page.getByRole('complementary', { name: 'About these insights' }).getByRole('link', { name: '1800 858 858' }).waitFor();
      await screenshot(page, `insights-empty-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // Generate: the button says it is working while the answer is held back a moment.
      let release = () => {};
      const held = new Promise((resolve) => (release = resolve));
      await page.route(
        '**/api/insights/generate',
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      await generateButton.click();
      await page.getByRole('button', { name: 'Analyzing Your Data...' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Analyzing Your Data...' }).isDisabled(), true);
      release();
      await toast('AI Insights Generated', 'Your analysis is ready below.').waitFor();
      const insight = page.getByRole('region', { name: 'Your Insights' });
      await insight.getByText('Across all your records you spent $100.00 and got back $45.00: a net loss of $55.00').waitFor();
      assert.deepEqual(await insight.getByRole('definition').allTextContents(), ['$100.00', '$45.00', '-$55.00']);
      assert.ok((await insight.locator('p').count()) >= 3, 'the text is shown as paragraphs');
      await insight.getByText('Topping up: in 1 session you added money 3 or more times').waitFor();
      await insight.getByText(/Gambling Help Online is free and confidential/).waitFor();
      await previous
        .getByRole('button', { name: /^View full analysis of / })
        .first()
        .waitFor();
      await screenshot(page, `insights-generated-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // Refresh writes a new analysis; with four saved, three show and View All shows the rest.
      const firstDate = await insight.locator('p').first().textContent();
      await insight.getByRole('button', { name: 'Refresh insights' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Saved insights, newest first"] > li').length === 2);
      await generateButton.click();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Saved insights, newest first"] > li').length === 3);
      await generateButton.click();
      await previous.getByRole('button', { name: 'View All 4 Insights' }).waitFor();
      assert.equal(await previous.getByRole('listitem').count(), 3);
      const preview = await previous.getByRole('listitem').first().locator('p').nth(2).textContent();
      assert.ok(preview && preview.length <= 201 && preview.endsWith('…'), `a 200-character preview: ${preview}`);
      await previous.getByRole('button', { name: 'View All 4 Insights' }).click();
      assert.equal(await previous.getByRole('listitem').count(), 4);
      assert.equal(await previous.getByRole('button', { name: /View All/ }).count(), 0);

      // Choosing the oldest shows it in place of the newest, and moves focus to it.
      await previous
        .getByRole('button', { name: /^View full analysis of / })
        .last()
        .click();
      await page.waitForFunction(() => document.activeElement?.id === 'insight-heading');
      assert.equal(
        await previous
          .getByRole('button', { name: /^View full analysis of / })
          .last()
          .getAttribute('aria-current'),
        'true',
      );
      assert.ok(firstDate, 'the first insight had a date line');
      await screenshot(page, `insights-view-all-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // A failed generation says so and keeps what is on screen.
      await page.route('**/api/insights/generate', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await generateButton.click();
      await toast('Error', 'Failed to generate insights. Please try again.').waitFor();
      await page.unroute('**/api/insights/generate');
      await insight.waitFor();

      // The history read failing for another period is said in the card, with Retry.
      await page.route('**/api/insights/history/week', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await page.getByLabel('Analysis Period').selectOption({ label: 'This Week' });
      await previous.getByText('Failed to fetch insights history').waitFor();
      await page.unroute('**/api/insights/history/week');
      await previous.getByRole('button', { name: 'Retry' }).click();
      await previous.getByText('No saved insights for this period yet.').waitFor();
      assert.equal(await page.getByRole('region', { name: 'Your Insights' }).count(), 0);

      // The income is private and optional: a bad amount is refused in place, a good one saved.
      const income = page.getByLabel('Yearly income before tax');
      await income.fill('lots');
      await page.getByRole('button', { name: 'Save income' }).click();
      await page.getByText('Income must be a valid amount above 0').waitFor();
      await income.fill('60000');
      await page.getByRole('button', { name: 'Save income' }).click();
      await toast('Income saved', '').waitFor();
      await page.getByText('Saved: $60,000 a year').waitFor();
      assert.deepEqual(await call('get', '/api/insights/income'), { annualIncome: '60000.00' });
      await screenshot(page, `insights-income-${size}`);

      // Someone else sees none of it.
      const otherPage = await app.newPage(viewport);
      const other = await signUp(otherPage);
      assert.deepEqual(await other.call('get', '/api/insights/history/all'), []);
      assert.deepEqual(await other.call('get', '/api/insights/income'), { annualIncome: null });
      await otherPage.context().close();
      await page.context().close();
    });
  }

  test('no page errors and no request off the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
