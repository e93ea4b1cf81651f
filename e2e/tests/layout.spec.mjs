// Every route fits the screen (Chromium, embedded mode): signed out and signed in with a day of data,
// at 390x844 and 1280x900, no page is wider than the window and no control sits outside it (the
// bottom navigation and its five tabs on a phone, the side navigation from 1024 px up); the main
// dialogs (Log Wagering, Activity Details from Reports, Need help now) and a toast fit too, and the
// toast leaves the red "Need help now" button uncovered. Beside fitting: a wide screen has the side
// navigation and two columns; nothing jumps under the thumb (the chosen Sports Betting tile stays one
// line, the tour's Next stays put); phone numbers are tel: links (landing, toasts, insights);
// pending titles wrap; the PGSI self-check's refusal shows beside the question left. axe and
// screenshots of each.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { animationsSettled, screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

/** Registers and signs in a new person on `page` (tour done unless `tour`, zone Sydney), through the API. */
async function signUp(page, { tour = false } = {}) {
  const email = `layout.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  if (!tour) assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/profile`, { data: { timeZone: 'Australia/Sydney' }, headers })).status(), 200);
  /** @param {string} path @param {unknown} data @param {'post' | 'patch'} [method] */
  return async (path, data, method = 'post') => {
    const response = await page.request[method](`${app.origin}${path}`, { data, headers });
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
}

/** A day of each kind, with long titles, a pending ticket, and an insight, so every page has content. */
async function logADay(post) {
  await post('/api/activities', {
    type: 'wagering',
    subtype: 'Racing',
    racingSubtype: 'Horses',
    racetrack: 'Flemington',
    raceNumber: 7,
    betType: 'Exacta',
    isBoxed: true,
    horseSelections: '3, 8, 11',
    amount: '9.60',
  });
  await post('/api/activities', {
    type: 'wagering',
    subtype: 'Sports Betting',
    description: 'South Sydney Rabbitohs v Canterbury-Bankstown Bulldogs, first tryscorer',
    amount: '12.50',
  });
  await post('/api/activities', { type: 'lottery', subtype: 'Powerball', amount: '7.35' });
  const pokies = await post('/api/sessions', { type: 'slot', venue: 'Star City', isActive: true });
  await post(`/api/sessions/${pokies.id}/deposits`, { amount: 50 });
  await post(`/api/sessions/${pokies.id}/end`, { finalAmount: '40.00' });
  await post('/api/insights/generate', { period: 'all' });
}

/**
 * What does not fit the window: the page wider than it, or a visible control (link, button, field)
 * reaching past its left or right edge, or a fixed bar's control below its bottom.
 * @param {import('playwright-core').Page} page
 * @param {string} [within] a CSS selector: only check controls inside it (a dialog)
 */
async function misfits(page, within) {
  return page.evaluate((scope) => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    /** @type {string[]} */
    const found = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`);
    const root = scope ? document.querySelector(scope) : document.body;
    if (!root) return [`nothing matches ${scope}`];
    const controls = root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // A control inside something that hides it (a visually hidden input in its labelled box) is judged by that box.
      const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.left < -0.5 || box.right > width + 0.5) found.push(`${name} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
      // Fixed (a bar, a dialog) and not inside something that scrolls: what falls below the window cannot be reached.
      const stuck = (() => {
        for (let node = control.parentElement; node; node = node.parentElement) {
          const { overflowY, position } = getComputedStyle(node);
          if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return false;
          if (position === 'fixed') return true;
        }
        return false;
      })();
      if (stuck && (box.bottom > height + 0.5 || box.top < -0.5)) found.push(`${name} (fixed) spans ${Math.round(box.top)}..${Math.round(box.bottom)} of ${height}`);
    }
    return found;
  }, within);
}

/**
 * Settles, photographs, and notes what does not fit and what axe finds, as lines under the
 * screen's name in `problems` (each test asserts the whole list at its end, so one run shows all).
 */
