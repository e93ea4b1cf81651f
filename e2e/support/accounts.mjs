// Accounts for tests, made the real way: register, open the verification link identity wrote to the
// mailbox folder (no SMTP configured), and only then sign in, since sign-in needs a verified address
// (docs/adr/0016). One helper for every kind of client the suites use.
import assert from 'node:assert/strict';
import { messagesIn, verificationLink } from './mailbox.mjs';

// The scripts' http client (distributed tests, bench) has its own, in scripts/lib.
export { registerVerifiedWithClient } from '../../scripts/lib/verified-registration.mjs';

/**
 * Registers through `post` and opens the newest verification link that reaches the address through `get`.
 * @param {{ mailboxDir: string }} where the folder identity writes mail to (DATA_DIR/mailbox or MAILBOX_DIR)
 * @param {{ post: (path: string, body: unknown) => Promise<number>, get: (url: string) => Promise<number> }} client
 * @param {{ email: string, username?: string, password: string } & Record<string, unknown>} registration
 */
export async function registerVerified({ mailboxDir }, client, registration) {
  const before = (await messagesIn(mailboxDir, registration.email)).length;
  const status = await client.post('/api/register', { username: registration.email, ...registration });
  assert.equal(status, 201, `register ${registration.email}: ${status}`);
  const { link } = await verificationLink('', registration.email, { after: before, folder: mailboxDir });
  const verified = await client.get(link);
  assert.equal(verified, 200, `verify ${registration.email}: ${verified}`);
}

/**
 * The same for a Playwright page (its request context shares the page's cookies), in an embedded app.
 * @param {{ origin: string, dataDir: string }} app
 * @param {import('playwright-core').APIRequestContext} request
 * @param {{ email: string, username?: string, password: string } & Record<string, unknown>} registration
 */
export function registerVerifiedInApp(app, request, registration) {
  const headers = { origin: app.origin };
  return registerVerified(
    { mailboxDir: `${app.dataDir}/mailbox` },
    {
      post: async (path, data) => (await request.post(`${app.origin}${path}`, { data, headers })).status(),
      get: async (url) => (await request.get(url, { headers: { accept: 'application/json' } })).status(),
    },
    registration,
  );
}

/**
 * Opens the newest verification link that reached `email` (after the person registered in the page), as JSON.
 * @param {{ dataDir: string }} app
 * @param {import('playwright-core').APIRequestContext} request
 * @param {string} email
 */
export async function openVerificationLink(app, request, email) {
  const { link } = await verificationLink(app.dataDir, email);
  assert.equal((await request.get(link, { headers: { accept: 'application/json' } })).status(), 200, `verify ${email}`);
}
