// The slice in a real browser (Debian's Chromium) against embedded mode: sign up, sign in, set a
// daily limit on /notification-settings, log a wager over 80% of it, see it in Recent Activity and the bell count become 1.
// Also: no serious or critical axe violations on /auth and home, and no request leaves the machine.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot as saveScreenshot, seriousAxeViolations as axeOn, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { openVerificationLink } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;
/** @type {import('playwright-core').Page} */
let page;
let origin = '';

const email = `e2e.${randomBytes(4).toString('hex')}@example.com`;
const password = `Pw-${randomBytes(9).toString('base64url')}`;

/** @param {string} name */
const screenshot = (name) => saveScreenshot(page, name);
const seriousAxeViolations = () => axeOn(page);

describe('slice in Chromium (embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
      origin = app.origin;
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

  test('/auth has no serious or critical accessibility violations', { timeout: 60000 }, async () => {
    await page.goto(`${origin}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await screenshot('01-auth');
    assert.deepEqual(await seriousAxeViolations(), []);
  });

  test('sign up, sign in, set a daily limit of 100, log a wager of 85, see the bell show 1 unread', { timeout: 150000 }, async () => {
    await page.goto(`${origin}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('First Name', { exact: true }).fill('Erin');
    await page.getByLabel('Last Name', { exact: true }).fill('Tester');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await screenshot('02-check-your-email');
    await openVerificationLink(app, page.request, email);

    // Back to the sign-in form: the Check Your Email screen replaces the tabs.
    await page.goto(`${origin}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // A new person gets the onboarding tour about a second after signing in; skipping marks it done.
    await page.getByRole('button', { name: 'Skip Tutorial' }).click({ timeout: 45000 });
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The daily limit is set on /notification-settings (Settings, then Notification Settings); Save Settings returns to /settings.
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Notification Settings', exact: true }).click();
    const limit = page.getByLabel('Daily Spend Limit');
    await limit.fill('100', { timeout: 30000 });
    await screenshot('03-notification-settings');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/settings' && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    assert.equal((await saved).status(), 200, 'PATCH /api/settings');
    await page.getByRole('alert').filter({ hasText: 'Settings updated' }).waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/settings');
    await mainNav.getByRole('link', { name: 'Home' }).click();

    // Home comes from mfe-tracking, loaded at run time through Module Federation; the wager is logged
    // in the Log Wagering dialog its Wagering card opens.
    const trackNew = page.getByRole('region', { name: 'Track New Activity' });
    await trackNew.waitFor({ timeout: 45000 });
    await screenshot('03-home');
    await trackNew.getByRole('button', { name: /Wagering/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Wagering' });
    await dialog.getByRole('radio', { name: 'Racing' }).check();
    await dialog.getByLabel('Bet amount', { exact: true }).fill('85');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/activities' && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Log Wager' }).click();
    assert.equal((await created).status(), 201, 'POST /api/activities');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Racing' }).filter({ hasText: '85' }).first().waitFor();
    await screenshot('04-wager-logged');

    // The bell polls every 30 s: allow one full poll after alerts has handled the event.
    await page.getByRole('link', { name: 'Notifications, 1 unread', exact: true }).waitFor({ timeout: 45000 });
    await screenshot('05-bell-one-unread');
  });

  test('home has no serious or critical accessibility violations', { timeout: 60000 }, async () => {
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(), []);
  });

  test('no uncaught page errors and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
