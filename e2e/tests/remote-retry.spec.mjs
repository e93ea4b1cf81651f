// A remote that cannot be loaded breaks only its own route: the shell shows what failed with a
// Retry, and Retry loads the remote afresh once it is reachable again (shell/src/remotes).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { registerVerifiedInApp } from '../support/accounts.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

describe('a remote that fails to load (Chromium, embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(() => app?.stop(), { timeout: 60000 });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`on a ${size}: Reports shows an error with Retry while its remote is down, and Retry loads it once it is back`, { timeout: 90000 }, async () => {
      const page = await app.newPage(viewport);
      const email = `retry.${randomBytes(4).toString('hex')}@example.com`;
      const password = `Pw-${randomBytes(9).toString('base64url')}`;
      const headers = { origin: app.origin };
      await registerVerifiedInApp(app, page.request, { email, password });
      assert.equal((await page.request.post(`${app.origin}/api/login`, { data: { username: email, password }, headers })).status(), 200);
      assert.equal((await page.request.patch(`${app.origin}/api/user/settings`, { data: { hasCompletedOnboarding: true }, headers })).status(), 200);

      const down = (route) => route.abort('connectionrefused');
      await page.route('**/remotes/reports/**', down);
      await page.goto(`${app.origin}/reports`);
      await page.getByText('Reports could not be loaded. Check your connection and try again.').waitFor();
      await page.getByRole('navigation').first().waitFor();
      await screenshot(page, `remote-retry-down-${size}`);
      assert.deepEqual(await seriousAxeViolations(page), []);

      await page.unroute('**/remotes/reports/**', down);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('What you spent and got back, over any period.').waitFor();
      assert.equal(await page.getByText('could not be loaded').count(), 0);
      await screenshot(page, `remote-retry-back-${size}`);
      await page.context().close();
    });
  }

  test('nothing left the machine and no page threw', () => {
    assert.deepEqual(app.offMachineRequests, []);
    assert.deepEqual(app.pageErrors, []);
  });
});
