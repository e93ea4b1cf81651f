// Issue 27, "nobody keeps an address that is not theirs" (docs/adr/0016), in Debian's Chromium against embedded mode:
// a squatter registers the victim's address first and holds a session on it; the victim, who cannot register it,
// is emailed about the attempt, follows Forgot password?, sets a new password from the emailed link, and signs in;
// the squatter's session has ended and their password no longer works. The squatter's session stands for an
// account from before sign-in needed a verified address: its address is marked verified in the database, as
// every account was usable then (today an unverified address cannot sign in, which the spec shows first).
// The new /auth states photographed at 390x844 and 1280x900 into e2e/artifacts, axe (serious and critical) in each.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { embeddedDatabaseUrl, withClient } from '../../scripts/lib/database.mjs';
import { screenshot, seriousAxeViolations, startAppInBrowser, viewports } from '../support/app-in-browser.mjs';
import { linkTo, messagesTo } from '../support/mailbox.mjs';
import { eventually } from '../support/servers.mjs';

/** @type {Awaited<ReturnType<typeof startAppInBrowser>>} */
let app;

const victim = `victim.${randomBytes(4).toString('hex')}@example.com`;
const squattersPassword = `Sq-${randomBytes(9).toString('base64url')}`;
const victimsPassword = `Vi-${randomBytes(9).toString('base64url')}`;

/** @param {import('playwright-core').Page} page @param {string} title */
const toast = (page, title) => page.getByRole('alert').filter({ hasText: title });

