// Issue 25, "nothing can be corrected", in Debian's Chromium against embedded mode, as one person's journey: a real
// double-click on Create Account makes one account; a real double-click on Log Wager saves once; Undo in the toast
// takes a wager back; a wager's amount is edited and the wager deleted from its detail dialog (on Home, then from
// Reports); Back closes a half-filled dialog and stays on the page; Log Ticket waits for a game; a pokies session's
// deposit is edited and another deleted, and the session opened from Reports and deleted from Home; Home's summary and
// Reports follow each change.
// Every dialog photographed at 390x844 and 1280x900 into e2e/artifacts, axe (serious and critical) in each.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { animationsSettled, screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { openVerificationLink } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;
/** @type {import('playwright-core').Page} */
let page;

const email = `correct.${randomBytes(4).toString('hex')}@example.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}`;

const toast = (title) => page.getByRole('alert').filter({ hasText: title });
const dialog = (title) => page.getByRole('dialog', { name: title });
const trackNew = () => page.getByRole('region', { name: 'Track New Activity' });
const recent = () => page.getByRole('region', { name: 'Recent Activity' });

/** Calls the API as the signed-in person (the page's cookie). */
function callApi(method, path) {
  return page.evaluate(
    async ({ method, path }) => {
      const response = await fetch(path, { method });
      return { status: response.status, body: await response.json() };
    },
    { method, path },
  );
}
const activities = async () => (await callApi('GET', '/api/activities')).body;
const spentAllTime = async () => (await callApi('GET', '/api/stats')).body.totalSpent;

/** Photographs the page at both sizes, and checks it with axe at both. */
async function photograph(name) {
  await animationsSettled(page);
  await screenshot(page, `correct-entries-${name}-desktop`);
  assert.deepEqual(await seriousAxeViolations(page), [], `${name} (desktop)`);
  await page.setViewportSize(viewports.phone);
  await animationsSettled(page);
  await screenshot(page, `correct-entries-${name}-phone`);
  assert.deepEqual(await seriousAxeViolations(page), [], `${name} (phone)`);
  await page.setViewportSize(viewports.desktop);
  await animationsSettled(page);
}

/** Opens Log Wagering and fills a sports bet of `amount`. */
async function fillSportsBet(amount, what) {
  await trackNew()
    .getByRole('button', { name: /Wagering/ })
    .click();
  const wager = dialog('Log Wagering');
  await wager.getByRole('radio', { name: 'Sports Betting' }).check();
  await wager.getByLabel('Event and selection', { exact: true }).fill(what);
  await wager.getByLabel('Bet amount', { exact: true }).fill(amount);
  return wager;
}

/** Closes the toast on screen with this title (it would lie over the page's lower part on a phone). */
async function closeToast(title) {
  const shown = toast(title);
  await shown.getByRole('button', { name: 'Close' }).click();
  await shown.waitFor({ state: 'detached' });
}

