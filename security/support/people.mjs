// People who use the product during the suite: each a new account (registered, verified from the
// emailed link, signed in) with a cookie jar of its own, as one browser would have.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createHttpClient } from '../../scripts/lib/http-client.mjs';
import { linkToken, waitForMessages } from './mailbox.mjs';
import { product } from './product.mjs';

/** An address nobody has used yet. @param {string} label */
export function newAddress(label) {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A password that meets the rules. */
export function newPassword() {
  return `Pw-${randomBytes(9).toString('base64url')}`;
}

/** A browser with no session yet. */
export function newBrowser() {
  return createHttpClient(product.baseUrl);
}

/**
 * Register an account and open the verification link from its email (without signing in).
 * @param {string} label
 */
export async function registeredAndVerified(label) {
  const api = newBrowser();
  const email = newAddress(label);
  const password = newPassword();
  const registered = await api.post('/api/register', { username: email, email, password, firstName: label, lastName: 'Tester', timeZone: 'Australia/Sydney' });
  assert.ok(registered.status >= 200 && registered.status < 300, `register ${label}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const [message] = await waitForMessages(email);
  const token = linkToken(message.text);
  assert.ok(token, `the verification email to ${email} has a link with a token`);
  const verified = await api.get(`/api/verify-email?token=${token}`);
  assert.ok([200, 302].includes(verified.status), `verify ${label}: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { api, email, password };
}

/**
 * A new person, verified and signed in.
 * @param {string} label
 */
export async function signedInPerson(label) {
  const person = await registeredAndVerified(label);
  const login = await person.api.post('/api/login', { username: person.email, password: person.password });
  assert.equal(login.status, 200, `sign in ${label}: ${JSON.stringify(login.body)}`);
  return { ...person, user: login.body };
}