/** @param {import('playwright-core').Page} page @param {string} email @param {string} password */
async function signInWithForm(page, email, password) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** @param {import('playwright-core').Page} page @param {string} email @param {string} password */
async function createAccountWithForm(page, email, password) {
  await page.goto(`${app.origin}/auth?tab=create-account`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
}

describe('account ownership in Chromium (embedded mode)', () => {
  before(
    async () => {
      app = await startAppInBrowser();
    },
    { timeout: 180000 },
  );
  after(
    async () => {
      await app?.stop();
    },
    { timeout: 60000 },
  );

  test('a squatter cannot keep the victim locked out: Forgot password, a new password, the squatter signed out', { timeout: 180000 }, async () => {
    const squatter = await app.newPage(viewports.desktop);
    await createAccountWithForm(squatter, victim, squattersPassword);

    // The squatter never read the victim's mail: the right password is not enough to sign in.
    await squatter.goto(`${app.origin}/auth`);
    await signInWithForm(squatter, victim, squattersPassword);
    await squatter.getByRole('alert').filter({ hasText: 'Please verify your email address before signing in.' }).waitFor();
    await squatter.getByRole('button', { name: 'Resend Verification Email' }).waitFor();
    await screenshot(squatter, 'account-ownership-01-not-verified-desktop');
    assert.deepEqual(await seriousAxeViolations(squatter), []);
    assert.equal((await squatter.request.get(`${app.origin}/api/user`)).status(), 401);

    // An account from before the rule: usable, and the squatter signed in on it.
    await withClient(await embeddedDatabaseUrl(app.dataDir), (client) => client.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [victim]));
    const login = await squatter.request.post(`${app.origin}/api/login`, { data: { username: victim, password: squattersPassword }, headers: { origin: app.origin } });
    assert.equal(login.status(), 200);
    assert.equal((await squatter.request.get(`${app.origin}/api/user`)).status(), 200);

    // The victim tries to register their own address: the same Check Your Email, and a warning in their mailbox.
    const page = await app.newPage(viewports.desktop);
    const before = (await messagesTo(app.dataDir, victim)).length;
    await createAccountWithForm(page, victim, victimsPassword);
    await toast(page, 'Account Created Successfully!').waitFor();
    const warning = await linkTo(app.dataDir, victim, '/auth/forgot-password', { after: before });
    assert.equal(warning.subject, 'Someone tried to register with your email address');

    // Forgot password, from the sign-in form.
    await page.goto(`${app.origin}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/auth/forgot-password');
    await screenshot(page, 'account-ownership-02-forgot-password-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.getByLabel('Email', { exact: true }).fill(victim);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If that address has an account, a link to set a new password is on its way.').waitFor();
    await screenshot(page, 'account-ownership-03-reset-link-sent-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);

    // The emailed link opens the page that sets the new password.
    const reset = await linkTo(app.dataDir, victim, '/auth/reset-password', { after: warning.count });
    assert.equal(reset.subject, 'Set a new password for Tally');
    await page.goto(reset.link);
    await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
    await screenshot(page, 'account-ownership-04-reset-password-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.getByLabel('New Password', { exact: true }).fill(victimsPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(victimsPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('heading', { name: 'Password Changed' }).waitFor();
    await screenshot(page, 'account-ownership-05-password-changed-desktop');
    assert.deepEqual(await seriousAxeViolations(page), []);

    // The squatter's session ends, and their password no longer signs in.
    await eventually(async () => (await squatter.request.get(`${app.origin}/api/user`)).status() === 401, { timeoutMs: 15000, what: 'the squatter to be signed out' });
    const squattersTry = await squatter.request.post(`${app.origin}/api/login`, { data: { username: victim, password: squattersPassword }, headers: { origin: app.origin } });
    assert.equal(squattersTry.status(), 401);

    // The victim signs in with the new password (the address is verified by the reset).
    await page.getByRole('link', { name: 'Sign In' }).click();
    await signInWithForm(page, victim, victimsPassword);
    await page.getByRole('button', { name: 'Skip Tutorial' }).click({ timeout: 45000 });
    const me = await page.request.get(`${app.origin}/api/user`);
    assert.equal(me.status(), 200);
    assert.equal((await me.json()).emailVerified, true);

    // The link worked once.
    const again = await page.request.post(`${app.origin}/api/reset-password`, {
      data: { token: new URL(reset.link).searchParams.get('token'), newPassword: squattersPassword, confirmPassword: squattersPassword },
      headers: { origin: app.origin },
    });
    assert.equal(again.status(), 400);
    assert.deepEqual(app.pageErrors, []);
  });

  test('the password reset pages at 390x844, and a link without its token', { timeout: 90000 }, async () => {
    const phone = await app.newPage(viewports.phone);
    const shoot = (name) => screenshot(phone, `account-ownership-${name}-phone`);
    await phone.goto(`${app.origin}/auth`);
    await phone.getByRole('link', { name: 'Forgot password?' }).click();
    await phone.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await shoot('02-forgot-password');
    assert.deepEqual(await seriousAxeViolations(phone), []);
    await phone.getByLabel('Email', { exact: true }).fill(`nobody.${randomBytes(4).toString('hex')}@example.com`);
    await phone.getByRole('button', { name: 'Send Reset Link' }).click();
    // The same answer as for an address with an account.
    await phone.getByText('If that address has an account, a link to set a new password is on its way.').waitFor();
    await shoot('03-reset-link-sent');
    await phone.getByRole('link', { name: 'Back to Login' }).click();
    await phone.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();

    await phone.goto(`${app.origin}/auth/reset-password?token=${randomBytes(32).toString('base64url')}`);
    await phone.getByRole('heading', { name: 'Set a New Password' }).waitFor();
    await shoot('04-reset-password');
    assert.deepEqual(await seriousAxeViolations(phone), []);
    await phone.getByLabel('New Password', { exact: true }).fill(victimsPassword);
    await phone.getByLabel('Confirm New Password', { exact: true }).fill(victimsPassword);
    await phone.getByRole('button', { name: 'Set New Password' }).click();
    await toast(phone, 'Password not changed').filter({ hasText: 'This password reset link is invalid, used or expired.' }).waitFor();
    await shoot('06-reset-link-invalid');

    await phone.goto(`${app.origin}/auth/reset-password`);
    await phone.getByText('This password reset link is incomplete.').waitFor();
    assert.ok(await phone.getByRole('button', { name: 'Set New Password' }).isDisabled());
    assert.deepEqual(app.pageErrors, []);
  });
});