describe('correcting entries in Chromium (embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
      page = await app.newPage(viewports.desktop);
    },
    { timeout: 180000 },
  );
  after(
    async () => {
      await app?.stop();
    },
    { timeout: 60000 },
  );

  test('a double-click on Create Account makes one account and says nothing about one existing', { timeout: 120000 }, async () => {
    await page.goto(`${app.origin}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const registrations = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registrations.push(request.method());
    });
    await page.getByRole('button', { name: 'Create Account', exact: true }).dblclick();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.waitForTimeout(1000);
    assert.equal(await toast('Registration failed').count(), 0, 'no error after a double-click');
    assert.deepEqual(registrations, ['POST'], 'one registration request');
    await openVerificationLink(app, page.request, email);

    await page.goto(`${app.origin}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Skip Tutorial' }).click({ timeout: 45000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await trackNew().waitFor({ timeout: 45000 });
  });

  test('a double-click on Log Wager saves once, and Undo in the toast takes it back', { timeout: 120000 }, async () => {
    const wager = await fillSportsBet('50', 'Storm v Broncos, Storm to win');
    await wager.getByRole('button', { name: 'Log Wager' }).dblclick();
    const logged = toast('Wager logged');
    await logged.waitFor();
    await wager.waitFor({ state: 'detached' });
    assert.equal((await activities()).length, 1, 'saved once');
    assert.equal(await spentAllTime(), '50.00');
    await photograph('01-logged-toast-with-undo');

    await logged.getByRole('button', { name: 'Undo' }).click();
    await toast('Undone').waitFor();
    assert.deepEqual(await activities(), []);
    assert.equal(await spentAllTime(), '0.00');
    await recent().getByText('No activities yet', { exact: false }).waitFor();
    await closeToast('Undone');
  });

  test("a wager's amount is edited, then it is deleted from Reports; Home and Reports follow", { timeout: 150000 }, async () => {
    const wager = await fillSportsBet('50', 'Swans v Giants, Swans to win');
    await wager.getByRole('button', { name: 'Log Wager' }).click();
    await toast('Wager logged').waitFor();
    await closeToast('Wager logged');

    await recent()
      .getByRole('button', { name: /Swans v Giants/ })
      .click();
    const details = dialog('Activity Details');
    await details.getByRole('button', { name: 'Edit' }).click();
    const amount = details.getByLabel('Bet amount', { exact: true });
    assert.equal(await amount.inputValue(), '50.00');
    await amount.fill('five');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await details.getByText('Numbers only, e.g. 12.50').waitFor();
    await amount.fill('$5');
    await photograph('02-edit-wager');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Changes saved').waitFor();
    await details.getByText('$5.00 stake').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await details.waitFor({ state: 'detached' });
    assert.equal(await spentAllTime(), '5.00');
    await page.getByRole('region', { name: "Today's Summary" }).getByText('$5', { exact: true }).first().waitFor();
    await closeToast('Changes saved');

    await page.goto(`${app.origin}/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('$5.00').first().waitFor();
    // The list is drawn in a background render after the answers: a tap before the chart is drawn can be lost.
    await page.getByRole('region', { name: 'Spend and net by day' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: /Swans v Giants/ }).click();
    const fromReports = dialog('Activity Details');
    await fromReports.getByRole('button', { name: 'Delete' }).click();
    await fromReports.getByText('Limit alerts already sent stay in your notifications', { exact: false }).waitFor();
    await photograph('03-delete-wager-from-reports');
    await fromReports.getByRole('button', { name: 'Delete Wager' }).click();
    await toast('Deleted').waitFor();
    await fromReports.waitFor({ state: 'detached' });
    await page.getByText('No activities found for the selected time period and category.').waitFor();
    assert.deepEqual(await activities(), []);
    await closeToast('Deleted');
  });

  test('Back with a half-filled dialog closes the dialog and stays on Home; Log Ticket waits for a game', { timeout: 90000 }, async () => {
    await page.goto(`${app.origin}/`);
    await trackNew().waitFor();
    const wager = await fillSportsBet('12', 'Half filled');
    await page.goBack();
    await wager.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/', 'still on Home');
    await trackNew().waitFor();
    assert.deepEqual(await activities(), [], 'nothing logged');

    // A second dialog over the first (the ticket image viewer, End Session) closes alone: here, Log Lottery Ticket.
    await trackNew()
      .getByRole('button', { name: /Lotteries/ })
      .click();
    const lottery = dialog('Log Lottery Ticket');
    await lottery.getByLabel('Game', { exact: true }).locator('option', { hasText: 'Oz Lotto' }).waitFor({ state: 'attached' });
    assert.equal(await lottery.getByRole('button', { name: 'Log Ticket' }).isDisabled(), true, 'Log Ticket waits for a game');
    await page.goBack();
    await lottery.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/');
  });

  test("a pokies session's deposit is edited and another deleted; the totals follow", { timeout: 150000 }, async () => {
    await page.goto(`${app.origin}/`);
    await trackNew()
      .getByRole('button', { name: /Pokies/ })
      .click();
    const slot = dialog('Slot Session');
    await slot.getByRole('button', { name: 'Start Session' }).click();
    await toast('Session started').waitFor();
    await slot.getByRole('button', { name: 'Add $20.00' }).click();
    await toast('Deposit added').filter({ hasText: 'Total Deposited: $20.00' }).waitFor();
    await slot.getByRole('button', { name: 'Add $10.00' }).click();
    await toast('Deposit added').filter({ hasText: 'Total Deposited: $30.00' }).waitFor();
    await closeToast('Deposit added');

    await slot.getByRole('button', { name: 'Edit the $20.00 deposit' }).click();
    await slot.getByLabel('Deposit amount', { exact: true }).fill('15');
    await photograph('04-edit-deposit');
    await slot.getByRole('button', { name: 'Save deposit' }).click();
    await toast('Changes saved').waitFor();
    await slot.locator('dl').first().getByText('$25.00').waitFor();
    await slot.getByRole('button', { name: 'Delete the $10.00 deposit' }).click();
    await toast('Deleted').waitFor();
    await slot.locator('dl').first().getByText('$15.00').waitFor();
    assert.equal(await spentAllTime(), '15.00');
    await closeToast('Deleted');

    await slot.getByRole('button', { name: 'End Session' }).click();
    const end = dialog('End Session');
    await end.getByLabel('Final Amount').fill('0');
    await end.getByRole('button', { name: 'End Session' }).dblclick();
    await toast('Session ended').waitFor();
    await end.waitFor({ state: 'detached' });
    await closeToast('Session ended');

    // Reports opens the session too: its deposits, duration and result.
    await page.goto(`${app.origin}/reports`);
    await page.getByRole('region', { name: 'Spend and net by day' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: /Pokies session/ }).click();
    const fromReports = dialog('Session Details');
    await fromReports.getByRole('button', { name: 'Edit the $15.00 deposit' }).waitFor();
    await fromReports.getByText('Duration').waitFor();
    await fromReports.getByText('Session Loss: -$15.00').waitFor();
    await photograph('05-session-from-reports');
    await page.goBack();
    await fromReports.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/reports');

    await page.goto(`${app.origin}/`);
    await recent()
      .getByRole('button', { name: /Pokies/ })
      .first()
      .click();
    const details = dialog('Session Details');
    await details.getByRole('button', { name: 'Delete the $15.00 deposit' }).waitFor();
    await photograph('06-session-details');
    await details.getByRole('button', { name: 'Delete Session', exact: true }).click();
    await details.getByRole('button', { name: 'Yes, Delete Session' }).click();
    await toast('Deleted').waitFor();
    await details.waitFor({ state: 'detached' });
    assert.equal(await spentAllTime(), '0.00');
    assert.deepEqual((await callApi('GET', '/api/sessions')).body, []);
  });
});
