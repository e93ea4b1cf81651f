// Log Wagering and Log Lottery Ticket in Chromium against embedded mode, opened from home's Track
// New Activity cards: a racing wager for each bet-type rule (a Win with a horse number, a boxed
// Exacta, a Quinella with no boxed option), a sports bet, a draw ticket with its cost and a
// scratchie logged as a win, each read back from GET /api/activities; every validation message of
// the two forms, announced on its field; the games-load failure and the failure toasts; axe in
// each dialog, at 390x844 and 1280x900, with screenshots into e2e/artifacts; the racing reference
// data only in the dialog's chunk, never in home's first load.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, afterEach, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;
/** @type {Page} */
let page;

const email = `log.${randomBytes(4).toString('hex')}@example.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}`;

/**
 * A page of its own (cookies included) at `viewport`, signed in as the test's person, on home.
 * @param {{ width: number, height: number }} viewport
 */
async function signedInPage(viewport) {
  const next = await app.newPage(viewport);
  const headers = { origin: app.origin };
  assert.equal((await next.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  await next.goto(`${app.origin}/`);
  await trackCard(next, /Wagering/).waitFor({ timeout: 45000 });
  return next;
}

/**
 * A card of home's Track New Activity grid.
 * @param {Page} on
 * @param {RegExp} name
 */
const trackCard = (on, name) => on.getByRole('region', { name: 'Track New Activity' }).getByRole('button', { name });

/**
 * Opens a dialog from its card and waits for it.
 * @param {Page} on
 * @param {'Wagering' | 'Lotteries'} card
 */
async function openDialog(on, card) {
  await trackCard(on, new RegExp(card)).click();
  const dialog = on.getByRole('dialog', { name: card === 'Wagering' ? 'Log Wagering' : 'Log Lottery Ticket' });
  await dialog.waitFor();
  return dialog;
}

/** The one toast on screen (spec: one at a time), by its title. */
const toast = (/** @type {string} */ title, on = page) => on.getByRole('alert').filter({ hasText: title });

/**
 * What a control's aria-describedby points at: its error (or hint) as a screen reader reads it.
 * @param {Locator} control
 */
async function description(control) {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = [];
  for (const id of ids.split(/\s+/).filter(Boolean)) texts.push(await control.page().locator(`[id="${id}"]`).innerText());
  return texts.join(' ');
}

/**
 * Asserts the control is marked invalid and announces `message`.
 * @param {Locator} control
 * @param {string} message
 */
async function assertError(control, message) {
  await control.page().getByText(message, { exact: true }).waitFor();
  assert.equal(await control.getAttribute('aria-invalid'), 'true');
  assert.equal(await description(control), message);
}

/**
 * Types into a field, then leaves it (a field is checked once left).
 * @param {Locator} field
 * @param {string} text
 */
async function fillAndLeave(field, text) {
  await field.fill(text);
  await field.blur();
}

/**
 * The failure toast is on screen and reachable by assistive technology while the dialog is open.
 * @param {Locator} dialog
 * @param {string} message
 */
async function failureShown(dialog, message) {
  await dialog.page().getByRole('alert').filter({ hasText: 'Error' }).filter({ hasText: message }).waitFor();
}

/** The person's activities, as the page reads them. */
const activities = (on = page) => on.evaluate(async () => (await fetch('/api/activities')).json());

/**
 * Submits the dialog, waits for POST /api/activities and for the dialog to close.
 * @param {Locator} dialog
 * @param {string} button
 */
async function submit(dialog, button) {
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/activities' && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: button }).click();
  const response = await created;
  assert.equal(response.status(), 201, `POST /api/activities: ${await response.text()}`);
  await dialog.waitFor({ state: 'detached' });
  return response.json();
}

describe('logging wagers and lottery tickets in Chromium (embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
      const first = await app.newPage(viewports.desktop);
      const headers = { origin: app.origin };
      await registerVerifiedInApp(app, first.request, { email, password, firstName: 'Sam' });
      assert.equal((await first.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
      // The onboarding tour is the accounts journey's subject; here it is marked done.
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

  // A test that failed with its dialog open leaves home as the next test expects it.
  afterEach(async () => {
    if (!page || page.isClosed() || (await page.getByRole('dialog').count()) === 0) return;
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  test("home's first load carries no racing reference data; opening Log Wagering loads it", { timeout: 90000 }, async () => {
    /** @type {Promise<string>[]} */
    const trackingScripts = [];
    const watch = (/** @type {import('playwright-core').Response} */ response) => {
      if (new URL(response.url()).pathname.startsWith('/remotes/tracking/') && response.url().endsWith('.js')) trackingScripts.push(response.text());
    };
    page = await app.newPage(viewports.desktop);
    page.on('response', watch);
    const headers = { origin: app.origin };
    assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
    await page.goto(`${app.origin}/`);
    await trackCard(page, /Wagering/).waitFor({ timeout: 45000 });
    await page.waitForLoadState('networkidle');
    const firstLoad = await Promise.all(trackingScripts);
    assert.ok(firstLoad.length > 0, 'home loaded the tracking remote');
    assert.equal(firstLoad.filter((text) => text.includes('Wentworth Park')).length, 0, 'no venue list in first load');

    const dialog = await openDialog(page, 'Wagering');
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(trackingScripts);
    assert.equal(all.filter((text) => text.includes('Wentworth Park')).length, 1, 'the venues arrive with the dialog, in one chunk');
    page.off('response', watch);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('Log Wagering: every message on its field, then a Win at Randwick with a horse number', { timeout: 120000 }, async () => {
    const dialog = await openDialog(page, 'Wagering');
    const logWager = dialog.getByRole('button', { name: 'Log Wager' });
    assert.equal(await logWager.isDisabled(), true, 'disabled until an event type and an amount');
    await screenshot(page, 'tracking-log-wagering-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);

    // Leaving the event type empty says so, on the group.
    const eventType = dialog.getByRole('radiogroup', { name: 'Event type' });
    await dialog.getByRole('radio', { name: 'Racing' }).focus();
    await page.keyboard.press('Tab');
    await assertError(eventType, 'Event type is required');

    await dialog.getByRole('radio', { name: 'Racing' }).check();
    assert.equal(await eventType.getAttribute('aria-invalid'), null, 'fixed once chosen');
    assert.equal(await dialog.getByRole('radio', { name: 'Horses' }).isChecked(), true, 'Horses by default');
    assert.equal(await logWager.isDisabled(), true, 'still no amount');

    // The racetrack suggests horse venues (thoroughbred and harness), and takes any text.
    const racetrack = dialog.getByRole('combobox', { name: 'Racetrack' });
    assert.equal(await dialog.locator('datalist option[value="Randwick"]').count(), 1);
    assert.equal(await dialog.locator('datalist option[value="Menangle"]').count(), 1, 'harness venues too');
    assert.equal(await dialog.locator('datalist option[value="Wentworth Park"]').count(), 0, 'no greyhound venue for Horses');
    await racetrack.fill('Randwick');

    const raceDate = dialog.getByLabel('Race date', { exact: true });
    assert.equal(await raceDate.inputValue(), await page.evaluate(() => new Date().toLocaleDateString('en-CA')), 'race day by default');

    const betType = dialog.getByLabel('Bet type', { exact: true });
    await betType.selectOption('Win');
    await dialog.getByText('Your runner must finish first.').waitFor();
    assert.equal(await description(betType), 'Your runner must finish first.', 'the bet type explained, as its hint');
    assert.equal(await dialog.getByLabel('Horse selections').count(), 0, 'a Win takes a horse number');
    assert.equal(await dialog.getByRole('checkbox', { name: /Boxed/ }).count(), 0, 'a Win cannot be boxed');

    // Messages appear under their fields without moving the fields below them.
    const raceTime = dialog.getByLabel('Race time', { exact: true });
    const raceNumber = dialog.getByLabel('Race number', { exact: true });
    const horse = dialog.getByLabel('Horse #', { exact: true });
    const amount = dialog.getByLabel('Bet amount', { exact: true });
    const gap = async () => (await amount.boundingBox()).y - (await racetrack.boundingBox()).y;
    const gapBefore = await gap();
    await fillAndLeave(raceTime, '25:00');
    await assertError(raceTime, 'Race time must be in HH:MM format');
    await fillAndLeave(raceNumber, '25');
    await assertError(raceNumber, 'Race number must be between 1-20');
    await fillAndLeave(horse, '100');
    await assertError(horse, 'Horse number must be between 1-99');
    await fillAndLeave(amount, '25');
    await fillAndLeave(amount, '');
    await assertError(amount, 'Bet amount is required');
    await fillAndLeave(amount, '0');
    await assertError(amount, 'Must be a valid amount');
    assert.equal(await gap(), gapBefore, 'no layout jump when messages appear');
    await screenshot(page, 'tracking-log-wagering-errors-desktop');
    assert.deepEqual(await seriousAxeViolations(page), [], 'with errors shown');

    // A refused submit takes the person to the first field to fix.
    await fillAndLeave(amount, '25');
    await logWager.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.equal(await page.evaluate(() => /** @type {HTMLInputElement} */ (document.activeElement).labels?.[0]?.textContent), 'Race time');

    // "1430" is tidied into 14:30 on leaving the field.
    await fillAndLeave(raceTime, '1430');
    assert.equal(await raceTime.inputValue(), '14:30');
    assert.equal(await raceTime.getAttribute('aria-invalid'), 'false');
    await fillAndLeave(raceNumber, '5');
    await fillAndLeave(horse, '7');
    const created = await submit(dialog, 'Log Wager');
    await toast('Wager logged').filter({ hasText: '$25.00 · Randwick · Race 5 · Win · #7' }).waitFor();

    const stored = (await activities()).find((/** @type {any} */ a) => a.id === created.id);
    assert.deepEqual(
      {
        type: stored.type,
        subtype: stored.subtype,
        amount: stored.amount,
        details: stored.details,
        isCompleted: stored.isCompleted,
        racingSubtype: stored.racingSubtype,
        racetrack: stored.racetrack,
        raceDate: stored.raceDate,
        raceTime: stored.raceTime,
        raceNumber: stored.raceNumber,
        betType: stored.betType,
        horseNumber: stored.horseNumber,
        horseSelections: stored.horseSelections,
        isBoxed: stored.isBoxed,
      },
      {
        type: 'wagering',
        subtype: 'Racing',
        amount: '25.00',
        details: 'Randwick · Race 5 · Win · #7',
        isCompleted: false,
        racingSubtype: 'Horses',
        racetrack: 'Randwick',
        raceDate: await page.evaluate(() => new Date().toLocaleDateString('en-CA')),
        raceTime: '14:30',
        raceNumber: 5,
        betType: 'Win',
        horseNumber: 7,
        horseSelections: null,
        isBoxed: null,
      },
    );
  });

  test('Log Wagering: a boxed Exacta at Wentworth Park with selections', { timeout: 90000 }, async () => {
    const dialog = await openDialog(page, 'Wagering');
    await dialog.getByRole('radio', { name: 'Racing' }).check();
    await dialog.getByRole('radio', { name: 'Greyhounds' }).check();
    assert.equal(await dialog.locator('datalist option[value="Wentworth Park"]').count(), 1, 'greyhound venues for Greyhounds');
    assert.equal(await dialog.locator('datalist option[value="Randwick"]').count(), 0);
    await dialog.getByRole('combobox', { name: 'Racetrack' }).fill('Wentworth Park');
    await dialog.getByLabel('Race time', { exact: true }).fill('19:42');
    await dialog.getByLabel('Race number', { exact: true }).fill('3');
    await dialog.getByLabel('Bet type', { exact: true }).selectOption('Exacta');
    assert.equal(await dialog.getByLabel('Horse #').count(), 0, 'an Exacta takes selections');
    await dialog.getByLabel('Horse selections', { exact: true }).fill('1, 4, 6');
    await dialog.getByRole('checkbox', { name: /Boxed/ }).check();
    await dialog.getByLabel('Bet amount', { exact: true }).fill('12.5');
    await screenshot(page, 'tracking-log-wagering-exacta-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);

    const created = await submit(dialog, 'Log Wager');
    await toast('Wager logged').filter({ hasText: '$12.50' }).waitFor();
    const stored = (await activities()).find((/** @type {any} */ a) => a.id === created.id);
    assert.equal(stored.racingSubtype, 'Greyhounds');
    assert.equal(stored.racetrack, 'Wentworth Park');
    assert.equal(stored.raceTime, '19:42');
    assert.equal(stored.raceNumber, 3);
    assert.equal(stored.betType, 'Exacta');
    assert.equal(stored.horseSelections, '1, 4, 6');
    assert.equal(stored.horseNumber, null);
    assert.equal(stored.isBoxed, true);
    assert.equal(stored.amount, '12.50');
    assert.equal(stored.details, 'Wentworth Park · Race 3 · Exacta (boxed) · 1, 4, 6');
  });

  test('Log Wagering: a Quinella takes selections and offers no boxed option', { timeout: 90000 }, async () => {
    const dialog = await openDialog(page, 'Wagering');
    await dialog.getByRole('radio', { name: 'Racing' }).check();
    await dialog.getByRole('combobox', { name: 'Racetrack' }).fill('Flemington');
    await dialog.getByLabel('Bet type', { exact: true }).selectOption('Quinella');
    assert.equal(await dialog.getByRole('checkbox', { name: /Boxed/ }).count(), 0);
    assert.equal(await dialog.getByLabel('Horse #').count(), 0);
    await dialog.getByLabel('Horse selections', { exact: true }).fill('2, 9');
    await dialog.getByLabel('Bet amount', { exact: true }).fill('10');

    const created = await submit(dialog, 'Log Wager');
    const stored = (await activities()).find((/** @type {any} */ a) => a.id === created.id);
    assert.equal(stored.betType, 'Quinella');
    assert.equal(stored.horseSelections, '2, 9');
    assert.equal(stored.isBoxed, null);
    assert.equal(stored.details, 'Flemington · Quinella · 2, 9');
  });

  test('Log Wagering: a sports bet with its event and selection', { timeout: 90000 }, async () => {
    const dialog = await openDialog(page, 'Wagering');
    await dialog.getByRole('radio', { name: 'Sports Betting' }).check();
    assert.equal(await dialog.getByRole('combobox', { name: 'Racetrack' }).count(), 0, 'no racing fields');
    await dialog.getByLabel('Event and selection', { exact: true }).fill('Storm v Broncos, Storm to win');
    await dialog.getByLabel('Bet amount', { exact: true }).fill('20');
    await screenshot(page, 'tracking-log-wagering-sports-desktop');

    const created = await submit(dialog, 'Log Wager');
    await toast('Wager logged').filter({ hasText: '$20.00 · Storm v Broncos, Storm to win' }).waitFor();
    const stored = (await activities()).find((/** @type {any} */ a) => a.id === created.id);
    assert.equal(stored.subtype, 'Sports Betting');
    assert.equal(stored.details, 'Storm v Broncos, Storm to win');
    assert.equal(stored.amount, '20.00');
    assert.equal(stored.racetrack, null);
    assert.equal(stored.betType, null);
    assert.equal(stored.isCompleted, false);
  });

  test('Log Lottery Ticket: its messages, then a Saturday Lotto ticket with its cost', { timeout: 90000 }, async () => {
    const dialog = await openDialog(page, 'Lotteries');
    const game = dialog.getByLabel('Game', { exact: true });
    await game.locator('option', { hasText: 'Saturday Lotto' }).waitFor({ state: 'attached' });
    await screenshot(page, 'tracking-log-lottery-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);

    await game.focus();
    await page.keyboard.press('Tab');
    await assertError(game, 'Lottery type is required');

    await game.selectOption('Saturday Lotto');
    await dialog.getByRole('button', { name: 'Log Ticket' }).click();
    const cost = dialog.getByLabel('Ticket cost', { exact: true });
    await assertError(cost, 'Ticket cost is required for lottery games');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    assert.equal(await page.evaluate(() => /** @type {HTMLInputElement} */ (document.activeElement).labels?.[0]?.textContent), 'Ticket cost');
    assert.equal(await dialog.getByRole('radiogroup', { name: 'Result' }).count(), 0, 'a draw ticket is logged pending');

    await cost.fill('7.35');
    await dialog.getByLabel('Notes (optional)', { exact: true }).fill('Draw 4567');
    const created = await submit(dialog, 'Log Ticket');
    await toast('Lottery ticket logged').filter({ hasText: '$7.35 · Saturday Lotto' }).waitFor();
    const stored = (await activities()).find((/** @type {any} */ a) => a.id === created.id);
    assert.deepEqual(
      { type: stored.type, subtype: stored.subtype, amount: stored.amount, description: stored.description, isCompleted: stored.isCompleted, isWin: stored.isWin },
      { type: 'lottery', subtype: 'Saturday Lotto', amount: '7.35', description: 'Draw 4567', isCompleted: false, isWin: null },
    );
  });

  test('Log Lottery Ticket: a $5 scratchie logged already won, with the amount won', { timeout: 90000 }, async () => {
    const dialog = await openDialog(page, 'Lotteries');
    const game = dialog.getByLabel('Game', { exact: true });
    await game.locator('option', { hasText: 'Scratchie $5' }).waitFor({ state: 'attached' });
    await game.selectOption('Scratchie $5');
    assert.equal(await dialog.getByLabel('Ticket cost').count(), 0, 'a scratchie has its price');
    await dialog.getByText('$5.00', { exact: true }).waitFor();
    assert.equal(await dialog.getByRole('radio', { name: 'Pending' }).isChecked(), true);

    await dialog.getByRole('radio', { name: 'Win' }).check();
    const won = dialog.getByLabel('Amount won', { exact: true });
    await fillAndLeave(won, '-5');
    await assertError(won, 'Must be a valid amount');
    await screenshot(page, 'tracking-log-lottery-scratchie-error-desktop');
    await fillAndLeave(won, '20');
    await screenshot(page, 'tracking-log-lottery-scratchie-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);

    const created = await submit(dialog, 'Log Ticket');
    await toast('Lottery ticket logged').filter({ hasText: '$5.00 · Scratchie $5 · won $20.00' }).waitFor();
    const stored = (await activities()).find((/** @type {any} */ a) => a.id === created.id);
    assert.deepEqual(
      { subtype: stored.subtype, amount: stored.amount, isCompleted: stored.isCompleted, isWin: stored.isWin, wonAmount: stored.wonAmount, winAmount: stored.winAmount },
      { subtype: 'Scratchie $5', amount: '5.00', isCompleted: true, isWin: true, wonAmount: '20.00', winAmount: '20.00' },
    );
  });

  test('a failed save shows the error toast and keeps what was entered', { timeout: 90000 }, async () => {
    const fail = (/** @type {import('playwright-core').Route} */ route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue();
    await page.route('**/api/activities', fail);

    const wager = await openDialog(page, 'Wagering');
    await wager.getByRole('radio', { name: 'Sports Betting' }).check();
    await wager.getByLabel('Bet amount', { exact: true }).fill('15');
    await wager.getByRole('button', { name: 'Log Wager' }).click();
    await failureShown(wager, 'Failed to log wager. Please try again.');
    await screenshot(page, 'tracking-log-wagering-failed-desktop');
    assert.equal(await wager.getByLabel('Bet amount', { exact: true }).inputValue(), '15', 'the dialog stays open with the entry');
    await wager.getByRole('button', { name: 'Cancel' }).click();
    await wager.waitFor({ state: 'detached' });

    const ticket = await openDialog(page, 'Lotteries');
    await ticket.getByLabel('Game', { exact: true }).selectOption('Scratchie $2');
    await ticket.getByRole('button', { name: 'Log Ticket' }).click();
    await failureShown(ticket, 'Failed to log lottery ticket. Please try again.');
    await ticket.getByRole('button', { name: 'Cancel' }).click();
    await ticket.waitFor({ state: 'detached' });
    await page.unroute('**/api/activities', fail);
  });

  test('on a phone: both dialogs fill the screen, the submit button stays in reach, no serious axe issue', { timeout: 120000 }, async () => {
    const phone = await signedInPage(viewports.phone);

    const wager = await openDialog(phone, 'Wagering');
    await screenshot(phone, 'tracking-log-wagering-phone');
    assert.deepEqual(await seriousAxeViolations(phone), []);
    await wager.getByRole('radio', { name: 'Racing' }).check();
    await wager.getByLabel('Bet type', { exact: true }).selectOption('Trifecta');
    await fillAndLeave(wager.getByLabel('Race number', { exact: true }), '25');
    await assertError(wager.getByLabel('Race number', { exact: true }), 'Race number must be between 1-20');
    const paper = await wager.boundingBox();
    assert.deepEqual([paper.x, paper.y, paper.width, paper.height], [0, 0, 390, 844], 'full screen');
    const button = await wager.getByRole('button', { name: 'Log Wager' }).boundingBox();
    assert.ok(button.y + button.height <= 844, 'Log Wager on screen without scrolling');
    await screenshot(phone, 'tracking-log-wagering-racing-phone');
    assert.deepEqual(await seriousAxeViolations(phone), [], 'racing fields with an error');
    await wager.getByRole('button', { name: 'Close' }).click();
    await wager.waitFor({ state: 'detached' });

    const ticket = await openDialog(phone, 'Lotteries');
    await ticket.getByLabel('Game', { exact: true }).selectOption('Scratchie $10');
    await ticket.getByRole('radio', { name: 'Win' }).check();
    await screenshot(phone, 'tracking-log-lottery-phone');
    assert.deepEqual(await seriousAxeViolations(phone), []);
    await phone.context().close();
  });

  test('Log Lottery Ticket says when the games cannot be loaded, and Retry loads them', { timeout: 90000 }, async () => {
    const phone = await signedInPage(viewports.phone);
    const down = (/** @type {import('playwright-core').Route} */ route) => route.fulfill({ status: 503, body: 'down' });
    await phone.route('**/api/lottery-results/games/supported', down);

    const dialog = await openDialog(phone, 'Lotteries');
    const notice = dialog.getByRole('alert').filter({ hasText: 'Unable to load lottery games' });
    await notice.filter({ hasText: 'Please check your connection and try again' }).waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Log Ticket' }).isDisabled(), true);
    await screenshot(phone, 'tracking-log-lottery-games-failed-phone');
    assert.deepEqual(await seriousAxeViolations(phone), []);

    await phone.unroute('**/api/lottery-results/games/supported', down);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByLabel('Game', { exact: true }).locator('option', { hasText: 'Oz Lotto' }).waitFor({ state: 'attached' });
    assert.equal(await notice.count(), 0);
    await phone.context().close();
  });

  test('no uncaught page errors and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
