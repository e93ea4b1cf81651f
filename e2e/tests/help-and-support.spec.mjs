// Help & Support in Chromium (embedded mode): the help page's sections, tel: links, tap targets and
// accordions by keyboard; the PGSI self-check taken twice and its history (another person sees none);
// "Need help now" from the landing page, home, reports and profile, also with the support remote down;
// the help page kept on screen with the remote offline after load. axe and screenshots at both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { isAllowedSourceUrl } from '../support/source-rule.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

/** Registers and signs in a new person on `page` (tour already done), through the API. */
async function signUp(page) {
  const email = `help.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
}

/** Opens "Need help now" and checks Gambling Help comes first, then 000, then the crisis lines, all as tel: links. */
async function checkNeedHelpNow(page, { signedIn }) {
  await page.getByRole('button', { name: 'Need help now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Need help now?' });
  await dialog.waitFor();
  const calls = dialog.getByRole('link', { name: /^Call / });
  const hrefs = await calls.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.equal(hrefs[0], 'tel:1800858858', 'Gambling Help first');
  assert.equal(hrefs[1], 'tel:000');
  assert.equal(hrefs[2], 'tel:131114', 'Lifeline right after 000');
  assert.equal(hrefs.filter((href) => href === 'tel:1800858858').length, 1);
  await dialog.getByRole('link', { name: 'Text 0477 13 11 14: Lifeline' }).waitFor();
  await dialog.getByRole('link', { name: /^Chat online: Gambling Help Online/ }).waitFor();
  assert.equal(await dialog.getByRole('link', { name: 'All help and support' }).count(), signedIn ? 1 : 0);
  return dialog;
}

/** Every link and button inside `scope` is at least 44 px tall and wide enough to tap. */
async function assertTapTargets(scope, selector = 'a[href^="tel:"], a[href^="sms:"], a.MuiButton-root, button') {
  const small = await scope.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ name: el.textContent?.trim(), ...el.getBoundingClientRect().toJSON() }))
      .filter((box) => box.height < 44 || box.width < 44)
      .map((box) => `${box.name} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  assert.deepEqual(small, []);
}

