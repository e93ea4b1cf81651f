// Push alerts in Chromium (embedded mode), with the stand-in push service in place of the browser's
// own (support/stand-in-push.mjs): turning "Push alerts on this device" on saves the subscription;
// a wager past the daily limit then reaches the device as a push the alerts service really
// encrypted and signed, decrypted by the stand-in; off and sign-out remove the device. Also the
// switch where push cannot work (no Push API, notifications blocked), axe and screenshots at both sizes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { animationsSettled, artifacts, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { standInPushEnv, startStandInPushService, useStandInPush } from '../support/stand-in-push.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startStandInPushService>>} */
let standIn;
/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

const SWITCH = 'Push alerts on this device';

/** Registers and signs in a new person on `page` (tour already done), through the API. */
async function signUp(page) {
  const email = `push.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const headers = { origin: app.origin };
  await registerVerifiedInApp(app, page.request, { email, password });
  assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
  assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);
  /** @param {'POST' | 'PATCH'} method @param {string} path @param {unknown} data */
  const call = async (method, path, data) => {
    const response = await page.request.fetch(`${app.origin}${path}`, { method, data, headers });
    assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return {
    post: (/** @type {string} */ path, /** @type {unknown} */ data) => call('POST', path, data),
    patch: (/** @type {string} */ path, /** @type {unknown} */ data) => call('PATCH', path, data),
  };
}

/** The answer of the next call to `method` /api/push/subscriptions. */
function pushCall(page, method) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/push/subscriptions' && r.request().method() === method);
}

/** Opens /notification-settings and waits until the switch has read the key and this browser's subscription. */
async function openSettings(page) {
  await page.goto(`${app.origin}/notification-settings`);
  const toggle = page.getByRole('switch', { name: SWITCH });
  await toggle.waitFor();
  await page.waitForFunction((name) => {
    const input = [...document.querySelectorAll('input[role="switch"]')].find((el) => el.closest('label')?.textContent?.includes(name));
    return input && input.getAttribute('aria-busy') !== 'true';
  }, SWITCH);
  return toggle;
}

/** A picture of the "Alerts on this device" card alone, scrolled clear of the fixed header and bottom navigation. */
async function photographCard(page, name) {
  const card = page.getByRole('region', { name: 'Alerts on this device' });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await card.screenshot({ path: path.join(artifacts, `${name}.png`), animations: 'disabled' });
}

describe('push alerts (Chromium, embedded mode, stand-in push service)', () => {
  before(
    async () => {
      standIn = await startStandInPushService();
      app = await startAppInBrowser({ env: standInPushEnv(standIn) });
    },
    { timeout: 180000 },
  );
  after(
    async () => {
      await app?.stop();
      await standIn?.close();
    },
    { timeout: 60000 },
  );

  test('turn push on, then a wager past the daily limit arrives on the device, encrypted and signed by Tally', { timeout: 120000 }, async () => {
    const page = await app.newPage(viewports.desktop);
    const push = await useStandInPush(page, standIn, app.origin);
    const api = await signUp(page);

    const toggle = await openSettings(page);
    await page.getByRole('region', { name: 'Alerts on this device' }).getByText('Limit and session alerts arrive even when Tally is closed.').waitFor();
    assert.equal(await toggle.isChecked(), false);
    assert.equal(await toggle.isEnabled(), true);
    const saved = pushCall(page, 'POST');
    await toggle.click();
    const answer = await saved;
    assert.equal(answer.status(), 201, 'POST /api/push/subscriptions');
    assert.match((await answer.json()).id, /^[0-9a-f-]{36}$/);
    await page.getByRole('alert').filter({ hasText: 'Push alerts on' }).waitFor();
    assert.equal(await toggle.isChecked(), true);
    const device = push.latest();
    assert.ok(device, 'the page subscribed through the stand-in');
    assert.deepEqual(answer.request().postDataJSON(), { endpoint: device.endpoint, expirationTime: null, keys: device.keys });
    assert.ok(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL)), 'the service worker is active');

    // A reload starts the switch as this browser is: on.
    await page.reload();
    assert.equal(await (await openSettings(page)).isChecked(), true);

    await api.patch('/api/settings', { dailySpendLimit: 10 });
    await api.post('/api/activities', { type: 'wagering', subtype: 'Sports Betting', description: 'Swans to win', amount: 12 });
    const message = await standIn.nextMessage(device.id, 45000);
    const alert = /** @type {{ notificationId: string, type: string, title: string, body: string, url: string }} */ (message.json);
    assert.equal(alert.type, 'spend_limit_exceeded');
    assert.match(alert.title, /daily limit/i);
    assert.match(alert.body, /\$12\.00.*\$10\.00 daily limit/);
    assert.equal(alert.url, '/notifications');
    assert.match(alert.notificationId, /^[0-9a-f-]{36}$/);
    assert.equal(message.vapid.aud, new URL(device.endpoint).origin);
    const { publicKey } = await (await page.request.get(`${app.origin}/api/push/public-key`)).json();
    assert.equal(message.vapid.publicKey, publicKey, 'signed with the key the browser subscribed with');
  });

  test('turning push off removes this device', { timeout: 90000 }, async () => {
    const page = await app.newPage(viewports.phone);
    await useStandInPush(page, standIn, app.origin);
    await signUp(page);
    const toggle = await openSettings(page);
    const saved = pushCall(page, 'POST');
    await toggle.click();
    assert.equal((await saved).status(), 201);
    await page.getByRole('alert').filter({ hasText: 'Push alerts on' }).waitFor();

    const removed = pushCall(page, 'DELETE');
    await toggle.click();
    const answer = await removed;
    assert.equal(answer.status(), 200);
    assert.deepEqual(await answer.json(), { removed: true });
    await page.getByRole('alert').filter({ hasText: 'Push alerts off' }).waitFor();
    assert.equal(await toggle.isChecked(), false);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription())), null);
  });

  test('signing out removes this device before the session ends', { timeout: 90000 }, async () => {
    const page = await app.newPage(viewports.desktop);
    await useStandInPush(page, standIn, app.origin);
    await signUp(page);
    const toggle = await openSettings(page);
    const saved = pushCall(page, 'POST');
    await toggle.click();
    assert.equal((await saved).status(), 201);

    /** @type {string[]} */
    const calls = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/api/push/subscriptions' || pathname === '/api/logout') calls.push(`${r.request().method()} ${pathname} ${r.status()}`);
    });
    await page.goto(`${app.origin}/profile`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('alert').filter({ hasText: 'Logged out' }).waitFor({ timeout: 30000 });
    assert.deepEqual(calls, ['DELETE /api/push/subscriptions 200', 'POST /api/logout 200']);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription())), null);
  });

  test('where the browser has no Push API, the switch is off and says why', { timeout: 60000 }, async () => {
    const page = await app.newPage(viewports.phone);
    await page.addInitScript(() => {
      delete (/** @type {any} */ (window).PushManager);
    });
    await signUp(page);
    await page.goto(`${app.origin}/notification-settings`);
    const toggle = page.getByRole('switch', { name: SWITCH });
    await page.getByText("This browser can't show push alerts. Your alerts still appear under Notifications in Tally.").waitFor();
    assert.equal(await toggle.isDisabled(), true);
    assert.match((await toggle.getAttribute('aria-describedby')) ?? '', /\S+ \S+/, 'the reason describes the switch');
    await photographCard(page, 'push-alerts-card-unsupported-phone');
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  test('when notifications are blocked, it says how to allow them', { timeout: 60000 }, async () => {
    const page = await app.newPage(viewports.phone);
    await useStandInPush(page, standIn, app.origin);
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    await signUp(page);
    const toggle = await openSettings(page);
    const blocked = page.getByRole('alert').filter({ hasText: 'Notifications are blocked for Tally in this browser.' });
    await blocked.waitFor();
    await toggle.click();
    assert.equal(await toggle.isChecked(), false);
    assert.match((await blocked.textContent()) ?? '', /set Notifications to Allow/);
    await photographCard(page, 'push-alerts-card-blocked-phone');
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`/notification-settings with push on looks right on a ${size} and has no serious axe violations`, { timeout: 90000 }, async () => {
      const page = await app.newPage(viewport);
      await useStandInPush(page, standIn, app.origin);
      await signUp(page);
      const toggle = await openSettings(page);
      await photographCard(page, `push-alerts-card-off-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      const saved = pushCall(page, 'POST');
      await toggle.click();
      assert.equal((await saved).status(), 201);
      const toast = page.getByRole('alert').filter({ hasText: 'Push alerts on' });
      await toast.waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await toast.waitFor({ state: 'detached', timeout: 30000 });
      await photographCard(page, `push-alerts-card-on-${size}`);
      // The screen as a person sees it with the card in view (a full-page picture draws the fixed
      // header and navigation where the first screen ends, over the card).
      await animationsSettled(page);
      await page.screenshot({ path: path.join(artifacts, `push-alerts-on-${size}.png`) });
    });
  }

  test('no uncaught page errors and no request left the machine', () => {
    assert.deepEqual(app.pageErrors, []);
    assert.deepEqual(app.offMachineRequests, []);
  });
});