async function check(page, name, problems) {
  await screenshot(page, `layout-${name}`);
  for (const misfit of await misfits(page)) problems.push(`${name}: ${misfit}`);
  for (const violation of await seriousAxeViolations(page)) problems.push(`${name}: axe ${violation}`);
}

describe('every route fits the screen (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: the signed-out routes and Need help now`, { timeout: 120000 }, async () => {
      const page = await app.newPage(viewport);
      /** @type {string[]} */
      const problems = [];
      for (const [path, landing, name] of [
        ['/', true, 'landing'],
        ['/auth', false, 'auth'],
        ['/no-such-page', true, 'signed-out-404'],
      ]) {
        await page.goto(`${app.origin}${path}`);
        // The landing page, not the startup splash a new browser session shows first.
        if (landing) await page.getByRole('button', { name: 'Need help now' }).waitFor({ timeout: 30000 });
        else await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
        await check(page, `${name}-${size}`, problems);
      }
      await page.goto(`${app.origin}/splash`);
      await page.getByText('Loading Tally...').waitFor();
      await screenshot(page, `layout-splash-${size}`);
      for (const misfit of await misfits(page)) problems.push(`splash-${size}: ${misfit}`);

      await page.goto(app.origin);
      // The footer's helpline is one tap to call, on one line.
      const footerLine = page.getByRole('link', { name: '1800 858 858', exact: true });
      assert.equal(await footerLine.getAttribute('href'), 'tel:1800858858');
      const footerBox = await footerLine.boundingBox();
      assert.ok(footerBox && footerBox.height < 30, `the number stays on one line: ${JSON.stringify(footerBox)}`);

      await page.getByRole('button', { name: 'Need help now' }).click();
      await page.getByRole('dialog', { name: 'Need help now?' }).waitFor();
      await check(page, `need-help-now-landing-${size}`, problems);
      assert.deepEqual(problems, []);
    });

    test(`on a ${size}: every signed-in route with data, the dialogs and a toast`, { timeout: 300000 }, async () => {
      const page = await app.newPage(viewport);
      /** @type {string[]} */
      const problems = [];
      const post = await signUp(page);
      await logADay(post);

      for (const [path, heading, name] of [
        ['/', 'Today', 'home'],
        ['/home', 'Today', 'home-alias'],
        ['/reports', 'Reports', 'reports'],
        ['/reports/statements', 'Monthly Statements', 'statements'],
        ['/ai-insights', 'AI Insights', 'insights'],
        ['/education', 'Help & Support', 'help'],
        ['/settings', 'Settings', 'settings'],
        ['/notifications', 'Notifications', 'notifications'],
        ['/notification-settings', 'Notification Settings', 'notification-settings'],
        ['/profile', 'Profile', 'profile'],
        ['/no-such-page', null, 'signed-in-404'],
      ]) {
        await page.goto(`${app.origin}${path}`);
        if (heading) await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        else await page.getByRole('heading', { level: 1 }).waitFor();
        if (path === '/reports') await page.getByRole('region', { name: 'Activity Details' }).getByRole('listitem').first().waitFor();
        await check(page, `${name}-${size}`, problems);
        // The main navigation is on screen, every tab of it.
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const tab of ['Home', 'Reports', 'Insights', 'Help', 'Settings'])
          if (!(await nav.getByRole('link', { name: tab }).isVisible())) problems.push(`${name}-${size}: the ${tab} tab is not visible`);
        const navBox = await nav.boundingBox();
        if (size === 'phone' && !(navBox && navBox.y + navBox.height === viewport.height && navBox.width === viewport.width))
          problems.push(`${name}-${size}: the bottom bar is at ${JSON.stringify(navBox)}`);
        if (size === 'desktop' && !(navBox && navBox.x === 0 && navBox.width < 300 && navBox.height > 400))
          problems.push(`${name}-${size}: no side navigation: ${JSON.stringify(navBox)}`);
        if (size === 'desktop' && ['home', 'reports', 'insights', 'settings'].includes(name)) {
          // Two columns: cards side by side, the second column's left edge well right of the first's.
          const lefts = await page.locator('main section, main [role="region"]').evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().left)))]);
          if (!(lefts.length >= 2 && Math.max(...lefts) - Math.min(...lefts) > 300)) problems.push(`${name}-${size}: one column (card left edges ${lefts})`);
        }
      }

      // This month's statement for an account made this month: nothing from a year before it existed,
      // the guideline chips in words (not '4 of 2 types').
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
      await page.goto(`${app.origin}/reports/statements/${month}`);
      await page.getByRole('heading', { name: /statement$/, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Lower-Risk Gambling Guidelines' }).waitFor();
      await check(page, `statement-${size}`, problems);
      assert.equal(await page.getByRole('heading', { name: 'Same month last year' }).count(), 0, 'no last year before the account');
      const chips = await page.getByRole('region', { name: 'Lower-Risk Gambling Guidelines' }).locator('span').allTextContents();
      assert.ok(
        chips.some((chip) => /^\d+ types? · guideline \d+ at most$/.test(chip)),
        `chips: ${chips}`,
      );
      assert.ok(!chips.some((chip) => / of \d+ (types|days)/.test(chip)), `chips: ${chips}`);

      // The insight in sections, its figures emphasised, its helpline a tel: link.
      await page.goto(`${app.origin}/ai-insights`);
      const insight = page.getByRole('region', { name: 'Your Insights' });
      for (const heading of ['Overview', 'Next steps']) await insight.getByRole('heading', { name: heading, level: 3 }).waitFor();
      assert.equal(await insight.getByRole('link', { name: '1800 858 858' }).getAttribute('href'), 'tel:1800858858');
      assert.ok((await insight.locator('strong').count()) >= 2, 'figures in bold');

      // Home on a phone: a pending title wraps to a second line rather than being cut at once.
      await page.goto(app.origin);
      const pendingTitle = page
        .getByRole('region', { name: 'Pending Tickets' })
        .getByRole('listitem')
        .filter({ hasText: 'Rabbitohs' })
        .locator('button > div:nth-child(2) > span:first-child > span:first-child');
      const lineBoxes = await pendingTitle.evaluate((el) => ({ height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) || 24 }));
      if (size === 'phone' && !(lineBoxes.height > lineBoxes.line * 1.5)) problems.push(`pending title on one line: ${JSON.stringify(lineBoxes)}`);

      // Activity Details from a Reports row: the whole dialog, its close button and Update Ticket on screen.
      await page.goto(`${app.origin}/reports`);
      const rows = page.getByRole('region', { name: 'Activity Details' }).getByRole('listitem');
      await rows.filter({ hasText: 'Flemington' }).first().getByRole('button').click();
      const details = page.getByRole('dialog', { name: 'Activity Details' });
      await details.getByRole('button', { name: 'Update Ticket' }).waitFor();
      await check(page, `reports-activity-details-${size}`, problems);
      await details.getByRole('button', { name: 'Close' }).first().click();
      await details.waitFor({ state: 'hidden' });

      // Need help now from the signed-in header.
      await page.getByRole('button', { name: 'Need help now' }).click();
      await page.getByRole('dialog', { name: 'Need help now?' }).waitFor();
      await check(page, `need-help-now-home-${size}`, problems);
      await page.keyboard.press('Escape');

      // Log Wagering from home, then the toast it leaves: on screen, clear of Need help now.
      await page.goto(app.origin);
      await page
        .getByRole('region', { name: 'Track New Activity' })
        .getByRole('button', { name: /Wagering/ })
        .click();
      const wagering = page.getByRole('dialog', { name: 'Log Wagering' });
      await wagering.waitFor();
      await check(page, `log-wagering-${size}`, problems);
      await wagering.getByRole('radio', { name: 'Sports Betting' }).check();
      await check(page, `log-wagering-sports-${size}`, problems);
      // The chosen tile is as tall as the other: its label did not wrap.
      const tiles = await wagering.locator('label:has(input[type="radio"])').evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().height)));
      if (new Set(tiles).size !== 1) problems.push(`log-wagering-sports-${size}: tiles of heights ${tiles}`);
      // A daily limit already passed: the wager's toast says so, with the helpline to tap.
      await post('/api/settings', { dailySpendLimit: 10 }, 'patch');
      await wagering.getByLabel('Event and selection', { exact: true }).fill('Swans to win');
      await wagering.getByLabel('Bet amount', { exact: true }).fill('5');
      await wagering.getByRole('button', { name: 'Log Wager' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Daily limit reached' });
      await toast.waitFor();
      await check(page, `toast-${size}`, problems);
      assert.equal(await toast.getByRole('link', { name: '1800 858 858' }).getAttribute('href'), 'tel:1800858858');
      const helpButton = await page.getByRole('button', { name: 'Need help now' }).boundingBox();
      const toastBox = await toast.boundingBox();
      assert.ok(helpButton && toastBox);
      const overlaps =
        toastBox.x < helpButton.x + helpButton.width &&
        helpButton.x < toastBox.x + toastBox.width &&
        toastBox.y < helpButton.y + helpButton.height &&
        helpButton.y < toastBox.y + toastBox.height;
      if (overlaps) problems.push(`toast-${size}: the toast ${JSON.stringify(toastBox)} covers Need help now ${JSON.stringify(helpButton)}`);
      assert.deepEqual(problems, []);
    });

    test(`on a ${size}: the tour's Next stays put, and the self-check's refusal shows beside the question`, { timeout: 120000 }, async () => {
      const page = await app.newPage(viewport);
      await signUp(page, { tour: true });
      await page.goto(app.origin);
      const tour = page.getByRole('dialog').filter({ hasText: /Step \d of 8/ });
      await tour.getByText('Step 1 of 8').waitFor({ timeout: 30000 });
      /** @type {string[]} */
      const places = [];
      for (let step = 1; step <= 8; step += 1) {
        await tour.getByText(`Step ${step} of 8`).waitFor();
        const next = tour.getByRole('button', { name: step === 8 ? 'Get Started' : 'Next' });
        const box = await next.boundingBox();
        // Its right edge and its top: Get Started is wider than Next, and ends where Next ends.
        places.push(`${Math.round((box?.x ?? 0) + (box?.width ?? 0))},${Math.round(box?.y ?? -1)}`);
        if (step === 3) await screenshot(page, `layout-tour-step-3-${size}`);
        if (step < 8) await next.click();
      }
      assert.deepEqual(new Set(places).size, 1, `Next at ${places.join(' ')}`);
      await tour.getByRole('button', { name: 'Get Started' }).click();
      await tour.waitFor({ state: 'detached' });

      await page.goto(`${app.origin}/education/self-check`);
      const form = page.getByRole('form', { name: 'PGSI self-check' });
      await form.waitFor();
      assert.equal((await form.textContent())?.match(/12 months/g)?.length, 1, 'the intro names the 12 months once');
      await page.getByRole('radiogroup').first().getByRole('radio').first().check();
      await page.getByRole('button', { name: 'See my result' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Answer all 9 questions to see your result.' });
      await refusal.waitFor();
      await animationsSettled(page);
      const box = await refusal.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `the refusal is in view: ${JSON.stringify(box)}`);
      assert.equal(
        await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.querySelector('p')?.textContent?.trim().slice(0, 2)),
        '2.',
        'focus on question 2',
      );
      /** @type {string[]} */
      const problems = [];
      await check(page, `self-check-refusal-${size}`, problems);
      assert.deepEqual(problems, []);
    });
  }
});