describe('help and support (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: "Need help now" on the landing page opens Gambling Help, 000 and the crisis lines`, { timeout: 60000 }, async () => {
      const page = await app.newPage(viewport);
      await page.goto(app.origin);
      await page.getByRole('heading', { name: 'Tally', level: 1 }).waitFor();
      const dialog = await checkNeedHelpNow(page, { signedIn: false });
      if (size === 'phone') await assertTapTargets(dialog);
      await screenshot(page, `need-help-now-landing-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.close();
    });

    test(`on a ${size}: the help page has every section, tel: links, 44 px tap targets, sources and keyboard accordions`, { timeout: 90000 }, async () => {
      const page = await app.newPage(viewport);
      await signUp(page);
      await page.goto(`${app.origin}/education`);
      await page.getByRole('heading', { name: 'Help & Support', level: 1 }).waitFor();
      for (const name of ['Helpline contacts', 'Harm-reduction tips', 'Facts', 'Warning signs', 'Gambling regulators', 'Additional resources']) {
        await page.getByRole('region', { name }).waitFor();
      }
      const helplines = page.getByRole('region', { name: 'Helpline contacts' });
      assert.equal(await helplines.getByRole('link', { name: 'Call 1800 858 858: National Gambling Helpline (Gambling Help)' }).getAttribute('href'), 'tel:1800858858');
      assert.equal(await helplines.getByRole('link', { name: 'Call 13 11 14: Lifeline' }).getAttribute('href'), 'tel:131114');
      assert.equal(await helplines.getByRole('link', { name: 'Text 0477 13 11 14: Lifeline' }).getAttribute('href'), 'sms:0477131114');
      assert.equal(await page.getByRole('region', { name: 'Warning signs' }).getByRole('list').first().getByRole('listitem').count(), 8);
      const resources = page.getByRole('region', { name: 'Additional resources' });
      await resources.getByText(/for 3 months up to lifetime/).waitFor();
      assert.equal(await resources.getByRole('link', { name: 'Call 1800 007 007: National Debt Helpline' }).getAttribute('href'), 'tel:1800007007');
      assert.equal(await resources.getByRole('link', { name: 'Call 1800 238 786: BetStop' }).getAttribute('href'), 'tel:1800238786');
      // Every fact cites its sources by number, and each section lists them once at its end.
      for (const name of ['Harm-reduction tips', 'Warning signs']) {
        const region = page.getByRole('region', { name });
        const items = region.getByRole('list').first().getByRole('listitem');
        const withoutSource = await items.evaluateAll((lis) => lis.filter((li) => !/Sources? \d/.test(li.textContent ?? '')).length);
        assert.equal(withoutSource, 0, `${name}: every item cites a source`);
        await region.getByText(/^Sources \(\d+\)$/).click();
        assert.ok((await region.getByTestId('section-sources').getByRole('link').count()) > 0, `${name}: its sources at the end`);
        assert.equal(await region.getByText(/^Sources?: /).count(), 0, `${name}: no 'Sources:' line under each item`);
      }
      if (size === 'phone') await assertTapTargets(page.getByRole('main'));
      await screenshot(page, `help-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      // Accordions by keyboard: Tab to House Edge, Enter opens it, Enter again closes it.
      const houseEdge = page.getByRole('button', { name: 'House Edge' });
      await houseEdge.focus();
      await page.keyboard.press('Enter');
      assert.equal(await houseEdge.getAttribute('aria-expanded'), 'true');
      await page.getByRole('region', { name: 'House Edge' }).getByText('Pokies / electronic gaming machines (pubs and clubs)').waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      const nsw = page.getByRole('button', { name: /^NSW: / });
      await nsw.focus();
      await page.keyboard.press('Space');
      assert.equal(await nsw.getAttribute('aria-expanded'), 'true');
      await page
        .getByRole('region', { name: /^NSW: / })
        .getByRole('link', { name: /^Website: / })
        .waitFor();
      for (const state of ['VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']) await page.getByRole('button', { name: new RegExp(`^${state}: `) }).waitFor();
      await screenshot(page, `help-accordions-open-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.keyboard.press('Space');
      assert.equal(await nsw.getAttribute('aria-expanded'), 'false');
      // Every link the page shows (accordions open) points at a site the source rule accepts.
      for (const name of ['House Edge', 'Australian Statistics', 'Psychology', /^More tips/, /^More helplines/]) {
        const button = page.getByRole('button', { name });
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      }
      for (const state of ['VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']) await page.getByRole('button', { name: new RegExp(`^${state}: `) }).click();
      const hrefs = await page.locator('a[href^="http"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.ok(hrefs.length > 80, `links on the page: ${hrefs.length}`);
      assert.deepEqual(
        hrefs.filter((href) => !isAllowedSourceUrl(href)),
        [],
      );
      await screenshot(page, `help-all-open-${size}`);
      await page.close();
    });
  }

  test(
    'the PGSI self-check taken twice shows each result with what to do next, and the history shows the change; another person sees none of it',
    { timeout: 120000 },
    async () => {
      for (const [size, viewport] of Object.entries(viewports)) {
        const page = await app.newPage(viewport);
        await signUp(page);
        await page.goto(`${app.origin}/education`);
        await page.getByRole('link', { name: 'Take the self-check' }).click();
        await page.getByRole('heading', { name: 'Gambling self-check', level: 1 }).waitFor();
        await page.getByText('No results yet.').waitFor();
        assert.equal(await page.getByRole('radiogroup').count(), 9);
        await screenshot(page, `self-check-form-${size}`);
        assert.deepEqual(await seriousAxeViolations(page), []);

        // Unanswered: says so, and nothing is saved.
        await page.getByRole('button', { name: 'See my result' }).click();
        await page.getByText('Answer all 9 questions to see your result.').waitFor();

        // First check: Sometimes on questions 1 to 4, Most of the time on 5 (score 6, moderate risk), by keyboard on question 9.
        const answer = async (n, label) =>
          page
            .getByRole('radiogroup')
            .nth(n - 1)
            .getByRole('radio', { name: label })
            .check();
        for (const n of [1, 2, 3, 4]) await answer(n, 'Sometimes');
        await answer(5, 'Most of the time');
        for (const n of [6, 7, 8]) await answer(n, 'Never');
        const q9 = page.getByRole('radiogroup').nth(8);
        await q9.getByRole('radio', { name: 'Sometimes' }).focus();
        await page.keyboard.press('ArrowLeft');
        assert.equal(await q9.getByRole('radio', { name: 'Never' }).isChecked(), true);
        await page.getByRole('button', { name: 'See my result' }).click();
        await page.getByRole('heading', { name: 'Your result: 6 out of 27' }).waitFor();
        await page.getByText('Some signs of harm (Moderate risk)').waitFor();
        const result = page.getByRole('region', { name: 'Your result: 6 out of 27' });
        await result.getByRole('link', { name: /^Call 1800 858 858: National Gambling Helpline/ }).waitFor();
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Your result: 6 out of 27', 'focus moves to the result');
        const history = page.getByRole('list', { name: 'Self-check results' });
        await history.getByRole('listitem').first().waitFor();
        assert.equal(await history.getByRole('listitem').count(), 1);
        await screenshot(page, `self-check-result-${size}`);
        assert.deepEqual(await seriousAxeViolations(page), []);

        // Second check: Sometimes on question 1 only (score 1, low risk): the history shows the change.
        await page.getByRole('button', { name: 'Take it again' }).click();
        await answer(1, 'Sometimes');
        for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) await answer(n, 'Never');
        await page.getByRole('button', { name: 'See my result' }).click();
        await page.getByRole('heading', { name: 'Your result: 1 out of 27' }).waitFor();
        await page.getByText('A few early signs (Low risk)').waitFor();
        await history.getByText('5 lower than the time before').waitFor();
        const rows = await history.getByRole('listitem').allTextContents();
        assert.equal(rows.length, 2);
        assert.match(rows[0], /score 1, Low risk/);
        assert.match(rows[1], /score 6, Moderate risk/);
        await screenshot(page, `self-check-history-${size}`);
        assert.deepEqual(await seriousAxeViolations(page), []);

        // Another person: no history, and the API answers them an empty list.
        const other = await app.newPage(viewport);
        await signUp(other);
        await other.goto(`${app.origin}/education/self-check`);
        await other.getByText('No results yet.').waitFor();
        assert.deepEqual(await (await other.request.get(`${app.origin}/api/self-checks`)).json(), []);
        await other.close();
        await page.close();
      }
    },
  );

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: "Need help now" opens in one tap from home, reports and profile, and leads to the help page`, { timeout: 90000 }, async () => {
      const page = await app.newPage(viewport);
      await signUp(page);
      for (const [path, heading, screen] of [
        ['/', 'Today', 'home'],
        ['/reports', null, 'reports'],
        ['/profile', 'Profile', 'profile'],
      ]) {
        await page.goto(`${app.origin}${path}`);
        if (heading) await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        const dialog = await checkNeedHelpNow(page, { signedIn: true });
        if (size === 'phone') await assertTapTargets(dialog);
        await screenshot(page, `need-help-now-${screen}-${size}`);
        assert.deepEqual(await seriousAxeViolations(page), []);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await checkNeedHelpNow(page, { signedIn: true });
      await page.getByRole('link', { name: 'All help and support' }).click();
      await page.getByRole('heading', { name: 'Help & Support', level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/education');
      await page.close();
    });
  }

  test('with the support remote down, "Need help now" still opens; loaded once, the help page stays readable offline', { timeout: 90000 }, async () => {
    const page = await app.newPage(viewports.phone);
    await signUp(page);
    await page.route('**/remotes/support/**', (route) => route.abort());
    await page.goto(`${app.origin}/education`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await checkNeedHelpNow(page, { signedIn: true });
    await page.keyboard.press('Escape');
    await page.unroute('**/remotes/support/**');

    // Settings first, so its chunk is loaded too: offline, the person can move between the two screens.
    await page.goto(`${app.origin}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.getByRole('region', { name: 'Helpline contacts' }).waitFor();
    await page.context().setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help & Support', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Facts' }).getByRole('button', { name: 'Psychology' }).click();
    await page.getByText("Gambler's fallacy", { exact: true }).waitFor();
    await screenshot(page, 'help-offline-phone');
    await page.context().setOffline(false);
    await page.close();
  });

  test('no page error and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
